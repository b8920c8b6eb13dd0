/**
 * The quiz screens' Bangla text. Kept out of `src/i18n/bn.ts` on purpose: that catalogue ships
 * in the entry chunk, and only the lazy quiz routes import this one, so the first load of
 * /home does not carry it. Placeholders are filled by `fill()`, which writes Bengali digits.
 */
export const quizText = {
  ok: 'ঠিক আছে',
  loading: 'লোড হচ্ছে...',
  retry: 'আবার চেষ্টা করুন',

  categories: {
    heading: 'কুইজ খেলুন',
    intro: 'যেকোনো {count}টি বিষয় বাছাই করুন, অথবা সব বিষয় থেকে র‍্যান্ডম কুইজ খেলুন।',
    groupLabel: 'বিষয়',
    picked: '{picked}/{total}টি বিষয় বাছাই করা হয়েছে',
    playChosen: 'বাছাই করা বিষয়ে খেলুন',
    playRandom: 'র‍্যান্ডম কুইজ খেলুন',
    rules: 'নিয়মাবলি',
    prizes: 'পুরস্কার',
    loadFailed: 'বিষয়গুলো লোড করা যায়নি।',
    starting: 'কুইজ শুরু হচ্ছে…',
    startFailed: 'কুইজ শুরু করা যায়নি, আবার চেষ্টা করুন।',
    checkingSubscription: 'সাবস্ক্রিপশন যাচাই করা হচ্ছে…',
    subscriptionFailed: 'সাবস্ক্রিপশন যাচাই করা যায়নি, আবার চেষ্টা করুন।',
  },

  rules: {
    title: 'নিয়মাবলি',
    items: [
      '{seconds} সেকেন্ডে {questions}টি প্রশ্নের উত্তর দিতে হবে।',
      'প্রতিটি প্রশ্নের ৩টি উত্তরের মধ্যে একটি সঠিক; একবার উত্তর দিলে তা আর বদলানো যায় না।',
      'দিনে {plays} বার খেলা যাবে।',
      'যেকোনো {categories}টি বিষয় বাছাই করে অথবা র‍্যান্ডম কুইজ খেলতে পারবেন।',
      'কম সময়ে বেশি সঠিক উত্তর দিলে লিডারবোর্ডে এগিয়ে থাকবেন।',
    ],
  },

  prizes: {
    title: 'পুরস্কার',
    items: [
      'দিনে {winning} বা তার বেশি সঠিক উত্তর দেওয়া প্রথম {winners} জন পাবেন {taka} টাকা ক্যাশ-ইন।',
      'মাসের সেরা ৩ জন: ১ম স্মার্টফোন, ২য় স্মার্টওয়াচ, ৩য় {third} টাকা ক্যাশ-ইন।',
      'পুরস্কার পেতে চলতি সপ্তাহের সাবস্ক্রিপশন পেমেন্ট সম্পন্ন থাকতে হবে।',
    ],
  },

  alreadyPlayed: {
    title: 'দুঃখিত',
    regular: 'আপনি আজ দুইবার কুইজ খেলেছেন, আগামীকাল আবার খেলুন।',
    special: 'আপনি আজ স্পেশাল কুইজ খেলেছেন, আগামীকাল আবার খেলুন।',
  },

  play: {
    welcome: {
      regular: 'স্বাগতম! কুইজ শুরু হলো',
      special: 'স্বাগতম! স্পেশাল কুইজ শুরু হলো',
    },
    timer: 'বাকি সময়',
    seconds: 'সেকেন্ড',
    progress: 'প্রশ্ন',
    progressText: '{current} / {total}',
    progressValue: '{total}টির মধ্যে {current} নম্বর প্রশ্ন',
    loadFailed: 'কুইজ লোড করা যায়নি।',
  },

  success: {
    heading: 'আপনার কুইজ খেলা সম্পন্ন হয়েছে',
    best: 'আজকের সেরা সঠিক উত্তর: {count}',
    watchLeaderboard: 'ফলাফল জানতে লিডারবোর্ডে চোখ রাখুন',
  },
} as const
