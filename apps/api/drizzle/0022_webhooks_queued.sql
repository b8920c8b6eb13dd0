ALTER TABLE "webhook_events" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD COLUMN "processed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "webhook_events_waiting_idx" ON "webhook_events" USING btree ("next_attempt_at") WHERE "webhook_events"."processed_at" is null;--> statement-breakpoint
-- Webhooks stored before this migration were applied when they arrived.
UPDATE "webhook_events" SET "processed_at" = "received_at";
