import type { BoardEntry } from '@khelahobe/contracts/leaderboard'

/** What an empty podium place shows: the spec's '0000' (ASCII, like every number we show) and 0. */
export const emptyPlaceNumber = '0000'

export interface PodiumPlace {
  /** 1, 2 or 3. */
  place: number
  msisdn: string
  score: number
  imageName: string | null
  /** No one holds this place yet. */
  empty: boolean
}

/**
 * The three podium places in rank order, an empty place standing in for each rank no one
 * holds yet, so the podium keeps its shape on a fresh day. The podium's left-middle-right
 * drawing is CSS only: a screen reader reads 1st, 2nd, 3rd.
 */
export function podiumPlaces(top3: readonly BoardEntry[]): PodiumPlace[] {
  return [1, 2, 3].map((place) => {
    const entry = top3[place - 1]
    return entry
      ? { place, msisdn: entry.msisdn, score: entry.score, imageName: entry.imageName, empty: false }
      : { place, msisdn: emptyPlaceNumber, score: 0, imageName: null, empty: true }
  })
}

export interface ListRow {
  position: number
  entry: BoardEntry
}

/** The lines under the podium, numbered on from 4 in the order the server ranked them. */
export function listRows(other: readonly BoardEntry[]): ListRow[] {
  return other.map((entry, index) => ({ position: index + 4, entry }))
}

/** The list box never shrinks below a few lines, however short the screen. */
export const minBoxHeight = 160

/**
 * The list box fills the window below its top edge, less `offset` for what sits under it
 * (the bottom bar and, on the leaderboard, the caller's own line): the spec's 130 px, 100 on
 * the winner page. `boxTop` is measured from the top of the page, not the window, so a
 * scrolled page measures the same.
 */
export function boxHeight(viewportHeight: number, boxTop: number, offset: number): number {
  return Math.max(minBoxHeight, Math.floor(viewportHeight - boxTop - offset))
}
