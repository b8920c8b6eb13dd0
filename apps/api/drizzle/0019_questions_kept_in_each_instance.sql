CREATE TABLE "question_bank_version" (
	"single" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "question_bank_version_single_check" CHECK ("question_bank_version"."single")
);
--> statement-breakpoint
ALTER TABLE "play_questions" DROP CONSTRAINT "play_questions_play_id_quiz_plays_id_fk";
--> statement-breakpoint
-- A start's work in PostgreSQL cut by a third (docs/decisions/0049):
-- - each API instance keeps the questions as players see them, so a start answers its
--   questions' ids and option orders instead of their texts as JSON; the bank's version,
--   moved on by every statement that writes questions, tells an instance its copy is old;
-- - a play's questions have no foreign key to their play (above): the key checked each of
--   the forty rows by a query of its own. Deleting plays still deletes their questions;
-- - the draw reads each difficulty's share of the play first, and more only when one runs
--   short.
INSERT INTO "question_bank_version" ("single", "version") VALUES (true, 0);
--> statement-breakpoint
CREATE FUNCTION "move_question_bank_version"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE question_bank_version SET version = version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Once per statement, whatever it wrote: an import of a thousand questions moves it once.
CREATE TRIGGER "questions_move_bank_version"
  AFTER INSERT OR UPDATE OR DELETE ON "questions"
  FOR EACH STATEMENT EXECUTE FUNCTION move_question_bank_version();
--> statement-breakpoint
CREATE FUNCTION "delete_questions_of_plays"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM play_questions WHERE play_id IN (SELECT id FROM deleted_plays);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- What the foreign key's ON DELETE CASCADE did, once per statement instead of once per row.
CREATE TRIGGER "quiz_plays_delete_questions"
  AFTER DELETE ON "quiz_plays" REFERENCING OLD TABLE AS deleted_plays
  FOR EACH STATEMENT EXECUTE FUNCTION delete_questions_of_plays();
--> statement-breakpoint
CREATE FUNCTION "truncate_play_questions"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE play_questions;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- And emptying every play empties their questions (the key refused a TRUNCATE without CASCADE).
CREATE TRIGGER "quiz_plays_truncate_questions"
  AFTER TRUNCATE ON "quiz_plays"
  FOR EACH STATEMENT EXECUTE FUNCTION truncate_play_questions();
--> statement-breakpoint
-- The draw of migration 0018, reading each difficulty's share first: a third of the play's
-- count from each (rounded up), which is all a play keeps when every difficulty has that many
-- unseen. Before, it read the play's whole count from each and kept the first third of each:
-- 120 index entries and their rows for 40 questions. When one runs short the draw goes round
-- once more for the whole count of each, so the others make it up as before.
CREATE OR REPLACE FUNCTION "draw_quiz_questions"(
  "p_user" integer, "p_since" timestamptz, "p_categories" integer[], "p_count" integer, "p_from" real
) RETURNS TABLE ("question_id" integer, "tier" integer, "turn" bigint)
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
#variable_conflict use_column
DECLARE
  -- What this person was asked since p_since (a question asked twice may appear twice).
  seen integer[] := ARRAY(
    SELECT pq.question_id FROM quiz_plays pl
    CROSS JOIN LATERAL (SELECT question_id FROM play_questions WHERE play_id = pl.id OFFSET 0) pq
    WHERE pl.user_id = p_user AND pl.started_at > p_since);
  each_level integer := ceil(p_count / 3.0);
  drawn_ids integer[];
  turns bigint[];
