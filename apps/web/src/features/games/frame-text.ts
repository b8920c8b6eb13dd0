/** The game frame's Bangla text: the run's result and what went wrong sending it. */
export const frameText = {
  back: 'ফিরে যান',
  gameLabel: 'গেম',
  verifying: 'স্কোর যাচাই হচ্ছে...',
  yourScore: 'আপনার স্কোর',
  todayBest: 'আজকের সেরা',
  rank: 'আজকের অবস্থান',
  freeResult: 'ফ্রি গেমের স্কোর লিডারবোর্ডে যোগ হয় না।',
  playAgain: 'আবার খেলুন',
  leaderboard: 'লিডারবোর্ড',
  resultTitle: 'খেলা শেষ',
  refused: 'স্কোরটি যাচাই করা যায়নি, তাই গণ্য হয়নি।',
  alreadySent: 'এই খেলার স্কোর আগেই জমা হয়েছে।',
  expired: 'খেলার সময় পার হয়ে গেছে। নতুন করে খেলুন।',
  sendFailed: 'স্কোর পাঠানো যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
  resend: 'আবার পাঠান',
} as const
