/**
 * Every table of the product, one file per domain in `schema/`. This file gathers them for
 * the Drizzle client (`* as schema`), drizzle-kit and the code that imports tables from here.
 */
export * from './schema/admin.ts'
export * from './schema/auth.ts'
export * from './schema/content.ts'
export * from './schema/games.ts'
export * from './schema/jobs.ts'
export * from './schema/leaderboard.ts'
export * from './schema/payouts.ts'
export * from './schema/quiz.ts'
export * from './schema/rate-limit.ts'
export * from './schema/subscription.ts'
export * from './schema/tracking.ts'
export * from './schema/winners.ts'
