/** The accordion pages' text; only their lazy routes import it. */
export const contentText = {
  loadFailed: 'তথ্যগুলো লোড করা যায়নি।',
  empty: 'এখানে এখনো কিছু লেখা হয়নি।',
} as const
