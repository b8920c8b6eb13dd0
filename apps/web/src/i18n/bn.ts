/**
 * Every Bangla string the app shows. Placeholders in braces ({number}) are filled by
 * `fill()` from `src/i18n/format.ts`; numbers go through `formatNumber()` so they appear in
 * Bengali digits.
 */
export const bn = {
  appName: 'খেলা হবে',
  titleSuffix: ' | খেলা হবে',

  nav: {
    mainLabel: 'প্রধান নেভিগেশন',
    leaderboard: 'লিডারবোর্ড',
    winners: 'বিজয়ী',
    home: 'হোম',
    quiz: 'কুইজ',
    game: 'গেম',
  },

  topBar: {
    menu: 'মেনু',
    profile: 'প্রোফাইল',
  },

  sideMenu: {
    label: 'সাইড মেনু',
    navLabel: 'মেনুর লিংক',
    close: 'বন্ধ করুন',
    login: 'লগইন',
    home: 'হোম',
    profile: 'প্রোফাইল',
    rules: 'খেলার নিয়ম',
    gifts: 'পুরস্কার',
    terms: 'শর্তাবলী',
    policy: 'গোপনীয়তা নীতি',
    support: 'সাপোর্ট',
    settings: 'সেটিংস',
    facebook: 'ফেসবুক পেজ',
    opensInNewTab: '(নতুন ট্যাবে খুলবে)',
  },

  common: {
    close: 'বন্ধ করুন',
    goHome: 'হোমে ফিরে যান',
    /** A 503: the service is busy for a moment. */
    busy: 'সার্ভার এই মুহূর্তে ব্যস্ত। একটু পরে আবার চেষ্টা করুন।',
    /** While a page's data is on its way, and the button under a failed load (`components/ui/load-state.tsx`). */
    loading: 'লোড হচ্ছে...',
    retry: 'আবার চেষ্টা করুন',
  },

  notFound: {
    title: 'পাতাটি পাওয়া যায়নি',
    body: 'আপনি যে পাতাটি খুঁজছেন সেটি নেই বা সরিয়ে নেওয়া হয়েছে।',
  },

  routeError: {
    title: 'কিছু একটা সমস্যা হয়েছে',
    body: 'পাতাটি লোড করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
    retry: 'আবার চেষ্টা করুন',
  },

  pages: {
    quiz: 'কুইজ',
    quizFlow: 'দৈনিক কুইজ',
    quizFlow2: 'স্পেশাল কুইজ',
    quizSuccess: 'কুইজ শেষ',
    terms: 'শর্তাবলী',
    rules: 'খেলার নিয়ম',
    gifts: 'পুরস্কার',
    leaderboard: 'আজকের লিডারবোর্ড',
    leaderboardSpecial: 'লিডারবোর্ড',
    winners: 'বিজয়ী তালিকা',
    game: 'গেম',
    tournamentFrame: 'টুর্নামেন্ট',
    gameTest: 'টুর্নামেন্ট পরীক্ষা',
    profile: 'প্রোফাইল',
    support: 'সাপোর্ট',
    paymentSuccess: 'সাবস্ক্রিপশনের ফলাফল',
    campaign: 'ক্যাম্পেইন',
    settings: 'সেটিংস',
  },

  /** The rest of the login form's text is in `src/lib/auth/login-text.ts`, with the lazy modal. */
  login: {
    heading: 'সীমাহীন কুইজ ও গেম খেলতে সাবস্ক্রাইব করুন',
    failed: 'সংযোগে সমস্যা হয়েছে, আবার চেষ্টা করুন',
  },

  home: {
    title: 'হোম',
    splashLabel: 'স্বাগতম',
    splashLine: 'কুইজ খেলুন, গেম খেলুন, পুরস্কার জিতুন!',
    splashTap: 'শুরু করতে ট্যাপ করুন',
    scoreHeading: 'আপনার স্কোর',
    scoreLoginPrompt: 'স্কোর দেখতে লগইন করুন',
    login: 'লগইন',
    quizToday: 'আজকের কুইজ',
    quizMonth: 'মাসের কুইজ',
    gameToday: 'আজকের গেম',
    gameMonth: 'মাসের গেম',
    prizeHeading: 'জিতে নিন {amount} টাকা পর্যন্ত পুরস্কার',
    prizeItems: 'স্মার্টফোন • স্মার্টওয়াচ • বিকাশ ক্যাশ-ইন',
    prizeNote: 'প্রতিদিন কুইজ ও গেম খেলে লিডারবোর্ডে এগিয়ে থাকুন',
    playHeading: 'খেলা শুরু করুন',
    play: 'খেলুন',
    dailyQuizTitle: 'দৈনিক কুইজ',
    dailyQuizText: '৯০ সেকেন্ডে ৪০টি প্রশ্ন, দিনে ২ বার',
    specialQuizTitle: 'স্পেশাল কুইজ',
    specialQuizText: 'সাপ্তাহিক সেরা ১০ জন পাবেন ৫০ টাকা করে',
    /** Before the time left in the special quiz's week, e.g. 'শেষ হতে বাকি: ৩ দিন ৪ ঘণ্টা ১২ মিনিট'. */
    specialEndsIn: 'শেষ হতে বাকি:',
    specialTimeLeft: '{days} দিন {hours} ঘণ্টা {minutes} মিনিট',
    /** Shown next to the play button whose subscription check is still out. */
    checking: 'যাচাই করা হচ্ছে…',
    checkFailed: 'সাবস্ক্রিপশন যাচাই করা যায়নি, আবার চেষ্টা করুন',
    /** Why a quiz play sent the person home: the page was reloaded more than once (spec §2). */
    playEndedByReloadsTitle: 'খেলাটি শেষ হয়েছে',
    playEndedByReloads:
      'কুইজ চলার সময় পেজটি একবারের বেশি রিলোড করায় এই খেলাটি শেষ হয়ে গেছে। এর আগে দেওয়া উত্তরগুলো গণনা করা হবে।',
    /** Why a quiz play sent the person home: they went back or forward during it (spec §2). */
    playEndedByLeaving:
      'কুইজ চলার সময় পেছনে বা সামনে যাওয়ায় এই খেলাটি শেষ হয়ে গেছে। এর আগে দেওয়া উত্তরগুলো গণনা করা হবে।',
    ok: 'ঠিক আছে',
  },
} as const
