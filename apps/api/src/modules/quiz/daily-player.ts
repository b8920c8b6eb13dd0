import { addDays, dhakaDayStart } from '@khelahobe/contracts/dhaka-time'
import { quizRules } from '@khelahobe/contracts/rules'
import { openPglite } from '../../db/client.ts'
import { categories, playQuestions, quizPlays, users } from '../../db/schema.ts'
import { demoCategories } from '../../db/seed.ts'
import { byCategory } from './bank-audit.ts'
import { importQuestions, type QuestionRow } from './question-bank.ts'
import { pickQuestions } from './quiz.repo.ts'
import { freshnessMs } from './quiz.service.ts'

/**
 * A daily player, simulated with the statement that picks a play's questions, on an
 * embedded database holding `rows`: every day two regular plays in the same three
 * categories (the three smallest visible ones, the hardest case for repeats) and the
 * special quiz. Answers when the first question came back and how much of what the
 * player saw they had seen before.
 */
export async function simulateDailyPlayer(rows: QuestionRow[], { days }: { days: number }) {
  const database = await openPglite()
  try {
    await database.migrate()
    await database.db.insert(categories).values([...demoCategories])
    await importQuestions(database.db, rows)
    const ids = new Map(
      (await database.db.select({ id: categories.id, slug: categories.slug }).from(categories)).map((c) => [
        c.slug,
        c.id,
      ]),
    )
    const visible = new Set<string>(demoCategories.filter((c) => c.visible).map((c) => c.slug))
    const chosen = [...byCategory(rows).entries()]
      .filter(([slug]) => visible.has(slug))
      .sort((a, b) => a[1].length - b[1].length)
      .slice(0, 3)
      .map(([slug]) => slug)
    const [player] = await database.db.insert(users).values({ msisdn: '01700000000' }).returning()
    if (!player) throw new Error('no player')

    const seen = new Set<number>()
    let asked = 0
    let repeats = 0
    let plays = 0
    let firstRepeatDay: number | null = null
    for (let day = 1; day <= days; day++) {
      const date = addDays('2026-12-01', day - 1)
      for (const play of [
        { kind: 'regular' as const, attempt: 1, slugs: chosen, hour: 9 },
        { kind: 'regular' as const, attempt: 2, slugs: chosen, hour: 13 },
        { kind: 'special' as const, attempt: 1, slugs: [...ids.keys()], hour: 20 },
      ]) {
        const startedAt = new Date(dhakaDayStart(date).getTime() + play.hour * 3_600_000)
        const picked = await pickQuestions(database.query, {
          userId: player.id,
          categoryIds: play.slugs.map((slug) => ids.get(slug) ?? 0),
          count: quizRules[play.kind].questions,
          since: new Date(startedAt.getTime() - freshnessMs),
        })
        const [row] = await database.db
          .insert(quizPlays)
          .values({
            userId: player.id,
            kind: play.kind,
            day: date,
            attempt: play.attempt,
            questionCount: picked.length,
            startedAt,
            deadline: new Date(startedAt.getTime() + quizRules[play.kind].seconds * 1000),
            endedAt: new Date(startedAt.getTime() + quizRules[play.kind].seconds * 1000),
          })
          .returning()
        await database.db
          .insert(playQuestions)
          .values(picked.map((q, position) => ({ playId: row?.id ?? 0, questionId: q.id, position })))
        plays++
        for (const { id } of picked) {
          asked++
          if (seen.has(id)) {
            repeats++
            firstRepeatDay ??= day
          }
          seen.add(id)
        }
      }
    }
    return {
      categories: chosen,
      plays,
      asked,
      different: seen.size,
      firstRepeatDay,
      repeatShare: repeats / asked,
    }
  } finally {
    await database.close()
  }
}
