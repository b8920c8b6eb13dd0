/**
 * Hand-made word lists for the reasoning questions. Each list was chosen so that its members
 * share one plain property and no member also fits another list: an odd-one-out built from
 * three words of one group and one of another then has a single defensible answer.
 */

export interface WordGroup {
  id: string
  words: readonly string[]
}

export const wordGroups = {
  fruits: { id: 'fruits', words: ['আম', 'লিচু', 'পেয়ারা', 'আঙুর', 'আপেল', 'আনারস', 'বেদানা', 'নাশপাতি'] },
  vegetables: {
    id: 'vegetables',
    words: ['আলু', 'বেগুন', 'ফুলকপি', 'বাঁধাকপি', 'ঢেঁড়স', 'লাউ', 'পটল', 'করলা', 'শিম'],
  },
  fish: { id: 'fish', words: ['রুই', 'কাতলা', 'মৃগেল', 'ইলিশ', 'পাঙাশ', 'বোয়াল', 'শোল', 'পাবদা', 'টেংরা'] },
  birds: { id: 'birds', words: ['দোয়েল', 'ময়না', 'শালিক', 'টিয়া', 'কাক', 'চড়ুই', 'বক', 'কোকিল', 'ঘুঘু'] },
  livestock: { id: 'livestock', words: ['গরু', 'ছাগল', 'মহিষ', 'ভেড়া'] },
  predators: { id: 'predators', words: ['বাঘ', 'সিংহ', 'চিতাবাঘ', 'নেকড়ে', 'হায়েনা'] },
  tools: { id: 'tools', words: ['হাতুড়ি', 'করাত', 'বাটালি', 'স্ক্রুড্রাইভার', 'রেঞ্চ', 'প্লায়ার্স'] },
  stringInstruments: { id: 'stringInstruments', words: ['সেতার', 'একতারা', 'দোতারা', 'বেহালা', 'গিটার', 'সরোদ'] },
  furniture: { id: 'furniture', words: ['চেয়ার', 'টেবিল', 'খাট', 'আলমারি', 'সোফা', 'আলনা'] },
  asianCountries: {
    id: 'asianCountries',
    words: ['ভারত', 'নেপাল', 'ভুটান', 'জাপান', 'চীন', 'থাইল্যান্ড', 'মালয়েশিয়া', 'শ্রীলঙ্কা', 'মিয়ানমার'],
  },
  europeanCapitals: { id: 'europeanCapitals', words: ['লন্ডন', 'প্যারিস', 'রোম', 'বার্লিন', 'মাদ্রিদ', 'ভিয়েনা'] },
  rivers: { id: 'rivers', words: ['পদ্মা', 'মেঘনা', 'যমুনা', 'কর্ণফুলী', 'তিস্তা', 'সুরমা', 'মধুমতী'] },
  divisionCities: {
    id: 'divisionCities',
    words: ['রাজশাহী', 'খুলনা', 'সিলেট', 'বরিশাল', 'রংপুর', 'ময়মনসিংহ', 'চট্টগ্রাম'],
  },
  seasons: { id: 'seasons', words: ['গ্রীষ্ম', 'বর্ষা', 'শরৎ', 'হেমন্ত', 'শীত', 'বসন্ত'] },
  banglaMonths: {
    id: 'banglaMonths',
    words: ['বৈশাখ', 'জ্যৈষ্ঠ', 'আষাঢ়', 'শ্রাবণ', 'ভাদ্র', 'আশ্বিন', 'কার্তিক', 'অগ্রহায়ণ', 'পৌষ', 'মাঘ', 'ফাল্গুন', 'চৈত্র'],
  },
  // Not হলুদ (also turmeric) or বেগুনি (also a fried snack): a colour word must be only a colour.
  colours: { id: 'colours', words: ['লাল', 'নীল', 'সবুজ', 'কালো', 'সাদা', 'খয়েরি'] },
  flowers: { id: 'flowers', words: ['গোলাপ', 'শাপলা', 'জবা', 'বেলি', 'কদম', 'শিউলি', 'রজনীগন্ধা', 'গাঁদা'] },
  roadVehicles: { id: 'roadVehicles', words: ['বাস', 'ট্রাক', 'মাইক্রোবাস', 'মোটরসাইকেল', 'জিপ'] },
  waterVessels: { id: 'waterVessels', words: ['লঞ্চ', 'স্টিমার', 'জাহাজ', 'ট্রলার', 'ফেরি'] },
  teamBallGames: { id: 'teamBallGames', words: ['ফুটবল', 'ক্রিকেট', 'হকি', 'ভলিবল', 'বাস্কেটবল', 'হ্যান্ডবল'] },
  boardGames: { id: 'boardGames', words: ['দাবা', 'লুডু', 'ক্যারম'] },
} satisfies Record<string, WordGroup>

