/** The profile page's text; only its lazy route imports it. */
export const profileText = {
  loggedOutHint: 'প্রোফাইল দেখতে লগইন করুন।',
  logout: 'লগ আউট',

  noName: 'নাম দেওয়া হয়নি',
  mobileNumber: 'মোবাইল নম্বর',
  /** Today's points, as the home score panel labels them. */
  todayQuiz: 'আজকের কুইজ',
  todayGame: 'আজকের গেম',

  changeAvatar: 'ছবি বদলান',
  avatarTitle: 'একটি ছবি বেছে নিন',
  avatarChoice: 'ছবি {number}',

  editName: 'নাম বদলান',
  nameLabel: 'আপনার নাম',
  save: 'সংরক্ষণ করুন',
  saving: 'সংরক্ষণ হচ্ছে…',
  cancel: 'বাতিল',
  saveFailed: 'সংরক্ষণ করা যায়নি, আবার চেষ্টা করুন।',

  yourScore: 'আপনার স্কোর',
  scoreLoadFailed: 'স্কোর লোড করা যায়নি।',
  bestQuizScore: 'সেরা কুইজ স্কোর',
  bestGameScore: 'সেরা গেম স্কোর',
  /** The spec's default for a score not yet made; kept in English as the spec writes it. */
  noScore: 'N/A',
  ok: 'ঠিক আছে',

  /** Names the links to support and terms, which are labelled as in the side menu. */
  linksLabel: 'আরও',
} as const
