/** The settings page's text; only its lazy route imports it. */
export const settingsText = {
  aboutHeading: 'অ্যাপ সম্পর্কে',
  version: 'সংস্করণ',

  dataHeading: 'এই ফোনে রাখা তথ্য',
  dataNote:
    'অ্যাপ এই ফোনে কিছু তথ্য মনে রাখে, যেমন কোন বার্তা আপনি দেখেছেন। মুছে ফেললে আপনার স্কোর, সাবস্ক্রিপশন ও লগইন আগের মতোই থাকবে।',
  clear: 'তথ্য মুছে ফেলুন',
  confirm: 'এই ফোনে রাখা অ্যাপের তথ্য মুছে ফেলবেন?',
  yes: 'হ্যাঁ, মুছুন',
  no: 'না',
  cleared: 'এই ফোনে রাখা তথ্য মুছে ফেলা হয়েছে।',

  policiesHeading: 'নীতিমালা',
} as const