BEGIN
  -- Nothing to draw (and the loop below would never end on a null count).
  IF coalesce(p_count, 0) <= 0 THEN
    RETURN;
  END IF;
  LOOP
    -- The difficulties are dealt out in turns (the first of each, then the second…), so one
    -- that runs short is made up by the others.
    SELECT coalesce(array_agg(drawn.id), '{}'), coalesce(array_agg(drawn.turn), '{}')
    INTO drawn_ids, turns
    FROM (
      SELECT d.id, row_number() OVER (PARTITION BY level.difficulty) AS turn
      FROM unnest(ARRAY['easy', 'medium', 'hard']) AS level (difficulty)
      CROSS JOIN LATERAL (
        (SELECT q.id FROM questions q
          WHERE q.active AND q.difficulty = level.difficulty AND q.draw_key >= p_from
            AND q.category_id = ANY (p_categories) AND q.id NOT IN (SELECT unnest(seen))
          ORDER BY q.draw_key LIMIT each_level)
        UNION ALL
        (SELECT q.id FROM questions q
          WHERE q.active AND q.difficulty = level.difficulty AND q.draw_key < p_from
            AND q.category_id = ANY (p_categories) AND q.id NOT IN (SELECT unnest(seen))
          ORDER BY q.draw_key LIMIT each_level)
        LIMIT each_level
      ) d
    ) drawn;
    EXIT WHEN cardinality(drawn_ids) >= p_count OR each_level >= p_count;
    each_level := p_count;
  END LOOP;
  RETURN QUERY SELECT d.id, 0, d.turn FROM unnest(drawn_ids, turns) AS d (id, turn);
  -- The ones asked longest ago sort after every unseen one: read only when those run short.
  IF cardinality(drawn_ids) < p_count THEN
    RETURN QUERY
      SELECT s.question_id, 1, row_number() OVER (ORDER BY s.last_seen)
      FROM (
        SELECT pq.question_id, max(pl.started_at) AS last_seen
        FROM quiz_plays pl
        CROSS JOIN LATERAL (SELECT question_id FROM play_questions WHERE play_id = pl.id OFFSET 0) pq
        WHERE pl.user_id = p_user AND pl.started_at > p_since
        GROUP BY pq.question_id
      ) s CROSS JOIN LATERAL (SELECT active, category_id FROM questions WHERE id = s.question_id OFFSET 0) q
      WHERE q.active AND q.category_id = ANY (p_categories)
      ORDER BY s.last_seen LIMIT p_count;
  END IF;
END
$$;
--> statement-breakpoint
-- Returns the questions' ids and option orders where it returned their texts as JSON, and
-- plans no sequential scan; the function is otherwise that of migration 0018.
DROP FUNCTION "start_quiz_plays"(text[], text[], text[], text[], timestamptz[], timestamptz[], text[],
  boolean[], text[], boolean[], integer[], timestamptz[], real[], integer[]);
