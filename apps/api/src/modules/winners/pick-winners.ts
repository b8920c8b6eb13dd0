import type { PassReason } from '@khelahobe/contracts/prizes'
import type { Competition } from './competitions.ts'

/** One entry of a competition's standings, as the winners job reads it. */
export interface Candidate {
  /** Its place in the standings (1 = first); a daily quiz entry is one play, so a person may hold two. */
  place: number
  userId: number
  score: number
  elapsedMs: number
  /** The wallet a prize would be paid to; null when the person's payment was not active. */
  wallet: string | null
}

export interface Chosen {
  rank: number
  candidate: Candidate
  wallet: string
}

export interface Pass {
  candidate: Candidate
  reason: PassReason
  /** The wallet a better placed winner holds, for `shared_wallet`. */
  wallet: string | null
}

/**
 * The winners rules (decision 0012), fed the standings best first: an entry wins unless its
 * person already won this period (a second winning play), their payment was not active
 * on the day that counts, or a better placed winner already holds their payout wallet;
 * then the next entry moves up. Everything passed over before the places are filled is
 * kept with its reason: that is what the console shows as "did not win, because".
 */
export function createPicker(competition: Pick<Competition, 'winners'>) {
  const picks: Chosen[] = []
  const passes: Pass[] = []
  const winners = new Set<number>()
  const wallets = new Set<string>()
  return {
    picks,
    passes,
    get full() {
      return picks.length >= competition.winners
    },
    consider(candidate: Candidate) {
      if (picks.length >= competition.winners) return
      if (winners.has(candidate.userId)) passes.push({ candidate, reason: 'already_won', wallet: null })
      else if (!candidate.wallet) passes.push({ candidate, reason: 'inactive_payment', wallet: null })
      else if (wallets.has(candidate.wallet))
        passes.push({ candidate, reason: 'shared_wallet', wallet: candidate.wallet })
      else {
        winners.add(candidate.userId)
        wallets.add(candidate.wallet)
        picks.push({ rank: picks.length + 1, candidate, wallet: candidate.wallet })
      }
    },
  }
}
