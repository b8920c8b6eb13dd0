-- A batch of starts in one statement instead of one a start (docs/decisions/0051): the
-- statement of migration 0019 ran once for each start in the batch, and a fifth of
-- PostgreSQL's time went on setting up and tearing down its plan, sixteen times a batch.
-- Now the batch's sessions are looked up first, and one statement starts every person's
-- first start in the batch; a person's second start in the same batch (a double tap reaching
-- one instance) runs in a statement of its own after it, and finds the first one's play
-- running, as before. What each start does, and the row it answers, are those of 0019.
CREATE OR REPLACE FUNCTION "start_quiz_plays"(
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
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
#variable_conflict use_column
DECLARE
  -- people[i]: the session's person for start i (null when the session is unknown, expired or
  -- not the payload's number); rounds[i]: which statement runs it, 1 for a person's first
  -- start in the batch (and for every start without a person), 2 for their second…
  people integer[];
  rounds integer[];
  last_round integer;
BEGIN
  SELECT coalesce(array_agg(x.user_id ORDER BY x.i), '{}'), coalesce(array_agg(x.round ORDER BY x.i), '{}'),
    coalesce(max(x.round), 0)
  INTO people, rounds, last_round
  FROM (
    SELECT t.i, me.user_id,
      row_number() OVER (PARTITION BY coalesce(me.user_id, -t.i) ORDER BY t.i)::int AS round
    FROM unnest(p_token_hashes, p_claimed, p_at) WITH ORDINALITY AS t (token_hash, claimed, at, i)
    -- Checked as record_quiz_answers (migration 0016) checks it.
    LEFT JOIN LATERAL (
      SELECT s.user_id FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = t.token_hash AND s.expires_at > t.at
        AND (t.claimed IS NULL OR u.msisdn = t.claimed)
      OFFSET 0
    ) me ON true
  ) x;

  FOR this_round IN 1 .. last_round LOOP
    RETURN QUERY
      WITH items AS MATERIALIZED (
        SELECT t.i::int AS i, people[t.i::int] AS user_id, t.kind, t.segment, t.at, t.deadline, t.day,
          t.every, t.categories::int[] AS categories, t.with_hidden, t.count, t.since, t.draw_from,
          t.plays_per_day
        FROM unnest(p_kinds, p_segments, p_at, p_deadlines, p_days, p_every, p_categories,
          p_with_hidden, p_counts, p_since, p_from, p_plays_per_day) WITH ORDINALITY
          AS t (kind, segment, at, deadline, day, every, categories, with_hidden, count, since,
            draw_from, plays_per_day, i)
        WHERE rounds[t.i::int] = this_round
      ), lapsed AS (
        -- Each person's plays of this kind whose time ran out.
        UPDATE quiz_plays pl
        SET ended_at = pl.deadline, elapsed_ms = (extract(epoch FROM pl.deadline - pl.started_at) * 1000)::int
        FROM items it
        WHERE pl.user_id = it.user_id AND pl.kind = it.kind AND pl.ended_at IS NULL AND pl.deadline <= it.at
        RETURNING it.i
      ), looked_up AS MATERIALIZED (
        SELECT it.*,
          EXISTS (
            SELECT 1 FROM subscriptions s
            WHERE s.user_id = it.user_id AND s.segment = it.segment AND s.state = 'subscribed'
          ) AS subscribed,
          running.id AS running_id, running.deadline AS running_deadline,
          running.question_count AS running_count, running.answered AS running_answered,
          chosen.ids AS category_ids, chosen.found AS categories_found,
          (SELECT coalesce(max(pl.attempt), 0) + 1 FROM quiz_plays pl
            WHERE pl.user_id = it.user_id AND pl.kind = it.kind AND pl.day = it.day) AS attempt
        FROM items it
        LEFT JOIN LATERAL (
          SELECT pl.id, pl.deadline, pl.question_count, pl.answered FROM quiz_plays pl
          WHERE pl.user_id = it.user_id AND pl.kind = it.kind AND pl.ended_at IS NULL AND pl.deadline > it.at
          ORDER BY pl.id DESC LIMIT 1
        ) running ON true
        -- Every category the play may draw on, or those picked that players may pick.
        CROSS JOIN LATERAL (
          SELECT coalesce(array_agg(c.id), '{}') AS ids, count(*)::int AS found FROM categories c
          WHERE (it.with_hidden OR c.visible) AND (it.every OR c.id = ANY (it.categories))
        ) chosen
      ), gate AS MATERIALIZED (
        SELECT f.*,
          f.subscribed AND f.running_id IS NULL
            AND (f.every OR f.categories_found = cardinality(f.categories))
            AND f.attempt <= f.plays_per_day AS may_start
        FROM looked_up f
      ), drawn AS MATERIALIZED (
        -- Each start's questions in order, each with an option order of its own; only a start
        -- that may make a play draws.
        SELECT ranked.i, array_agg(ranked.id ORDER BY ranked.position) AS ids,
          array_agg(ranked.option_order ORDER BY ranked.position) AS option_orders
        FROM (
          SELECT g.i, d.question_id AS id, g.count,
            row_number() OVER (PARTITION BY g.i ORDER BY d.tier, d.turn, random()) AS position,
            (ARRAY['123', '132', '213', '231', '312', '321'])[1 + floor(random() * 6)::int] AS option_order
          FROM gate g
          CROSS JOIN LATERAL draw_quiz_questions(g.user_id, g.since, g.category_ids, g.count, g.draw_from) d
          WHERE g.may_start
        ) ranked
        WHERE ranked.position <= ranked.count
        GROUP BY ranked.i
      ), play AS (
        INSERT INTO quiz_plays (user_id, kind, day, attempt, question_count, started_at, deadline)
        SELECT g.user_id, g.kind, g.day, g.attempt, cardinality(d.ids), g.at, g.deadline
        FROM gate g JOIN drawn d ON d.i = g.i
        WHERE g.may_start
        ON CONFLICT DO NOTHING
        -- A person has one start a round, so the person names the start.
        RETURNING id, user_id, deadline, question_count, answered
      ), asked AS (
        INSERT INTO play_questions (play_id, question_id, position, option_order)
        SELECT p.id, q.id, (q.position - 1)::smallint, q.option_order
        FROM play p JOIN gate g ON g.user_id = p.user_id JOIN drawn d ON d.i = g.i
        CROSS JOIN unnest(d.ids, d.option_orders) WITH ORDINALITY AS q (id, option_order, position)
      )
      SELECT
        g.i,
        g.user_id,
        g.subscribed,
        g.categories_found,
        (SELECT count(*)::int FROM lapsed l WHERE l.i = g.i),
        g.may_start,
        CASE WHEN p.id IS NULL AND g.may_start THEN d.i IS NOT NULL END,
        g.running_id IS NOT NULL,
        coalesce(p.id, g.running_id),
        coalesce(p.deadline, g.running_deadline),
        coalesce(p.question_count, g.running_count)::integer,
        coalesce(p.answered, g.running_answered)::integer,
        -- The questions to show, in order, each with its option order: a new play's as drawn, a
        -- running one's unanswered. The instance holds their texts.
        CASE WHEN p.id IS NOT NULL THEN d.ids ELSE unanswered.ids END,
        CASE WHEN p.id IS NOT NULL THEN d.option_orders ELSE unanswered.option_orders END,
        -- Read in the snapshot the draws saw: a bank copy of this version or a later one holds
        -- every question drawn, as edited when drawn or later.
        (SELECT version FROM question_bank_version)
      FROM gate g
      LEFT JOIN play p ON p.user_id = g.user_id
      LEFT JOIN drawn d ON d.i = g.i
      CROSS JOIN LATERAL (
        SELECT array_agg(pq.question_id ORDER BY pq.position) AS ids,
          array_agg(pq.option_order ORDER BY pq.position) AS option_orders
        FROM play_questions pq
        WHERE pq.play_id = g.running_id AND pq.answer IS NULL
      ) unanswered;
  END LOOP;
END
$$;
