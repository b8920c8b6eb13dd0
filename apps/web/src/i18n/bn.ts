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
    comingSoon: 'এই পাতাটি শিগগিরই আসছে।',
    goHome: 'হোমে ফিরে যান',
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

  profile: {
    logout: 'লগ আউট',
    loggedOutHint: 'প্রোফাইল দেখতে লগইন করুন।',
    login: 'লগইন',
  },

  login: {
    heading: 'সীমাহীন কুইজ ও গেম খেলতে সাবস্ক্রাইব করুন',
    numberLabel: 'মোবাইল নম্বর',
    numberPlaceholder: '01XXXXXXXXX',
    sendCode: 'কোড পাঠান',
    codeSent: '{number} নম্বরে একটি ৬ অঙ্কের কোড পাঠানো হয়েছে।',
    codeLabel: 'কোড',
    verify: 'যাচাই করুন',
    changeNumber: 'নম্বর বদলান',
    resend: 'আবার কোড পাঠান',
    resent: 'নতুন কোড পাঠানো হয়েছে।',
    codeFormat: '৬ অঙ্কের কোডটি লিখুন',
    codeInvalid: 'কোডটি সঠিক নয়',
    codeExpired: 'কোডের মেয়াদ শেষ, আবার কোড নিন',
    tooSoon: 'অনুগ্রহ করে কিছুক্ষণ পরে আবার চেষ্টা করুন',
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
    tournamentTitle: 'গেম টুর্নামেন্ট',
    tournamentText: 'প্রতিদিন সেরা ১০০ জন পাবেন ১০ টাকা বিকাশ ক্যাশ-ইন',
    /** Shown next to the play button whose subscription check is still out. */
    checking: 'যাচাই করা হচ্ছে…',
    checkFailed: 'সাবস্ক্রিপশন যাচাই করা যায়নি, আবার চেষ্টা করুন',
  },

  /** The two segments by the names people know them by (spec §2, Support). */
  segments: {
    quiz: 'খেলা হবে কুইজ ও গেম',
    special: 'সাপ্তাহিক কুইজ',
  },

  paymentResult: {
    waiting: 'অপেক্ষা করুন…',
    succeeded: 'আপনার নিবন্ধন সম্পন্ন হয়েছে',
    failed: 'দুঃখিত ! আপনার নিবন্ধন অকার্যকর হয়েছে',
    pending: 'আপনার নিবন্ধন প্রক্রিয়াধীন',
    pendingNote: 'বিকাশ থেকে নিশ্চিতকরণ এলে আপনার সাবস্ক্রিপশন চালু হবে।',
    redirecting: 'কয়েক সেকেন্ডের মধ্যে আপনাকে হোমে নিয়ে যাওয়া হবে।',
  },

  inactiveNotice: {
    title: 'দুঃখিত',
    body: 'এই সপ্তাহের বিকাশ পেমেন্ট সম্পন্ন না হওয়ায় আজ আপনি পুরস্কারের জন্য যোগ্য নন। অনুগ্রহ করে আপনার বিকাশ অ্যাকাউন্টে পর্যাপ্ত ব্যালেন্স রাখুন।',
    ok: 'ঠিক আছে',
  },

  support: {
    intro: 'যেকোনো প্রশ্ন বা সমস্যায় আমাদের সাথে যোগাযোগ করুন।',
    contactHeading: 'যোগাযোগ',
    email: 'ই-মেইল',
    phone: 'ফোন',
    hours: 'কর্মদিবস',
    hoursValue: 'রবিবার – বৃহস্পতিবার, সকাল ১০টা – সন্ধ্যা ৬টা',
    socialHeading: 'সোশ্যাল মিডিয়া',
    whatsapp: 'হোয়াটসঅ্যাপ',
    messenger: 'মেসেঞ্জার',
    facebook: 'ফেসবুক',
    unsubscribeHeading: 'আনসাবস্ক্রাইব',
    unsubscribeNote: 'যেকোনো সময় সাবস্ক্রিপশন বন্ধ করতে পারবেন।',
    noSubscription: 'আপনার কোনো চালু সাবস্ক্রিপশন নেই।',
    /** Follows the segment's name on its button: 'খেলা হবে কুইজ ও গেম আনসাবস্ক্রাইব করুন'. */
    unsubscribe: '{segment} আনসাবস্ক্রাইব করুন',
    confirm: 'আপনি কি নিশ্চিত? আপনি আর খেলতে পারবেন না!',
    yes: 'হ্যাঁ',
    no: 'না',
    unsubscribed: 'আপনি সফলভাবে আনসাবস্ক্রাইব করেছেন',
  },

  campaign: {
    heading: 'কুইজ খেলে পুরস্কার জিতুন',
    tapToSubscribe: 'সাবস্ক্রাইব করতে ট্যাপ করুন',
    /** Each poster's words, for people who cannot see it (the price is drawn into the posters too). */
    posterAlt: [
      'কুইজ খেলুন, পুরস্কার জিতুন! স্মার্টফোন, স্মার্টওয়াচ ও বিকাশ ক্যাশ-ইন। মাত্র ২৪ টাকা/সপ্তাহ।',
      'প্রতিদিন কুইজ খেলে জিতে নিন ৫০০ টাকা পর্যন্ত পুরস্কার। মাত্র ২৪ টাকা/সপ্তাহ।',
      'খেলা হবে কুইজ ও গেমে মোট ৫০,০০০ টাকা পর্যন্ত পুরস্কার। মাত্র ২৪ টাকা/সপ্তাহ।',
    ],
    promptTitle: 'খেলা হবে সাবস্ক্রিপশন',
    numberLabel: 'মোবাইল নম্বর',
    numberPlaceholder: '01XXXXXXXXX',
    numberPlaceholderPage6: '017XXXXXXXX',
    subscribe: 'সাবস্ক্রাইব করুন',
    continue: 'চালিয়ে যান',
    price: 'ব্যবহারকারীর জন্য মূল্য {price} টাকা/সপ্তাহ',
    /** Followed by the reason, usually the server's English message. */
    failed: 'সাবস্ক্রিপশন ব্যর্থ হয়েছে:',
    networkReason: 'সংযোগে সমস্যা হয়েছে, আবার চেষ্টা করুন',
  },
} as const
