/** The support page's contact text; only the lazy support route imports it. */
export const supportText = {
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
} as const
