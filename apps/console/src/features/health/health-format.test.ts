import { describe, expect, it } from 'vitest'
import { bytes, duration, milliseconds, runSeconds } from './health-format.ts'

describe('the health screen’s figures', () => {
  it('writes sizes in the unit that keeps them short', () => {
    expect(bytes(512)).toBe('512 B')
    expect(bytes(1536)).toBe('1.5 KiB')
    expect(bytes(312 * 1024 * 1024)).toBe('312 MiB')
    expect(bytes(1.5 * 1024 ** 3)).toBe('1.5 GiB')
  })

  it('writes an uptime in its two largest units', () => {
    expect(duration(0)).toBe('0 s')
    expect(duration(42)).toBe('42 s')
    expect(duration(725)).toBe('12 min 5 s')
    expect(duration(3 * 86_400 + 4 * 3600 + 59)).toBe('3 d 4 h')
    expect(duration(86_400 + 30)).toBe('1 d')
  })

  it('reads the event loop’s delay in milliseconds and a run’s length in seconds', () => {
    expect(milliseconds(0.0123)).toBe('12.3 ms')
    expect(runSeconds('2026-01-10T09:00:00.000Z', '2026-01-10T09:00:02.500Z')).toBe(2.5)
    expect(runSeconds('2026-01-10T09:00:00.000Z', null)).toBeNull()
  })
})
