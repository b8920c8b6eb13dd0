CREATE TABLE "prize_passes" (
	"competition" text NOT NULL,
	"period" text NOT NULL,
	"place" integer NOT NULL,
	"user_id" integer NOT NULL,
	"score" integer NOT NULL,
	"elapsed_ms" integer NOT NULL,
	"reason" text NOT NULL,
	"wallet" text,
	CONSTRAINT "prize_passes_competition_period_place_pk" PRIMARY KEY("competition","period","place")
);
--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "passed_over" integer;--> statement-breakpoint
ALTER TABLE "prize_passes" ADD CONSTRAINT "prize_passes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;