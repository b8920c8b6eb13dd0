import type { Prize } from '@khelahobe/contracts/leaderboard'
import { fill } from '../../../i18n/format.ts'
import { leaderboardText } from '../leaderboard-text.ts'

/** A winner's prize as a person reads it: '১০ টাকা ক্যাশ-ইন', or the goods by name. */
export function prizeText(prize: Prize): string {
  const names = leaderboardText.winners.prize
  return prize.kind === 'cash' ? fill(names.cash, { taka: prize.amountTaka }) : names[prize.kind]
}
