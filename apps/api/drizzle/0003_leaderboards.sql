CREATE TABLE "board_buckets" (
	"board" text NOT NULL,
	"period" text NOT NULL,
	"score" integer NOT NULL,
	"bucket" integer NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "board_buckets_board_period_score_bucket_pk" PRIMARY KEY("board","period","score","bucket")
);
--> statement-breakpoint
CREATE TABLE "board_entries" (
	"board" text NOT NULL,
	"period" text NOT NULL,
	"user_id" integer NOT NULL,
	"score" integer NOT NULL,
	"elapsed_ms" integer NOT NULL,
	"plays" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_entries_board_period_user_id_pk" PRIMARY KEY("board","period","user_id")
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"period" text NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	"awards" integer NOT NULL,
	CONSTRAINT "job_runs_job_period_pk" PRIMARY KEY("job","period")
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"award_id" integer NOT NULL,
	"msisdn" text NOT NULL,
	"amount_taka" integer NOT NULL,
	"prize" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"export_batch" text,
	"exported_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"provider_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_award_id_unique" UNIQUE("award_id")
);
--> statement-breakpoint
CREATE TABLE "prize_awards" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition" text NOT NULL,
	"period" text NOT NULL,
	"rank" integer NOT NULL,
	"user_id" integer NOT NULL,
	"payout_msisdn" text NOT NULL,
	"prize" text NOT NULL,
	"amount_taka" integer NOT NULL,
	"score" integer NOT NULL,
	"elapsed_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quiz_plays" ADD COLUMN "board_recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "board_entries" ADD CONSTRAINT "board_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_award_id_prize_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."prize_awards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_awards" ADD CONSTRAINT "prize_awards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_entries_order_idx" ON "board_entries" USING btree ("board","period","score" DESC NULLS LAST,"elapsed_ms","user_id");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "prize_awards_user_idx" ON "prize_awards" USING btree ("competition","period","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prize_awards_wallet_idx" ON "prize_awards" USING btree ("competition","period","payout_msisdn");--> statement-breakpoint
CREATE UNIQUE INDEX "prize_awards_rank_idx" ON "prize_awards" USING btree ("competition","period","rank");--> statement-breakpoint
CREATE INDEX "quiz_plays_unrecorded_idx" ON "quiz_plays" USING btree ("ended_at") WHERE "quiz_plays"."ended_at" is not null and "quiz_plays"."board_recorded_at" is null;