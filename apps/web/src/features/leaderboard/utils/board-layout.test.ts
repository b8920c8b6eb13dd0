import type { BoardEntry } from '@khelahobe/contracts/leaderboard'
import { describe, expect, it } from 'vitest'
import { boxHeight, emptyPlaceNumber, listRows, minBoxHeight, podiumPlaces } from './board-layout.ts'

const entry = (rank: number, score = 100 - rank): BoardEntry => ({
  rank,
  msisdn: `017*****${String(rank).padStart(3, '0')}`,
  name: null,
  imageName: rank % 2 ? `${rank}.png` : null,
  round: 1,
  score,
  timeMs: 1000 * rank,
})

describe('podiumPlaces', () => {
  it('fills all three places with placeholders on an empty board', () => {
    expect(podiumPlaces([])).toEqual(
      [1, 2, 3].map((place) => ({
        place,
        msisdn: emptyPlaceNumber,
        score: 0,
        imageName: null,
        prize: null,
        empty: true,
      })),
    )
    expect(emptyPlaceNumber).toBe('0000')
  })

  it('keeps the people it has in rank order and fills only the missing places', () => {
    const places = podiumPlaces([entry(1, 38), entry(2, 35)])
    expect(places.map((p) => [p.place, p.msisdn, p.score, p.empty])).toEqual([
      [1, '017*****001', 38, false],
      [2, '017*****002', 35, false],
      [3, '0000', 0, true],
    ])
    expect(places[0]?.imageName).toBe('1.png')
    expect(places[1]?.imageName).toBeNull()
  })

  it('shows a full podium as it came', () => {
    expect(podiumPlaces([entry(1), entry(2), entry(3)]).map((p) => p.empty)).toEqual([false, false, false])
  })

  it("carries a winner's prize to the place", () => {
    const prize = { kind: 'cash', amountTaka: 10 } as const
    expect(podiumPlaces([{ ...entry(1), prize }]).map((p) => p.prize)).toEqual([prize, null, null])
  })
})

describe('listRows', () => {
  it('numbers the lines under the podium from 4', () => {
    const rows = listRows([entry(4), entry(5), entry(6)])
    expect(rows.map((row) => row.position)).toEqual([4, 5, 6])
    expect(rows.map((row) => row.entry.msisdn)).toEqual(['017*****004', '017*****005', '017*****006'])
  })

  it('numbers a list with no podium above it from 1', () => {
    expect(listRows([entry(1), entry(2)], 1).map((row) => row.position)).toEqual([1, 2])
  })

  it('is empty for an empty board', () => {
    expect(listRows([])).toEqual([])
  })
})

describe('boxHeight', () => {
  it('is the window height less the box top and the offset', () => {
    expect(boxHeight(800, 420, 130)).toBe(250)
    expect(boxHeight(800, 420, 100)).toBe(280)
  })

  it('rounds a fractional top down to whole pixels', () => {
    expect(boxHeight(800, 419.5, 130)).toBe(250)
  })

  it('never goes below the minimum on a short window', () => {
    expect(boxHeight(600, 420, 130)).toBe(minBoxHeight)
    expect(boxHeight(300, 420, 130)).toBe(160)
  })
})
