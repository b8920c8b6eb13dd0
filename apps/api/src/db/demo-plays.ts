import { randomUUID } from 'node:crypto'
import { addDays, dhakaDate, dhakaDayStart } from '@khelahobe/contracts/dhaka-time'
import { eq, sql } from 'drizzle-orm'
import type { Database } from './client.ts'
import { payments, quizPlays, subscriptions, users } from './schema.ts'

/** Demo players' numbers: 019 followed by 8 digits in a block no real test uses. */
const demoNumber = (i: number) => `0199900${String(i).padStart(4, '0')}`
const names = ['রহিম', 'করিম', 'সুমি', 'নাসরিন', 'তানভীর', 'মিতু', 'রাকিব', 'জেসমিন', 'ফাহিম', 'শিউলি']

/**
 * Demo mode only: thirty subscribed players with finished plays yesterday and today, so a
 * fresh demo shows real boards and yesterday's winners, computed by the same code that
 * handles real plays (the boards sweep and the winner jobs). Runs once per database.
 */
export async function seedDemoPlays(db: Database, now: Date) {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.msisdn, demoNumber(0)))
  if (existing) return 0
  const today = dhakaDate(now)
  const yesterday = addDays(today, -1)
  let seed = 42
  const random = () => {
    seed = (seed * 16807) % 2147483647
    return seed / 2147483647
  }

  await db.transaction(async (tx) => {
    const players = await tx
      .insert(users)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          msisdn: demoNumber(i),
          name: names[i % names.length] ?? null,
          imageName: String([1, 2, 3, 5, 6, 7][i % 6]),
        })),
      )
      .returning()
    for (const player of players) {
      const [subscription] = await tx
        .insert(subscriptions)
        .values({
          userId: player.id,
          segment: 'quiz',
          state: 'subscribed',
          providerStatus: 'SUCCEEDED',
          requestId: randomUUID(),
          amountTaka: 24,
          payerMsisdn: player.msisdn,
          consentExpiresAt: now,
          nextPaymentDate: addDays(yesterday, 7),
        })
        .returning()
      if (!subscription) continue
      await tx.insert(payments).values({
        subscriptionId: subscription.id,
        providerPaymentId: `demo-${player.id}`,
        dueDate: yesterday,
        status: 'SUCCEEDED_PAYMENT',
        succeeded: true,
        amountTaka: 24,
        trxTime: dhakaDayStart(yesterday),
      })
      for (const day of [yesterday, today]) {
        const plays = day === today && random() < 0.5 ? 1 : 2
        for (let attempt = 1; attempt <= plays; attempt++) {
          // Morning plays, safely in the past even early in the Dhaka day.
          const startedAt = new Date(
            Math.min(dhakaDayStart(day).getTime() + (1 + random() * 8) * 3600_000, now.getTime() - 3600_000),
          )
          const correct = Math.min(40, Math.floor(random() * 22) + Math.floor(random() * 20))
          const elapsedMs = 30_000 + Math.floor(random() * 60_000)
          await tx.insert(quizPlays).values({
            userId: player.id,
            kind: 'regular',
            day,
            attempt,
            questionCount: 40,
            startedAt,
            deadline: new Date(startedAt.getTime() + 90_000),
            endedAt: new Date(startedAt.getTime() + elapsedMs),
            answered: 40,
            correct,
            elapsedMs,
          })
        }
      }
    }
  })
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(quizPlays)
  return count
}
