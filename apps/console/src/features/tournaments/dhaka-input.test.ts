import { describe, expect, it } from 'vitest'
import { dhakaDateTime as formatDhaka } from '../../lib/dhaka-time.ts'
import { dhakaMinuteFromNow, fromDhakaInput, toDhakaInput } from './dhaka-input.ts'
import { listQuery, readTournamentFilters } from './tournament-filters.ts'

describe('tournament times in Dhaka time', () => {
  it('shows an instant as a Dhaka datetime-local value, with seconds only when it has them', () => {
    expect(toDhakaInput('2025-12-31T18:00:00.000Z')).toBe('2026-01-01T00:00')
    expect(toDhakaInput('2026-01-31T17:59:59.000Z')).toBe('2026-01-31T23:59:59')
  })

  it('reads a datetime-local value as Dhaka time, and nothing else', () => {
    expect(fromDhakaInput('2026-01-01T00:00')).toBe('2025-12-31T18:00:00.000Z')
    expect(fromDhakaInput('2026-01-31T23:59:59')).toBe('2026-01-31T17:59:59.000Z')
    expect(fromDhakaInput('')).toBeNull()
    expect(fromDhakaInput('2026-01-01')).toBeNull()
    expect(fromDhakaInput('2026-13-01T00:00')).toBeNull()
    for (const iso of ['2026-02-28T04:05:00.000Z', '2026-06-30T23:59:59.000Z'])
      expect(fromDhakaInput(toDhakaInput(iso))).toBe(iso)
  })

  it('starts a new tournament’s fields at the current minute', () => {
    const now = Date.parse('2026-01-10T06:00:42.500Z')
    expect(dhakaMinuteFromNow(now)).toBe('2026-01-10T12:00')
    expect(dhakaMinuteFromNow(now, 7)).toBe('2026-01-17T12:00')
    expect(formatDhaka('2026-01-10T06:00:00.000Z')).toBe('10 Jan 2026, 12:00')
  })

  it('keeps the list’s state and page in the address', () => {
    expect(readTournamentFilters(new URLSearchParams('state=running&page=2'))).toEqual({
      state: 'running',
      page: 2,
    })
    expect(readTournamentFilters(new URLSearchParams('state=soon&page=-1'))).toEqual({
      state: 'all',
      page: 1,
    })
    expect(listQuery({ state: 'all', page: 1 })).toBe('')
    expect(listQuery({ state: 'ended', page: 3 })).toBe('state=ended&page=3')
  })
})
