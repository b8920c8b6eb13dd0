/**
 * `npm run bench:leaderboard`: fills one day's quiz board on PostgreSQL with 10,000,
 * 100,000 and 1,000,000 generated entries and times the board read the API serves (the
 * top 50 plus the caller's own line and rank) for random callers. Beside it, the naive
 * rank (`1 + count(*)` of everyone above) on the same data, as the baseline.
 *
 * PostgreSQL: BENCH_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test; a fresh
 * database is created there and dropped afterwards.
 */

import { dhakaDayStart } from '@khelahobe/contracts/dhaka-time'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { openPostgres } from '../apps/api/src/db/client.ts'
import { manualClock } from '../apps/api/src/lib/clock.ts'
import { createLeaderboardService } from '../apps/api/src/modules/leaderboard/leaderboard.service.ts'
import { percentile } from './support/load.ts'

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const sizes = (process.env.SIZES ?? '10000,100000,1000000').split(',').map(Number)
const reads = Number(process.env.READS ?? 400)

const dbName = `kh_bench_lb_${Date.now()}`
const admin = new pg.Client({ connectionString: adminUrl })
await admin.connect()
await admin.query(`create database ${dbName}`)
await admin.end()
const url = new URL(adminUrl)
url.pathname = `/${dbName}`
const database = openPostgres(url.toString(), { max: 4, requestTimeouts: false })

async function timed(fn: () => Promise<unknown>) {
  const started = performance.now()
  await fn()
  return performance.now() - started
}

try {
  await database.migrate()
  const largest = Math.max(...sizes)
  console.log(`\nCreating ${largest.toLocaleString('en')} people…`)
  await database.db.execute(
    sql`insert into users (msisdn) select '01' || lpad(g::text, 9, '0') from generate_series(1, ${largest}) g`,
  )

  console.log('\nentries      read p50   read p99   naive rank p50   naive rank p99')
  const rows: { size: number; p50: number; p99: number }[] = []
  for (const [index, size] of sizes.entries()) {
    const day = `2030-01-${String(index + 10).padStart(2, '0')}`
    const period = `d:${day}`
    // Scores bunch in the middle, as real ones do: the sum of two uniform draws.
    await database.db.execute(sql`
      insert into board_entries (board, period, user_id, score, elapsed_ms, plays)
      select 'quiz', ${period}, g, floor(random() * 21)::int + floor(random() * 21)::int,
             20000 + floor(random() * 70000)::int, 1 + floor(random() * 2)::int
      from generate_series(1, ${size}) g`)
    await database.db.execute(sql`
      insert into board_buckets (board, period, score, bucket, entries)
      select board, period, score, board_bucket(period, elapsed_ms), count(*) from board_entries
      where board = 'quiz' and period = ${period} group by 1, 2, 3, 4`)
    await database.db.execute(sql`analyze board_entries`)
    await database.db.execute(sql`analyze board_buckets`)

    const clock = manualClock(new Date(dhakaDayStart(day).getTime() + 12 * 3600_000))
    const leaderboard = createLeaderboardService({ db: database.db, clock })
    const callers = Array.from({ length: reads }, () => 1 + Math.floor(Math.random() * size))
    for (const caller of callers.slice(0, 20)) await leaderboard.board('quiz', 'today', caller) // warm up
    const readTimes: number[] = []
    for (const caller of callers)
      readTimes.push(await timed(() => leaderboard.board('quiz', 'today', caller)))

    const naiveTimes: number[] = []
    for (const caller of callers.slice(0, Math.min(reads, size >= 1_000_000 ? 60 : reads))) {
      naiveTimes.push(
        await timed(() =>
          database.db.execute(sql`
            select 1 + count(*) from board_entries b, board_entries me
            where me.board = 'quiz' and me.period = ${period} and me.user_id = ${caller}
              and b.board = 'quiz' and b.period = ${period}
              and (b.score > me.score or (b.score = me.score and (b.elapsed_ms, b.user_id) < (me.elapsed_ms, me.user_id)))`),
        ),
      )
    }
    const sorted = readTimes.sort((a, b) => a - b)
    const naive = naiveTimes.sort((a, b) => a - b)
    const p50 = percentile(sorted, 50)
    const p99 = percentile(sorted, 99)
    rows.push({ size, p50, p99 })
    console.log(
      `${size.toLocaleString('en').padStart(9)}   ${p50.toFixed(2).padStart(6)} ms  ${p99.toFixed(2).padStart(6)} ms   ${percentile(naive, 50).toFixed(1).padStart(9)} ms   ${percentile(naive, 99).toFixed(1).padStart(9)} ms`,
    )
  }
  const first = rows[0]
  const last = rows[rows.length - 1]
  if (first && last) {
    console.log(
      `\np50 growth ${first.size.toLocaleString('en')} → ${last.size.toLocaleString('en')}: x${(last.p50 / first.p50).toFixed(2)}`,
    )
    const ok = last.p99 < 20 && last.p50 / first.p50 <= 2.5
    console.log(
      ok ? 'Within budget (p99 < 20 ms at the largest size, growth about twofold at most).' : 'OVER BUDGET.',
    )
    process.exitCode = ok ? 0 : 1
  }
} finally {
  await database.close()
  const dropper = new pg.Client({ connectionString: adminUrl })
  await dropper.connect()
  await dropper.query(`drop database if exists ${dbName} with (force)`)
  await dropper.end()
}
