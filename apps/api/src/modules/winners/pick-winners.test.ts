import { describe, expect, it } from 'vitest'
import { type Candidate, createPicker } from './pick-winners.ts'

let place = 0
const entry = (userId: number, wallet: string | null): Candidate => ({
  place: ++place,
  userId,
  score: 30 - place,
  elapsedMs: 1000,
  wallet,
})

describe('picking winners from the standings', () => {
  it('passes over an unpaid person, a shared wallet and a second win, and the next one moves up', () => {
    place = 0
    const picker = createPicker({ winners: 3 })
    for (const candidate of [
      entry(1, '01700000001'),
      entry(2, null),
      entry(3, '01700000001'),
      entry(1, '01700000001'),
      entry(4, '01700000004'),
      entry(5, '01700000005'),
      entry(6, null),
    ])
      picker.consider(candidate)
    expect(picker.full).toBe(true)
    expect(picker.picks.map((pick) => [pick.rank, pick.candidate.userId, pick.wallet])).toEqual([
      [1, 1, '01700000001'],
      [2, 4, '01700000004'],
      [3, 5, '01700000005'],
    ])
    // Only entries above the last winner were passed over; the one after the places filled is not.
    expect(picker.passes.map((pass) => [pass.candidate.place, pass.reason, pass.wallet])).toEqual([
      [2, 'inactive_payment', null],
      [3, 'shared_wallet', '01700000001'],
      [4, 'already_won', null],
    ])
  })

  it('keeps every pass when the places are never filled', () => {
    place = 0
    const picker = createPicker({ winners: 5 })
    for (const candidate of [entry(1, null), entry(2, '01700000002'), entry(3, null)])
      picker.consider(candidate)
    expect(picker.full).toBe(false)
    expect(picker.picks).toHaveLength(1)
    expect(picker.passes.map((pass) => pass.reason)).toEqual(['inactive_payment', 'inactive_payment'])
  })
})
