import type pg from 'pg'

/** Every table of the app's schema (drizzle keeps its own bookkeeping in another schema). */
export async function tableNames(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )
  return rows.map((row) => row.name)
}

export type Counts = Record<string, number>

/**
 * Row counts of `tables`, plus `extra` named counts, in one statement: one snapshot, so
 * rows written together in one transaction are seen together or not at all.
 */
export async function rowCounts(
  client: pg.Client,
  tables: string[],
  extra: Record<string, string> = {},
): Promise<Counts> {
  const parts = [
    ...tables.map((table) => `(select count(*) from "${table}")::int as "${table}"`),
    ...Object.entries(extra).map(([name, query]) => `(${query})::int as "${name}"`),
  ]
  const { rows } = await client.query<Counts>(`select ${parts.join(', ')}`)
  return rows[0] ?? {}
}

/** `name: before → after` for every count that moved. */
export function changedCounts(before: Counts, after: Counts): string[] {
  return Object.keys(after)
    .filter((name) => before[name] !== after[name])
    .map((name) => `${name}: ${before[name]} → ${after[name]}`)
}

/**
 * Tables whose rows come from the clock, not from requests or boots: the scheduled jobs'
 * slots in `job_runs` (a minute's board sweep) and the events a flush writes seconds after
 * the beacon that brought them. Compared instead: the winners jobs' own runs, which record
 * their winners and so carry `awards`.
 */
export const clockDrivenTables = ['job_runs', 'events']
export const winnerRuns = { winner_runs: 'select count(*) from job_runs where awards is not null' }
