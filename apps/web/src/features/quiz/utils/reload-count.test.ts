import { describe, expect, it } from 'vitest'
import { countPlayLoad, playArrival } from './reload-count.ts'

describe('countPlayLoad', () => {
  it('allows the first reload after a fresh start (counter reset to 0)', () => {
    expect(countPlayLoad('0')).toEqual({ count: 1, allowed: true })
  })

  it('allows a load when no counter is stored yet', () => {
    expect(countPlayLoad(null)).toEqual({ count: 1, allowed: true })
  })

  it('sends the person home once the counter exceeds 1', () => {
    expect(countPlayLoad('1')).toEqual({ count: 2, allowed: false })
    expect(countPlayLoad('5')).toEqual({ count: 6, allowed: false })
  })

  it('treats a garbled value as no count', () => {
    expect(countPlayLoad('abc')).toEqual({ count: 1, allowed: true })
    expect(countPlayLoad('-3')).toEqual({ count: 1, allowed: true })
    expect(countPlayLoad('')).toEqual({ count: 1, allowed: true })
  })
})

describe('playArrival', () => {
  it('shows the play after a start inside the app, whatever was stored', () => {
    expect(playArrival('PUSH', true, '5')).toEqual({ kind: 'start' })
    expect(playArrival('REPLACE', false, null)).toEqual({ kind: 'start' })
  })

  it('sends back or forward into a screen that was left home, without counting a reload', () => {
    expect(playArrival('POP', true, '0')).toEqual({ kind: 'returned' })
  })

  it('counts a reload of a screen never left against the reload rule', () => {
    expect(playArrival('POP', false, '0')).toEqual({ kind: 'reloaded', count: 1, allowed: true })
    expect(playArrival('POP', false, '1')).toEqual({ kind: 'reloaded', count: 2, allowed: false })
  })
})
