/**
 * The leaderboard and winner screens' Bangla text. Kept out of `src/i18n/bn.ts` on purpose:
 * that catalogue ships in the entry chunk, and only the lazy board routes import this one.
 */
export const leaderboardText = {
  loading: 'লোড হচ্ছে...',
  loadFailed: 'তালিকাটি লোড করা যায়নি।',
  retry: 'আবার চেষ্টা করুন',

  leaderboard: {
    title: 'আজকের লিডারবোর্ড',
    specialTitle: 'লিডারবোর্ড',
    tabsLabel: 'লিডারবোর্ড বাছাই করুন',
    empty: 'এখনো কেউ খেলেনি',
    notOnBoard: 'আপনি আজ এখনো বোর্ডে নেই',
    sharedWalletNote:
      'একই বিকাশ নম্বর একাধিক অ্যাকাউন্টে ব্যবহার হলে শুধু একটি অ্যাকাউন্টের স্কোর গণ্য হবে এবং পুরস্কার শুধু সেই অ্যাকাউন্টই পাবে।',
  },

  winners: {
    title: 'গতকালের বিজয়ী',
    tabsLabel: 'বিজয়ী তালিকা বাছাই করুন',
    empty: 'গতকালের বিজয়ী এখনো ঘোষণা হয়নি',
    /** How each list is decided (spec §9), above it: the quiz's is not a ranking by score. */
    quizRule:
      'গতকাল সবার আগে {winning}টি সঠিক উত্তর দেওয়া {winners} জন বিজয়ী। তালিকার ক্রম কে আগে পৌঁছেছেন সে অনুযায়ী, সঠিক উত্তরের সংখ্যা অনুযায়ী নয়। প্রত্যেকে পাবেন {taka} টাকা ক্যাশ-ইন।',
    gameRule:
      'গতকালের টুর্নামেন্টে সবচেয়ে বেশি স্কোর (সমান হলে কম সময়ে) করা সেরা {winners} জন বিজয়ী। প্রত্যেকে পাবেন {taka} টাকা বিকাশ ক্যাশ-ইন।',
    quizListLabel: 'কুইজ বিজয়ী, যে ক্রমে জিতেছেন',
    /** After a quiz winner's count of correct answers: '২৩ সঠিক উত্তর'. */
    correct: 'সঠিক উত্তর',
    prize: { cash: '{taka} টাকা ক্যাশ-ইন', smartphone: 'স্মার্টফোন', smartwatch: 'স্মার্টওয়াচ' },
  },

  tabs: { game: 'গেম', quiz: 'কুইজ', special: 'স্পেশাল কুইজ' },

  podiumLabel: 'সেরা তিন',
  listLabel: 'বাকি তালিকা',
  /** The podium's place names, 1st to 3rd. */
  places: ['১ম', '২য়', '৩য়'],
  points: 'পয়েন্ট',
  yourScore: 'আপনার স্কোর',
  rank: 'র‍্যাংক',
} as const
