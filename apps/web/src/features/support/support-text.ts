/** The support page's contact text; only the lazy support route imports it. */
export const supportText = {
  intro: 'যেকোনো প্রশ্ন বা সমস্যায় আমাদের সাথে যোগাযোগ করুন।',
  loadFailed: 'যোগাযোগের তথ্য লোড করা যায়নি।',
  contactHeading: 'যোগাযোগ',
  email: 'ই-মেইল',
  phone: 'ফোন',
  hours: 'কর্মদিবস',
  socialHeading: 'সোশ্যাল মিডিয়া',
  whatsapp: 'হোয়াটসঅ্যাপ',
  messenger: 'মেসেঞ্জার',
  facebook: 'ফেসবুক',

  /** Working hours, e.g. 'রবিবার থেকে বৃহস্পতিবার, সকাল ১০টা থেকে সন্ধ্যা ৬টা'. */
  hoursValue: '{days}, {opens} থেকে {closes}',
  dayRange: '{first} থেকে {last}',
  everyDay: 'প্রতিদিন',
  /** Sunday first, as JavaScript numbers the days. */
  weekdays: ['রবিবার', 'সোমবার', 'মঙ্গলবার', 'বুধবার', 'বৃহস্পতিবার', 'শুক্রবার', 'শনিবার'],
  onTheHour: '{period} {hour}টা',
  withMinutes: '{period} {hour}:{minutes}',
  /** Bangla names the part of the day, not AM or PM; each starts at the hour given. */
  dayParts: [
    { from: 0, name: 'রাত' },
    { from: 4, name: 'ভোর' },
    { from: 6, name: 'সকাল' },
    { from: 12, name: 'দুপুর' },
    { from: 15, name: 'বিকেল' },
    { from: 18, name: 'সন্ধ্যা' },
    { from: 20, name: 'রাত' },
  ],
} as const
