import type { GameName } from '@khelahobe/contracts/rules'

/**
 * The game cards' Bangla text, on /game and on home. The frame's and /gametest's text sit
 * beside their screens, so the home page does not carry them.
 */
export const gamesText = {
  title: 'গেম',
  tournamentHeading: 'টুর্নামেন্ট',
  freeHeading: 'ফ্রি গেম',
  freeNote: 'ফ্রি গেমের স্কোর লিডারবোর্ডে গণ্য হয় না।',
  loading: 'লোড হচ্ছে...',
  loadFailed: 'টুর্নামেন্টের তথ্য লোড করা যায়নি।',
  retry: 'আবার চেষ্টা করুন',
  endsIn: 'শেষ হতে বাকি',
  ended: 'টুর্নামেন্ট শেষ হয়েছে',
  noTournament: 'এখন কোনো টুর্নামেন্ট চলছে না',
  showRules: 'নিয়ম ও পুরস্কার দেখুন',
  hideRules: 'নিয়ম লুকান',
  rules: 'নিয়ম',
  prize: 'পুরস্কার',
  playTournament: 'টুর্নামেন্ট খেলুন',
  play: 'খেলুন',
  starting: 'গেম খোলা হচ্ছে...',
  checking: 'সাবস্ক্রিপশন দেখা হচ্ছে...',
  startFailed: 'গেমটি শুরু করা যায়নি। আবার চেষ্টা করুন।',
  units: { days: 'দিন', hours: 'ঘণ্টা', minutes: 'মিনিট', seconds: 'সেকেন্ড' },
} as const

/** The games' names and one line each, for the game page's cards. */
export const gameInfo: Record<GameName, { name: string; line: string }> = {
  FlappyDino: { name: 'ফ্ল্যাপি ডাইনো', line: 'ট্যাপ করে ডাইনোকে থামের ফাঁক দিয়ে উড়িয়ে নিন' },
  '4096': { name: '৪০৯৬', line: 'টাইল সরিয়ে একই সংখ্যা জুড়ে ৪০৯৬ বানান' },
  FreeKick: { name: 'ফ্রি কিক', line: 'দেয়াল আর গোলকিপার পেরিয়ে গোল করুন' },
  SharkGame: { name: 'হাঙর খেলা', line: 'ছোট মাছ খেয়ে বড় হোন, হাঙর থেকে বাঁচুন' },
}