type GroupName = keyof typeof wordGroups

/**
 * Three words from `group`, one from `odd`: pairs whose groups differ in kind, not degree.
 * Easy pairs differ at a glance (a fish among fruit); medium ones need a moment (a vegetable
 * among fruit, a month among seasons).
 */
export const oddOneOutPairs: { group: GroupName; odd: GroupName; difficulty: 'easy' | 'medium' }[] = [
  { group: 'fruits', odd: 'fish', difficulty: 'easy' },
  { group: 'fish', odd: 'birds', difficulty: 'easy' },
  { group: 'birds', odd: 'fish', difficulty: 'easy' },
  { group: 'livestock', odd: 'birds', difficulty: 'easy' },
  { group: 'tools', odd: 'fruits', difficulty: 'easy' },
  { group: 'furniture', odd: 'stringInstruments', difficulty: 'easy' },
  { group: 'stringInstruments', odd: 'furniture', difficulty: 'easy' },
  { group: 'colours', odd: 'flowers', difficulty: 'easy' },
  { group: 'teamBallGames', odd: 'boardGames', difficulty: 'easy' },
  { group: 'fruits', odd: 'vegetables', difficulty: 'medium' },
  { group: 'vegetables', odd: 'fruits', difficulty: 'medium' },
  { group: 'livestock', odd: 'predators', difficulty: 'medium' },
  { group: 'predators', odd: 'livestock', difficulty: 'medium' },
  { group: 'asianCountries', odd: 'europeanCapitals', difficulty: 'medium' },
  { group: 'europeanCapitals', odd: 'asianCountries', difficulty: 'medium' },
  { group: 'rivers', odd: 'divisionCities', difficulty: 'medium' },
  { group: 'divisionCities', odd: 'rivers', difficulty: 'medium' },
  { group: 'seasons', odd: 'banglaMonths', difficulty: 'medium' },
  { group: 'banglaMonths', odd: 'seasons', difficulty: 'medium' },
  { group: 'flowers', odd: 'colours', difficulty: 'medium' },
  { group: 'roadVehicles', odd: 'waterVessels', difficulty: 'medium' },
  { group: 'waterVessels', odd: 'roadVehicles', difficulty: 'medium' },
]

/**
 * Analogy pairs by relation. Within a relation every left word and every right word is
 * different, and no right word fits another left word of the same relation, so
 * "A : B :: C : ?" has one answer among the right words.
 */
