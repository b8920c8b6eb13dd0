/**
 * Quiz players as the crash and two-instance parts drive them, and the ledger that says
 * what the server acknowledged, to hold against what the database stored.
 */
import { quizRules } from '@khelahobe/contracts/rules'
import type pg from 'pg'
import type { HttpClient, RawResponse } from './http.ts'
import { NoAnswer } from './http.ts'
import type { Player } from './players.ts'

export interface Play {
  playId: number
  qids: number[]
}

export interface StartAnswer {
  isPlayed: 0 | 1
  playId: number | null
  qlist: { id: number }[]
  answeredCount: number
}

export const optionFor = (qid: number) => `option${1 + (qid % 3)}` as const

/** Answers the server gave to one question of one play, by kind. */
interface Entry {
  option: string
  counted: number
  repeats: number
}

/** Everything the server acknowledged with a 200, per play and question. */
export class Ledger {
  readonly entries = new Map<string, Entry>()
  counted = 0
  repeats = 0
  /** Answers that got no answer or a 5xx, and were sent again. */
  retries = 0

  record(playId: number, qid: number, option: string, counted: boolean) {
    const key = `${playId}:${qid}`
    const entry = this.entries.get(key) ?? { option, counted: 0, repeats: 0 }
    if (counted) entry.counted++
    else entry.repeats++
    this.entries.set(key, entry)
    if (counted) this.counted++
    else this.repeats++
  }
}

/** True for what a client should simply try again: no answer at all, or a 503. */
export const worthRetrying = (outcome: RawResponse | NoAnswer) =>
  outcome instanceof NoAnswer || outcome.status === 503

async function attempt(send: () => Promise<RawResponse>): Promise<RawResponse | NoAnswer> {
  try {
    return await send()
  } catch (error) {
    if (error instanceof NoAnswer) return error
    throw error
  }
}

/**
 * Sends until the server answers (it may be down for a restart): a client's retry loop,
 * bounded by `deadline`. Answers the first real answer; throws at the deadline.
 */
export async function untilAnswered(
  send: () => Promise<RawResponse>,
  { deadline, onRetry }: { deadline: number; onRetry?: () => void },
): Promise<RawResponse> {
  for (;;) {
    const outcome = await attempt(send)
    if (!worthRetrying(outcome)) return outcome as RawResponse
    if (Date.now() > deadline)
      throw new Error(
        `still no answer at the deadline: ${outcome instanceof NoAnswer ? outcome.message : `HTTP ${outcome.status}`}`,
      )
    onRetry?.()
    await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100))
  }
}

export function startQuiz(client: HttpClient, player: Player) {
  return client.post(
    '/api/Quiz/GetRandomOrCatQuiz',
    { isRandom: 1, ServiceName: 'regularQuiz' },
    { cookie: player.cookie },
  )
}

export function sendAnswer(client: HttpClient, player: Player, qid: number, option = optionFor(qid)) {
  return client.post(
    '/api/Quiz/SaveQuizAnswer',
    { qid, answer: option, timetaken: 1, ServiceName: 'regularQuiz' },
    { cookie: player.cookie },
  )
}

export function parseStart(response: RawResponse, what: string): StartAnswer {
  if (response.status !== 200)
    throw new Error(`${what}: HTTP ${response.status} ${response.body.slice(0, 300)}`)
  return (JSON.parse(response.body) as { data: StartAnswer }).data
}

/** What the database holds for these players' plays, checked against the ledger. */
export async function auditAnswers(admin: pg.Client, userIds: number[], ledger: Ledger) {
  // A play shows each question's options in its own order (`option_order`, '312' shows
  // stored option 3 first) and stores the stored option chosen: `option1` sent means the
  // first shown. Read through to_jsonb, so a schema without the column reads as unshuffled.
  const stored = await admin.query<{
    play_id: number
    question_id: number
    answer: number | null
    option_order: string | null
  }>(
    `select pq.play_id, pq.question_id, pq.answer, to_jsonb(pq) ->> 'option_order' as option_order
       from play_questions pq join quiz_plays p on p.id = pq.play_id where p.user_id = any($1)`,
    [userIds],
  )
  const plays = await admin.query<{ id: number; answered: number; stored: number }>(
    `select p.id, p.answered,
            (select count(*) from play_questions pq where pq.play_id = p.id and pq.answer is not null)::int as stored
       from quiz_plays p where p.user_id = any($1)`,
    [userIds],
  )
  const limits = await admin.query<{ user_id: number; day: string; plays: number }>(
    `select user_id, day, count(*)::int as plays from quiz_plays
      where user_id = any($1) and kind = 'regular' group by 1, 2 order by 3 desc`,
    [userIds],
  )

  const storedAnswers = new Map<string, number>()
  const orders = new Map<string, string>()
  for (const row of stored.rows) {
    const key = `${row.play_id}:${row.question_id}`
    if (row.answer !== null) storedAnswers.set(key, row.answer)
    orders.set(key, row.option_order ?? '123')
  }
  /** The stored option a sent `optionN` stands for in that play. */
  const storedFor = (key: string, sent: string) => Number(orders.get(key)?.[Number(sent.slice(-1)) - 1])

  const lost: string[] = []
  const doubled: string[] = []
  for (const [key, entry] of ledger.entries) {
    const answer = storedAnswers.get(key)
    if (entry.counted > 0 && answer === undefined) lost.push(`${key} acknowledged as counted, not stored`)
    else if (answer !== undefined && answer !== storedFor(key, entry.option))
      lost.push(`${key} stored as option ${answer}, sent ${entry.option} (shown order ${orders.get(key)})`)
    if (entry.counted > 1) doubled.push(`${key} acknowledged as counted ${entry.counted} times`)
  }
  for (const play of plays.rows)
    if (play.answered !== play.stored)
      doubled.push(`play ${play.id} counts ${play.answered} answers and stores ${play.stored}`)
  // Stored, yet never acknowledged: the client was never told, so it would send it again.
  const unacknowledged = [...storedAnswers.keys()].filter((key) => !ledger.entries.has(key))

  return {
    stored: storedAnswers.size,
    lost,
    doubled,
    unacknowledged,
    maxPlaysPerDay: limits.rows[0]?.plays ?? 0,
    overLimit: limits.rows
      .filter((row) => row.plays > quizRules.regular.playsPerDay)
      .map((row) => `user ${row.user_id} on ${row.day}: ${row.plays} plays`),
    plays: plays.rows.length,
  }
}