--> statement-breakpoint
-- Starts a batch of plays. For item i, for the session's person (only if the payload's number,
-- when it names one, is theirs): ends their plays of this kind whose time ran out; if one is
-- running, answers it with its unanswered questions (a double tap, a second tab); otherwise, if
-- they are subscribed, the chosen categories exist and an attempt is left today, draws the
-- questions and inserts the play and its questions, each with its own shuffled option order.
-- One row per item, in order, saying what was found, so the caller can say why nothing started.
--
-- The daily limit and a double tap are settled by quiz_plays_daily_attempt_idx: two racing
-- starts both take the next attempt number; the second waits for the first, inserts nothing,
-- and is asked again, when it finds the first's play running. Within a batch the second start
-- of a person runs after the first and finds its play running.
--
-- p_categories[i] is the picked categories as an array literal ('{1,2,3}'), since arrays of
-- arrays must all have one length; p_every[i] draws on every category the kind allows.
CREATE FUNCTION "start_quiz_plays"(
  "p_token_hashes" text[], "p_claimed" text[], "p_kinds" text[], "p_segments" text[],
  "p_at" timestamptz[], "p_deadlines" timestamptz[], "p_days" text[], "p_every" boolean[],
  "p_categories" text[], "p_with_hidden" boolean[], "p_counts" integer[], "p_since" timestamptz[],
  "p_from" real[], "p_plays_per_day" integer[]
) RETURNS TABLE (
  "item" integer, "user_id" integer, "subscribed" boolean, "categories_found" integer,
  "lapsed" integer, "may_start" boolean, "drew" boolean, "resumed" boolean, "play_id" integer,
  "deadline" timestamptz, "question_count" integer, "answered" integer,
  "question_ids" integer[], "option_orders" text[], "bank_version" bigint
)
-- Every read here is by key, as in the draw: statistics taken when the tables were small made
-- the planner read a running play's questions by scanning every play's.
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
#variable_conflict use_column
BEGIN
  FOR i IN 1 .. coalesce(cardinality(p_token_hashes), 0) LOOP
    RETURN QUERY
      -- The session's person, checked as record_quiz_answers (migration 0016) checks it.
      WITH me AS (
        SELECT s.user_id FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.token_hash = p_token_hashes[i] AND s.expires_at > p_at[i]
          AND (p_claimed[i] IS NULL OR u.msisdn = p_claimed[i])
      ), subscribed AS (
        SELECT EXISTS (
          SELECT 1 FROM subscriptions
          WHERE user_id = (SELECT user_id FROM me) AND segment = p_segments[i] AND state = 'subscribed'
        ) AS yes
      ), lapsed AS (
        UPDATE quiz_plays
        SET ended_at = deadline, elapsed_ms = (extract(epoch FROM deadline - started_at) * 1000)::int
        WHERE user_id = (SELECT user_id FROM me) AND kind = p_kinds[i]
          AND ended_at IS NULL AND deadline <= p_at[i]
        RETURNING id
      ), running AS (
        SELECT id, deadline, question_count, answered FROM quiz_plays
        WHERE user_id = (SELECT user_id FROM me) AND kind = p_kinds[i]
          AND ended_at IS NULL AND deadline > p_at[i]
        ORDER BY id DESC LIMIT 1
      ), chosen AS (
        -- Every category the play may draw on, or those picked that players may pick.
        SELECT coalesce(array_agg(id), '{}') AS ids, count(*)::int AS found FROM categories
        WHERE (p_with_hidden[i] OR visible) AND (p_every[i] OR id = ANY (p_categories[i]::int[]))
      ), next_attempt AS (
        SELECT coalesce(max(attempt), 0) + 1 AS attempt FROM quiz_plays
        WHERE user_id = (SELECT user_id FROM me) AND kind = p_kinds[i] AND day = p_days[i]
      ), gate AS (
        SELECT (SELECT yes FROM subscribed)
          AND NOT EXISTS (SELECT 1 FROM running)
          AND (p_every[i] OR (SELECT found FROM chosen) = cardinality(p_categories[i]::int[]))
          AND (SELECT attempt FROM next_attempt) <= p_plays_per_day[i] AS may_start
      ), drawn AS MATERIALIZED (
        -- Each question with an option order of its own.
        SELECT d.question_id AS id,
          (row_number() OVER (ORDER BY d.tier, d.turn, random()) - 1)::smallint AS position,
          (ARRAY['123', '132', '213', '231', '312', '321'])[1 + floor(random() * 6)::int] AS option_order
        FROM draw_quiz_questions((SELECT user_id FROM me), p_since[i], (SELECT ids FROM chosen),
          p_counts[i], p_from[i]) d
        -- Only a start that may make a play draws.
        WHERE (SELECT may_start FROM gate)
        ORDER BY position LIMIT p_counts[i]
      ), play AS (
        INSERT INTO quiz_plays (user_id, kind, day, attempt, question_count, started_at, deadline)
        SELECT (SELECT user_id FROM me), p_kinds[i], p_days[i], (SELECT attempt FROM next_attempt),
          (SELECT count(*) FROM drawn), p_at[i], p_deadlines[i]
        FROM gate WHERE may_start AND EXISTS (SELECT 1 FROM drawn)
        ON CONFLICT DO NOTHING
        RETURNING id, deadline, question_count, answered
      ), asked AS (
        INSERT INTO play_questions (play_id, question_id, position, option_order)
        SELECT play.id, drawn.id, drawn.position, drawn.option_order
        FROM play CROSS JOIN drawn
      )
      SELECT
        i,
        (SELECT user_id FROM me),
        (SELECT yes FROM subscribed),
        (SELECT found FROM chosen),
        (SELECT count(*)::int FROM lapsed),
        (SELECT may_start FROM gate),
        CASE WHEN p.id IS NULL AND (SELECT may_start FROM gate) THEN EXISTS (SELECT 1 FROM drawn) END,
        r.id IS NOT NULL,
        coalesce(p.id, r.id),
        coalesce(p.deadline, r.deadline),
        coalesce(p.question_count, r.question_count)::integer,
        coalesce(p.answered, r.answered)::integer,
        shown.ids,
        shown.option_orders,
        -- Read by this item's own statement, so in the snapshot its draw saw: a bank copy of this
        -- version or a later one holds every question drawn, as edited when drawn or later.
        (SELECT version FROM question_bank_version)
      FROM (SELECT) one LEFT JOIN play p ON true LEFT JOIN running r ON true
      -- The questions to show, in order, each with its option order: a new play's as drawn, a
      -- running one's unanswered. The instance holds their texts.
      CROSS JOIN LATERAL (
        SELECT array_agg(id ORDER BY position) AS ids, array_agg(option_order ORDER BY position) AS option_orders
        FROM (
          SELECT d.id, d.position, d.option_order FROM drawn d WHERE p.id IS NOT NULL
          UNION ALL
          SELECT pq.question_id, pq.position, pq.option_order FROM play_questions pq
          WHERE pq.play_id = r.id AND pq.answer IS NULL
        ) q
      ) shown;
  END LOOP;
END
$$;
