/**
 * The weekly price shown on campaign page 6. It mirrors `subscriptionPriceTaka` from the
 * contracts, which cannot be imported here: that module builds zod schemas at load time, and
 * importing even this constant pulls about 24 KB gzip of zod into the page's chunk.
 * `price.test.ts` fails the moment the two disagree.
 */
export const weeklyPriceTaka = 24
