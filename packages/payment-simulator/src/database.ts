import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'

/** Any Drizzle PostgreSQL handle (node-postgres or PGlite); the simulator names its own tables. */
// biome-ignore lint/suspicious/noExplicitAny: the host's schema type is its own business.
export type SimulatorDatabase = PgDatabase<PgQueryResultHKT, any>
