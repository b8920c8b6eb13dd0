import { sql } from 'drizzle-orm'
import type { SimulatorDatabase } from './database.ts'

// The tables of schema.ts as PostgreSQL creates them (tables.test.ts checks the two agree).
// The simulator makes its own when mounted, so a production database never holds them.
const statements = [
  `CREATE TABLE IF NOT EXISTS "sim_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"intent_code" text NOT NULL,
	"status" text NOT NULL,
	"subscription_type" text NOT NULL,
	"amount" integer NOT NULL,
	"first_payment_amount" integer,
	"frequency" text NOT NULL,
	"start_date" text NOT NULL,
	"expiry_date" text NOT NULL,
	"payer" text,
	"redirect_url" text NOT NULL,
	"reference" text,
	"service_id" text,
	"merchant_short_code" text,
	"next_payment_date" text,
	"cancelled_by" text,
	"cancelled_time" timestamp with time zone,
	"consent_expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"wrong_pins" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sim_subscriptions_request_id_unique" UNIQUE("request_id"),
	CONSTRAINT "sim_subscriptions_intent_code_unique" UNIQUE("intent_code")
)`,
  `CREATE TABLE IF NOT EXISTS "sim_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"due_date" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"trx_id" text,
	"trx_time" timestamp with time zone,
	"first_payment" boolean DEFAULT false NOT NULL,
	"retry_date" text,
	CONSTRAINT "sim_payments_subscription_id_sim_subscriptions_id_fk" FOREIGN KEY ("subscription_id")
		REFERENCES "public"."sim_subscriptions"("id") ON DELETE cascade ON UPDATE no action
)`,
  `CREATE TABLE IF NOT EXISTS "sim_wallets" (
	"wallet" text PRIMARY KEY NOT NULL,
	"balance" integer NOT NULL
)`,
  // Columns added since a demo database first made these tables, for such a database.
  `ALTER TABLE "sim_subscriptions" ADD COLUMN IF NOT EXISTS "wrong_pins" integer DEFAULT 0 NOT NULL`,
]

// Any fixed number: instances mounting the simulator on one database at once create its tables in turn.
const tablesLockKey = 7_240_003

/** Creates the simulator's tables where they are missing; safe to run at every start, by any number of instances. */
export async function createSimulatorTables(db: SimulatorDatabase): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${tablesLockKey})`)
    for (const statement of statements) await tx.execute(sql.raw(statement))
  })
}
