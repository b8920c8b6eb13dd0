ALTER TABLE "operator_sessions" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "operators" DROP COLUMN "locked_until";