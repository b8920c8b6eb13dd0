import type { TournamentState } from '@khelahobe/contracts/tournament-limits'
import { and, asc, count, desc, eq, gt, lt, lte, ne, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { tournaments } from '../../db/schema.ts'
import type { TournamentRow } from './games.repo.ts'

export type TournamentChange = Pick<
  typeof tournaments.$inferInsert,
  'game' | 'title' | 'rules' | 'prize' | 'startsAt' | 'endsAt'
>

/** The tournaments in `state` at `now`, as `runningTournament` decides it. */
function inState(state: TournamentState | 'all', now: Date): SQL | undefined {
  switch (state) {
    case 'coming':
      return gt(tournaments.startsAt, now)
    case 'running':
      return and(lte(tournaments.startsAt, now), gt(tournaments.endsAt, now))
    case 'ended':
      return lte(tournaments.endsAt, now)
    case 'all':
      return undefined
  }
}

export async function findTournaments(
  db: Database,
  { state, now }: { state: TournamentState | 'all'; now: Date },
  offset: number,
  limit: number,
) {
  const where = inState(state, now)
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(tournaments)
      .where(where)
      .orderBy(desc(tournaments.startsAt), desc(tournaments.id))
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(tournaments).where(where),
  ])
  return { items, total: total?.total ?? 0 }
}

/** One tournament; `forUpdate` holds its row until the caller's transaction ends. */
export async function tournamentById(
  db: Database,
  id: number,
  { forUpdate = false } = {},
): Promise<TournamentRow | undefined> {
  const query = db.select().from(tournaments).where(eq(tournaments.id, id))
  const [row] = await (forUpdate ? query.for('update') : query)
  return row
}

/** A tournament whose period shares a moment with [startsAt, endsAt), other than `exceptId`. */
export async function overlappingTournament(
  db: Database,
  { startsAt, endsAt }: { startsAt: Date; endsAt: Date },
  exceptId?: number,
): Promise<TournamentRow | undefined> {
  const [row] = await db
    .select()
    .from(tournaments)
    .where(
      and(
        gt(tournaments.endsAt, startsAt),
        lt(tournaments.startsAt, endsAt),
        exceptId === undefined ? undefined : ne(tournaments.id, exceptId),
      ),
    )
    .orderBy(asc(tournaments.startsAt))
    .limit(1)
  return row
}

export async function insertTournament(db: Database, change: TournamentChange): Promise<TournamentRow> {
  const [row] = await db.insert(tournaments).values(change).returning()
  if (!row) throw new Error('the insert returned no row')
  return row
}

export async function updateTournament(
  db: Database,
  id: number,
  change: Partial<TournamentChange>,
): Promise<TournamentRow> {
  const [row] = await db.update(tournaments).set(change).where(eq(tournaments.id, id)).returning()
  if (!row) throw new Error(`tournament ${id} vanished under its row lock`)
  return row
}
