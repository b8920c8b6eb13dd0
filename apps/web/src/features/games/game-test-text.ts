/** /gametest's Bangla text. */
export const gameTestText = {
  title: 'টুর্নামেন্ট গেম পরীক্ষা',
  intro: 'টুর্নামেন্টের গেমটি এখানে পরীক্ষা করুন। এই খেলার স্কোর লিডারবোর্ডে যোগ হয় না।',
  open: 'গেমটি খুলুন',
} as const
