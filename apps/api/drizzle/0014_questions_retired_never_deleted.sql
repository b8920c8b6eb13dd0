-- A start inserts forty play_questions rows; a foreign key to questions checked each one and
-- locked its question row (FOR KEY SHARE) against every other start drawing the same
-- question, and its index was written forty times more. Neither bought anything: a play's
-- questions are inserted from the rows the draw just read, and a question is retired
-- (active = false), never deleted. That rule is now the database's, so no play can ever
-- point at a question that is gone.
ALTER TABLE "play_questions" DROP CONSTRAINT "play_questions_question_id_questions_id_fk";
--> statement-breakpoint
DROP INDEX "play_questions_question_idx";
--> statement-breakpoint
CREATE FUNCTION "questions_refuse_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'questions are retired (active = false), never deleted: plays point at them';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "questions_never_deleted" BEFORE DELETE ON "questions"
  FOR EACH STATEMENT EXECUTE FUNCTION "questions_refuse_delete"();
--> statement-breakpoint
CREATE TRIGGER "questions_never_truncated" BEFORE TRUNCATE ON "questions"
  FOR EACH STATEMENT EXECUTE FUNCTION "questions_refuse_delete"();
