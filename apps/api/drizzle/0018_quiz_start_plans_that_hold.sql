-- A start's statements get plans that hold whatever PostgreSQL's statistics say
-- (docs/decisions/0048). With none yet, or some taken when the tables were small, the planner
-- read the questions a person had seen by a sequential scan of every play's questions, and
-- the forty drawn questions' texts by one of the whole bank: 16 ms and 1.2 ms a start on a
-- bench database, where looking each row up by its key takes 0.1. So:
-- - those reads go through LATERAL subqueries with OFFSET 0, which are not flattened into a
--   join: each row is looked up by its key;
-- - the draw reads what was seen into an array before skipping it, and plans no sequential
--   scan (see the function);
-- - both functions use generic plans, planned once per connection, as their plans no longer
--   depend on the values.
-- The functions are otherwise those of migration 0017.

-- A play's draw (docs/decisions/0020): the questions this person has not been asked since
-- p_since first, mixed evenly across easy, medium and hard; when those run out, the ones asked
-- longest ago. Each difficulty reads forward through questions_draw_idx from p_from in the draw
-- order, wrapping round, skipping other categories and what this person has seen, until it has
-- p_count: a few dozen index entries, not a ranking of the whole bank. The caller orders by
-- tier, turn and a random tie-break, and keeps p_count. STABLE: inside a start it reads the
-- start's own snapshot.
CREATE OR REPLACE FUNCTION "draw_quiz_questions"(
  "p_user" integer, "p_since" timestamptz, "p_categories" integer[], "p_count" integer, "p_from" real
) RETURNS TABLE ("question_id" integer, "tier" integer, "turn" bigint)
-- Without sequential scans: every read here is meant by index (a person's plays, their
-- questions, the draw order), and statistics taken when the tables were small made the
-- planner read a person's seen questions by scanning every play's questions.
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
#variable_conflict use_column
DECLARE
  unseen integer;
  -- What this person was asked since p_since (a question asked twice may appear twice).
  seen integer[] := ARRAY(
    SELECT pq.question_id FROM quiz_plays pl
    CROSS JOIN LATERAL (SELECT question_id FROM play_questions WHERE play_id = pl.id OFFSET 0) pq
    WHERE pl.user_id = p_user AND pl.started_at > p_since);
BEGIN
  -- What was seen is skipped by `not in`, which PostgreSQL answers from a hash of the array's
  -- elements, a hash that starts small and grows as needed. From a query instead, the hash
  -- was sized by the planner's guess at that query's rows, over a hundred thousand without
  -- statistics, and built again for each difficulty: 1.5 ms each.
  RETURN QUERY
    -- The difficulties are dealt out in turns (the first of each, then the second…), so one
    -- that runs short is made up by the others.
    SELECT drawn.id, 0, row_number() OVER (PARTITION BY level.difficulty)
    FROM unnest(ARRAY['easy', 'medium', 'hard']) AS level (difficulty)
    CROSS JOIN LATERAL (
      (SELECT q.id FROM questions q
        WHERE q.active AND q.difficulty = level.difficulty AND q.draw_key >= p_from
          AND q.category_id = ANY (p_categories) AND q.id NOT IN (SELECT unnest(seen))
        ORDER BY q.draw_key LIMIT p_count)
      UNION ALL
      (SELECT q.id FROM questions q
        WHERE q.active AND q.difficulty = level.difficulty AND q.draw_key < p_from
          AND q.category_id = ANY (p_categories) AND q.id NOT IN (SELECT unnest(seen))
        ORDER BY q.draw_key LIMIT p_count)
      LIMIT p_count
    ) drawn;
  GET DIAGNOSTICS unseen = ROW_COUNT;
  -- The ones asked longest ago sort after every unseen one: read only when those run short.
  IF unseen < p_count THEN
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
CREATE OR REPLACE FUNCTION "start_quiz_plays"(
  "p_token_hashes" text[], "p_claimed" text[], "p_kinds" text[], "p_segments" text[],
  "p_at" timestamptz[], "p_deadlines" timestamptz[], "p_days" text[], "p_every" boolean[],
  "p_categories" text[], "p_with_hidden" boolean[], "p_counts" integer[], "p_since" timestamptz[],
  "p_from" real[], "p_plays_per_day" integer[]
) RETURNS TABLE (
  "item" integer, "user_id" integer, "subscribed" boolean, "categories_found" integer,
  "lapsed" integer, "may_start" boolean, "drew" boolean, "resumed" boolean, "play_id" integer,
  "deadline" timestamptz, "question_count" integer, "answered" integer, "questions" json
)
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
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
        -- The questions as the player sees them: a new play's as drawn, a running one's unanswered.
        CASE
          WHEN p.id IS NOT NULL THEN (
            SELECT json_agg(shown_question(bank.q, d.option_order) ORDER BY d.position)
            FROM drawn d CROSS JOIN LATERAL (SELECT q FROM questions q WHERE q.id = d.id OFFSET 0) bank)
          WHEN r.id IS NOT NULL THEN (
            SELECT json_agg(shown_question(bank.q, pq.option_order) ORDER BY pq.position)
            FROM play_questions pq
            CROSS JOIN LATERAL (SELECT q FROM questions q WHERE q.id = pq.question_id OFFSET 0) bank
            WHERE pq.play_id = r.id AND pq.answer IS NULL)
        END
      FROM (SELECT) one LEFT JOIN play p ON true LEFT JOIN running r ON true;
  END LOOP;
END
$$;
