ALTER TABLE "users" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
-- Until now a login left only its session: the newest one still stored is the best guess.
UPDATE "users" SET "last_login_at" = (SELECT max("created_at") FROM "sessions" WHERE "sessions"."user_id" = "users"."id");
