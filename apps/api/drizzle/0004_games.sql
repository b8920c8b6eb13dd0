CREATE TABLE "game_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"game" text NOT NULL,
	"mode" text NOT NULL,
	"tournament_id" integer,
	"seed" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"outcome" text,
	"score" integer,
	"ticks" integer,
	CONSTRAINT "game_sessions_tournament_check" CHECK (("game_sessions"."mode" = 'tournament') = ("game_sessions"."tournament_id" is not null)),
	CONSTRAINT "game_sessions_seed_check" CHECK ("game_sessions"."seed" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" serial PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"title" text NOT NULL,
	"rules" text NOT NULL,
	"prize" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournaments_period_check" CHECK ("tournaments"."starts_at" < "tournaments"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_sessions_user_idx" ON "game_sessions" USING btree ("user_id","issued_at");--> statement-breakpoint
CREATE INDEX "game_sessions_open_idx" ON "game_sessions" USING btree ("expires_at") WHERE "game_sessions"."submitted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "tournaments_game_start_idx" ON "tournaments" USING btree ("game","starts_at");--> statement-breakpoint
CREATE INDEX "tournaments_ends_at_idx" ON "tournaments" USING btree ("ends_at");