import { dhakaDate, dhakaDayStart, monthStart } from '@khelahobe/contracts/dhaka-time'
import { gameRules, subscriptionPriceTaka } from '@khelahobe/contracts/rules'
import type { Database } from '../../db/client.ts'
import { bengaliDigits } from '../../lib/bengali-digits.ts'
import { hasTournamentEndingAfter, insertTournament } from './games.repo.ts'

/** The first day of the Dhaka month after the one containing `date`. */
function nextMonthStart(date: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number]
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`
}

/**
 * Demo content: a FlappyDino tournament for the current Dhaka month, ending at 23:59:59 Dhaka on
 * its last day, whenever no tournament has run this month, runs or is scheduled. A month in
 * which an operator ran one (or ended the demo's early) is theirs: the demo's would overlap
 * it, or undo the early end. Two instances seeding at once make one (the tournament's game
 * and start are unique, and periods never overlap).
 */
export async function seedDemoTournament(db: Database, now: Date) {
  const today = dhakaDate(now)
  if (await hasTournamentEndingAfter(db, dhakaDayStart(monthStart(today)))) return
  const winners = bengaliDigits(gameRules.dailyWinners)
  const taka = bengaliDigits(gameRules.dailyTaka)
  await insertTournament(db, {
    game: 'FlappyDino',
    title: 'ফ্ল্যাপি ডাইনো টুর্নামেন্ট',
    rules: [
      'ট্যাপ করলে ডাইনো লাফ দেয়; থামের ফাঁক দিয়ে উড়ে যান, প্রতিটি থাম পার হলে ১ পয়েন্ট।',
      'দিনে যতবার খুশি খেলুন; দিনের সেরা স্কোরটিই লিডারবোর্ডে গণ্য হবে।',
      'সমান স্কোর হলে যিনি কম সময়ে করেছেন তিনি এগিয়ে থাকবেন।',
      'প্রতিটি খেলা সার্ভারে আবার চালিয়ে যাচাই করা হয়; অমিল হলে স্কোর গণ্য হয় না।',
      `খেলতে গেম ও কুইজ সাবস্ক্রিপশন লাগবে (সপ্তাহে ${bengaliDigits(subscriptionPriceTaka)} টাকা)।`,
    ].join('\n'),
    prize: `প্রতিদিন সেরা ${winners} জন পাবেন ${taka} টাকা করে বিকাশ ক্যাশ-ইন; টুর্নামেন্টে জিতুন ১০০০ টাকা পর্যন্ত। একজন দিনে একবারই জিতবেন; সাপ্তাহিক পুরস্কার পরের শনি বা রবিবার দেওয়া হয়।`,
    startsAt: dhakaDayStart(monthStart(today)),
    endsAt: new Date(dhakaDayStart(nextMonthStart(today)).getTime() - 1000),
  })
}