export const analogyRelations: {
  id: string
  difficulty: 'easy' | 'medium'
  pairs: readonly (readonly [string, string])[]
}[] = [
  {
    id: 'capital',
    difficulty: 'medium',
    pairs: [
      ['বাংলাদেশ', 'ঢাকা'],
      ['জাপান', 'টোকিও'],
      ['ভারত', 'নয়াদিল্লি'],
      ['নেপাল', 'কাঠমান্ডু'],
      ['ফ্রান্স', 'প্যারিস'],
      ['মিশর', 'কায়রো'],
      ['চীন', 'বেইজিং'],
      ['যুক্তরাজ্য', 'লন্ডন'],
      ['রাশিয়া', 'মস্কো'],
      ['থাইল্যান্ড', 'ব্যাংকক'],
      ['ভুটান', 'থিম্পু'],
      ['সৌদি আরব', 'রিয়াদ'],
      ['ইতালি', 'রোম'],
    ],
  },
  {
    id: 'currency',
    difficulty: 'medium',
    pairs: [
      ['বাংলাদেশ', 'টাকা'],
      ['জাপান', 'ইয়েন'],
      ['ভারত', 'রুপি'],
      ['যুক্তরাষ্ট্র', 'ডলার'],
      ['যুক্তরাজ্য', 'পাউন্ড'],
      ['চীন', 'ইউয়ান'],
      ['সৌদি আরব', 'রিয়াল'],
      ['থাইল্যান্ড', 'বাত'],
      ['রাশিয়া', 'রুবল'],
      ['মালয়েশিয়া', 'রিঙ্গিত'],
    ],
  },
  {
    id: 'tool',
    difficulty: 'easy',
    pairs: [
      ['জেলে', 'জাল'],
      ['কৃষক', 'লাঙল'],
      ['দর্জি', 'সেলাই মেশিন'],
      ['ডাক্তার', 'স্টেথোস্কোপ'],
      ['মাঝি', 'বৈঠা'],
      ['কাঠমিস্ত্রি', 'করাত'],
      ['লেখক', 'কলম'],
      ['চিত্রশিল্পী', 'তুলি'],
    ],
  },
  {
    id: 'home',
    difficulty: 'easy',
    pairs: [
      ['মৌমাছি', 'মৌচাক'],
      ['পাখি', 'বাসা'],
      ['ঘোড়া', 'আস্তাবল'],
      ['গরু', 'গোয়ালঘর'],
      ['মাকড়সা', 'জাল'],
      ['ইঁদুর', 'গর্ত'],
    ],
  },
  {
    id: 'opposite',
    difficulty: 'easy',
    pairs: [
      ['দিন', 'রাত'],
      ['গরম', 'ঠান্ডা'],
      ['উঁচু', 'নিচু'],
      ['ধনী', 'গরিব'],
      ['জন্ম', 'মৃত্যু'],
      ['সত্য', 'মিথ্যা'],
      ['সুখ', 'দুঃখ'],
      ['জয়', 'পরাজয়'],
      ['নতুন', 'পুরোনো'],
      ['প্রশ্ন', 'উত্তর'],
      ['সহজ', 'কঠিন'],
      ['লাভ', 'ক্ষতি'],
      ['আয়', 'ব্যয়'],
    ],
  },
  {
    id: 'sense',
    difficulty: 'easy',
    pairs: [
      ['চোখ', 'দেখা'],
      ['কান', 'শোনা'],
      ['নাক', 'ঘ্রাণ নেওয়া'],
      ['জিভ', 'স্বাদ নেওয়া'],
      ['পা', 'হাঁটা'],
    ],
  },
  {
    id: 'unit',
    difficulty: 'medium',
    pairs: [
      ['মিটার', 'দৈর্ঘ্য'],
      ['কিলোগ্রাম', 'ভর'],
      ['লিটার', 'আয়তন'],
      ['সেকেন্ড', 'সময়'],
      ['ডিগ্রি সেলসিয়াস', 'তাপমাত্রা'],
    ],
  },
]

/** ক to হ in the order taught in Bangladeshi schools; the later letters (ড় ঢ় য় ৎ ং ঃ ঁ) are left out. */
export const consonants = [
  'ক',
  'খ',
  'গ',
  'ঘ',
  'ঙ',
  'চ',
  'ছ',
  'জ',
  'ঝ',
  'ঞ',
  'ট',
  'ঠ',
  'ড',
  'ঢ',
  'ণ',
  'ত',
  'থ',
  'দ',
  'ধ',
  'ন',
  'প',
  'ফ',
  'ব',
  'ভ',
  'ম',
  'য',
  'র',
  'ল',
  'শ',
  'ষ',
  'স',
  'হ',
] as const

/** The eleven স্বরবর্ণ in order. */
export const vowels = ['অ', 'আ', 'ই', 'ঈ', 'উ', 'ঊ', 'ঋ', 'এ', 'ঐ', 'ও', 'ঔ'] as const

/** Sunday first, as Date.getUTCDay counts. */
export const weekdays = ['রবিবার', 'সোমবার', 'মঙ্গলবার', 'বুধবার', 'বৃহস্পতিবার', 'শুক্রবার', 'শনিবার'] as const

export const englishMonths = [
  'জানুয়ারি',
  'ফেব্রুয়ারি',
  'মার্চ',
  'এপ্রিল',
  'মে',
  'জুন',
  'জুলাই',
  'আগস্ট',
  'সেপ্টেম্বর',
  'অক্টোবর',
  'নভেম্বর',
  'ডিসেম্বর',
] as const

export const banglaMonths = wordGroups.banglaMonths.words
