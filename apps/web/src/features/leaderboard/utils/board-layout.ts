import type { BoardEntry, Prize } from '@khelahobe/contracts/leaderboard'

/** What an empty podium place shows: the spec's '0000' and 0 (drawn in Bengali digits, as every number is). */
export const emptyPlaceNumber = '0000'

/** A board line, or a winner's, which also carries the prize of its rank. */
export type RankedEntry = BoardEntry & { prize?: Prize }

export interface PodiumPlace {
  /** 1, 2 or 3. */
  place: number
  msisdn: string
  score: number
  imageName: string | null
  /** A winner's prize; null on a leaderboard and for an empty place. */
  prize: Prize | null
  /** No one holds this place yet. */
  empty: boolean
}

/**
 * The three podium places in rank order, an empty place standing in for each rank no one
 * holds yet, so the podium keeps its shape on a fresh day. The podium's left-middle-right
 * drawing is CSS only: a screen reader reads 1st, 2nd, 3rd.
 */
export function podiumPlaces(top3: readonly RankedEntry[]): PodiumPlace[] {
  return [1, 2, 3].map((place) => {
    const entry = top3[place - 1]
    return entry
      ? {
          place,
          msisdn: entry.msisdn,
          score: entry.score,
          imageName: entry.imageName,
          prize: entry.prize ?? null,
          empty: false,
        }
      : { place, msisdn: emptyPlaceNumber, score: 0, imageName: null, prize: null, empty: true }
  })
}

export interface ListRow {
  position: number
  entry: RankedEntry
}

/**
 * Lines numbered on from `first` in the order the server ranked them: from 4 under a podium,
 * from 1 for a list with no podium above it.
 */
export function listRows(entries: readonly RankedEntry[], first = 4): ListRow[] {
  return entries.map((entry, index) => ({ position: index + first, entry }))
}

/** The list box never shrinks below a few lines, however short the screen. */
export const minBoxHeight = 160

/**
 * The most the list box may take: the window below its top edge, less `offset` for what sits
 * under it (the bottom bar and, on the leaderboard, the caller's own line): the spec's 130
 * px, 100 on the winner page. A short list takes only its own height. `boxTop` is measured
 * from the top of the page, not the window, so a scrolled page measures the same.
 */
export function boxHeight(viewportHeight: number, boxTop: number, offset: number): number {
  return Math.max(minBoxHeight, Math.floor(viewportHeight - boxTop - offset))
}
