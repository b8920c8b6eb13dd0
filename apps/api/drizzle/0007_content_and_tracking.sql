CREATE TABLE "events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"campaign_key" text,
	"ip" text,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "page_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"page" text NOT NULL,
	"serial" smallint NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_runs" ALTER COLUMN "finished_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "job_runs" ALTER COLUMN "awards" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "started_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "error" text;--> statement-breakpoint
CREATE INDEX "events_campaign_idx" ON "events" USING btree ("campaign_key","received_at");--> statement-breakpoint
CREATE INDEX "events_received_idx" ON "events" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "page_items_page_serial_idx" ON "page_items" USING btree ("page","serial");--> statement-breakpoint
CREATE INDEX "job_runs_started_idx" ON "job_runs" USING btree ("started_at");