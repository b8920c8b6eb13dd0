/**
 * The campaign pages' Bangla text. Kept out of `src/i18n/bn.ts` on purpose, as the quiz's and
 * the boards' text is: that catalogue ships in the entry chunk, and only the lazy campaign
 * route imports this one.
 */
export const campaignText = {
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
  /** Followed by the reason: the server's message (Bangla, or the spec's English validator message). */
  failed: 'সাবস্ক্রিপশন ব্যর্থ হয়েছে:',
  networkReason: 'সংযোগে সমস্যা হয়েছে, আবার চেষ্টা করুন',
  /** Offered when the server says the number's owner must log in (subscribed already, or waiting elsewhere). */
  logIn: 'লগইন করুন',
} as const
