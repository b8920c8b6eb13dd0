-- One tournament runs at a time: no two tournaments' periods [starts_at, ends_at) overlap.
-- An exclusion constraint, so two operators saving at once cannot both win (Drizzle's schema
-- cannot declare one; schema.ts names it in a comment).
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_one_at_a_time" EXCLUDE USING gist (tstzrange("starts_at", "ends_at") WITH &&);
