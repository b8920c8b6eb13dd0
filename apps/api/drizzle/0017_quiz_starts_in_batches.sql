-- Quiz starts arriving together are made together, as answers are (migration 0016,
-- docs/decisions/0047): one call, one round trip and one commit for a batch of starts, each
-- start made on its own, in order, by the statement that used to be sent for each. The draw
-- and the options as a player sees them move here with it, so that they are written once.

-- The stored option of a question that a play shows at `position` (1 to 3), by the play's
-- option order: the one mapping from what a player sees to what is stored.
CREATE FUNCTION "shown_option"(
  "option_order" text, "position" integer, "option1" text, "option2" text, "option3" text
) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE substr(option_order, position, 1) WHEN '1' THEN option1 WHEN '2' THEN option2 ELSE option3 END;
--> statement-breakpoint
-- A question as a play shows it: its options in the play's order, no answer key. The start
-- sends a play's questions as a JSON array of these.
CREATE TYPE "shown_question" AS ("id" integer, "question" text, "option1" text, "option2" text, "option3" text);
--> statement-breakpoint
CREATE FUNCTION "shown_question"("q" questions, "option_order" text) RETURNS shown_question
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN ROW(q.id, q.question,
    shown_option(option_order, 1, q.option1, q.option2, q.option3),
    shown_option(option_order, 2, q.option1, q.option2, q.option3),
    shown_option(option_order, 3, q.option1, q.option2, q.option3))::shown_question;
--> statement-breakpoint
-- A play's draw (docs/decisions/0020): the questions this person has not been asked since
-- p_since first, mixed evenly across easy, medium and hard; when those run out, the ones asked
-- longest ago. Each difficulty reads forward through questions_draw_idx from p_from in the draw
-- order, wrapping round, skipping other categories and what this person has seen, until it has
-- p_count: a few dozen index entries, not a ranking of the whole bank. The caller orders by
-- tier, turn and a random tie-break, and keeps p_count. STABLE: inside a start it reads the
-- start's own snapshot.
CREATE FUNCTION "draw_quiz_questions"(
  "p_user" integer, "p_since" timestamptz, "p_categories" integer[], "p_count" integer, "p_from" real
) RETURNS TABLE ("question_id" integer, "tier" integer, "turn" bigint)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
DECLARE
  unseen integer;
BEGIN
  RETURN QUERY
    WITH seen AS MATERIALIZED (
      -- What was seen is skipped by `not in`, which PostgreSQL answers from a hash of this
      -- (a question asked twice may appear twice).
      SELECT pq.question_id FROM quiz_plays pl JOIN play_questions pq ON pq.play_id = pl.id
      WHERE pl.user_id = p_user AND pl.started_at > p_since
    )
    -- The difficulties are dealt out in turns (the first of each, then the second…), so one
    -- that runs short is made up by the others.
    SELECT drawn.id, 0, row_number() OVER (PARTITION BY level.difficulty)
    FROM unnest(ARRAY['easy', 'medium', 'hard']) AS level (difficulty)
    CROSS JOIN LATERAL (
      (SELECT q.id FROM questions q
        WHERE q.active AND q.difficulty = level.difficulty AND q.draw_key >= p_from
          AND q.category_id = ANY (p_categories) AND q.id NOT IN (SELECT question_id FROM seen)
        ORDER BY q.draw_key LIMIT p_count)
      UNION ALL
      (SELECT q.id FROM questions q
        WHERE q.active AND q.difficulty = level.difficulty AND q.draw_key < p_from
          AND q.category_id = ANY (p_categories) AND q.id NOT IN (SELECT question_id FROM seen)
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
        FROM quiz_plays pl JOIN play_questions pq ON pq.play_id = pl.id
        WHERE pl.user_id = p_user AND pl.started_at > p_since
        GROUP BY pq.question_id
      ) s JOIN questions q ON q.id = s.question_id
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
CREATE FUNCTION "start_quiz_plays"(
  "p_token_hashes" text[], "p_claimed" text[], "p_kinds" text[], "p_segments" text[],
  "p_at" timestamptz[], "p_deadlines" timestamptz[], "p_days" text[], "p_every" boolean[],
  "p_categories" text[], "p_with_hidden" boolean[], "p_counts" integer[], "p_since" timestamptz[],
  "p_from" real[], "p_plays_per_day" integer[]
) RETURNS TABLE (
  "item" integer, "user_id" integer, "subscribed" boolean, "categories_found" integer,
  "lapsed" integer, "may_start" boolean, "drew" boolean, "resumed" boolean, "play_id" integer,
  "deadline" timestamptz, "question_count" integer, "answered" integer, "questions" json
)
LANGUAGE plpgsql AS $$
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
            SELECT json_agg(shown_question(q, d.option_order) ORDER BY d.position)
            FROM drawn d JOIN questions q ON q.id = d.id)
          WHEN r.id IS NOT NULL THEN (
            SELECT json_agg(shown_question(q, pq.option_order) ORDER BY pq.position)
            FROM play_questions pq JOIN questions q ON q.id = pq.question_id
            WHERE pq.play_id = r.id AND pq.answer IS NULL)
        END
      FROM (SELECT) one LEFT JOIN play p ON true LEFT JOIN running r ON true;
  END LOOP;
END
$$;
