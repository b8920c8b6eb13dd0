/**
 * The login form's Bangla text. Kept out of `src/i18n/bn.ts` on purpose, as the quiz's and the
 * boards' text is: that catalogue ships in the entry chunk, and only the lazy login modal
 * imports this one. The heading and the failure line stay in `bn.login`: the entry shows them
 * when the modal's chunk cannot be fetched.
 */
export const loginText = {
  numberLabel: 'মোবাইল নম্বর',
  numberPlaceholder: '০১XXXXXXXXX',
  sendCode: 'কোড পাঠান',
  codeSent: '{number} নম্বরে একটি ৬ অঙ্কের কোড পাঠানো হয়েছে।',
  codeLabel: 'কোড',
  verify: 'যাচাই করুন',
  changeNumber: 'নম্বর বদলান',
  resend: 'আবার কোড পাঠান',
  resent: 'নতুন কোড পাঠানো হয়েছে।',
  codeFormat: '৬ অঙ্কের কোডটি লিখুন',
  /** A 429 from outside our API (a proxy's), which carries no message of ours. */
  tooSoon: 'অনুগ্রহ করে কিছুক্ষণ পরে আবার চেষ্টা করুন',
} as const
