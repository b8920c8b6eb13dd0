/** What the installable, offline-capable shell says to the person. */
export const pwaText = {
  offline: 'ইন্টারনেট সংযোগ নেই। সংযোগ ফিরলে আবার চেষ্টা করুন।',
} as const
