/**
 * The subscription screens' Bangla text: payment result, unsubscribe, the inactive notice. Kept
 * out of `src/i18n/bn.ts` (which ships in the entry chunk) because only lazy screens use it.
 */
export const subscriptionText = {
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
    /** After a success, on the way to the play the person tapped before paying. */
    continuing: 'কয়েক সেকেন্ডের মধ্যে আপনাকে আপনার খেলায় নিয়ে যাওয়া হবে।',
    continueNow: 'খেলা চালিয়ে যান',
    /** The page opened by itself, with no payment tried. */
    none: 'দেখানোর মতো কোনো সাবস্ক্রিপশন ফলাফল নেই',
    noneNote: 'কুইজ বা গেমের “খেলুন” বোতাম থেকে সাবস্ক্রাইব করলে তার ফলাফল এখানে দেখা যাবে।',
  },

  inactiveNotice: {
    title: 'দুঃখিত',
    body: 'এই সপ্তাহের বিকাশ পেমেন্ট সম্পন্ন না হওয়ায় আজ আপনি পুরস্কারের জন্য যোগ্য নন। অনুগ্রহ করে আপনার বিকাশ অ্যাকাউন্টে পর্যাপ্ত ব্যালেন্স রাখুন।',
    ok: 'ঠিক আছে',
  },

  unsubscribe: {
    heading: 'আনসাবস্ক্রাইব',
    note: 'যেকোনো সময় সাবস্ক্রিপশন বন্ধ করতে পারবেন।',
    noSubscription: 'আপনার কোনো চালু সাবস্ক্রিপশন নেই।',
    /** Follows the segment's name on its button: 'খেলা হবে কুইজ ও গেম আনসাবস্ক্রাইব করুন'. */
    button: '{segment} আনসাবস্ক্রাইব করুন',
    confirm: 'আপনি কি নিশ্চিত? আপনি আর খেলতে পারবেন না!',
    yes: 'হ্যাঁ',
    no: 'না',
    done: 'আপনি সফলভাবে আনসাবস্ক্রাইব করেছেন',
  },
} as const
