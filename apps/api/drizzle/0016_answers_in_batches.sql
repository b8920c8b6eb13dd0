-- Answers arriving together are recorded together: one call, one round trip and one commit
-- for a batch, instead of one each (docs/decisions/0046). Under a rush the round trips, not
-- the rules, were most of an answer's cost. Each answer of a batch is still checked and
-- recorded on its own, in order, by one statement: a repeat within a batch finds the first
-- already recorded, and counts nothing.
--
-- Item i is p_token_hashes[i] (the session), p_claimed[i] (the number the payload names, or
-- null), p_kinds[i], p_question_ids[i], p_options[i] (the position tapped, 1 to 3),
-- p_time_taken[i] (the client's seconds), p_at[i] (when the server received it) and
-- p_not_before[i] (p_at less the grace: the play's deadline must be later). A row comes back
-- for each item recorded, none for the others.
CREATE FUNCTION "record_quiz_answers"(
  "p_token_hashes" text[], "p_claimed" text[], "p_kinds" text[], "p_question_ids" integer[],
  "p_options" integer[], "p_time_taken" integer[], "p_at" timestamptz[], "p_not_before" timestamptz[]
) RETURNS TABLE ("item" integer, "user_id" integer, "answered" integer, "question_count" integer, "ended_at" timestamptz)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  FOR i IN 1 .. coalesce(cardinality(p_question_ids), 0) LOOP
    RETURN QUERY
      -- The play first, locked: a play that a start or the sweep ends meanwhile is seen ended
      -- once its lock is had, and takes no answer (the rows of an ended play stay as they are).
      WITH play AS (
        SELECT p.id FROM quiz_plays p
        -- A scalar subquery, so the plan starts from the caller's own open play
        -- (quiz_plays_open_idx on user and kind), never from every open play.
        WHERE p.user_id = (
            SELECT s.user_id FROM sessions s JOIN users u ON u.id = s.user_id
            WHERE s.token_hash = p_token_hashes[i] AND s.expires_at > p_at[i]
              AND (p_claimed[i] IS NULL OR u.msisdn = p_claimed[i])
          )
          AND p.kind = p_kinds[i] AND p.ended_at IS NULL AND p.deadline > p_not_before[i]
        FOR UPDATE
      ), recorded AS (
        UPDATE play_questions pq
        -- The play's option order says which stored option was at the position tapped.
        SET answer = substr(pq.option_order, p_options[i], 1)::smallint,
            correct = (q.correct_option = substr(pq.option_order, p_options[i], 1)::smallint),
            answered_at = p_at[i], client_time_taken = p_time_taken[i]
        FROM play, questions q
        WHERE pq.play_id = play.id AND q.id = pq.question_id
          AND pq.question_id = p_question_ids[i] AND pq.answer IS NULL
        RETURNING pq.play_id, pq.correct
      )
      UPDATE quiz_plays p
      SET answered = p.answered + 1,
          correct = p.correct + (CASE WHEN recorded.correct THEN 1 ELSE 0 END),
          ended_at = CASE WHEN p.answered + 1 >= p.question_count THEN p_at[i] END,
          elapsed_ms = CASE WHEN p.answered + 1 >= p.question_count
            THEN (extract(epoch FROM p_at[i] - p.started_at) * 1000)::int END
      FROM recorded
      WHERE p.id = recorded.play_id
      RETURNING i, p.user_id, p.answered::integer, p.question_count::integer, p.ended_at;
  END LOOP;
END
$$;
