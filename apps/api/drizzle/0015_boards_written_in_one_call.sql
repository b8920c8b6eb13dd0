-- Putting a result on the boards took about thirteen statements, each a round trip, inside
-- one transaction: lock the person, claim the play, read, write and re-bucket the day entry,
-- then the month entry. At the end of a rush every play ends within a minute, and those
-- statements were a third of the database's work per play (docs/decisions/0045). They are
-- now one call of the functions below, with the same rules and the same locks.

-- The time buckets that rank counts are kept in: day boards by the second, month boards by
-- the minute. rankOf counts with these same functions, so writes and reads always agree.
CREATE FUNCTION "board_bucket_ms"("period" text) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE WHEN left("period", 2) = 'm:' THEN 60000 ELSE 1000 END;
--> statement-breakpoint
CREATE FUNCTION "board_bucket"("period" text, "elapsed_ms" integer) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN floor("elapsed_ms"::float8 / board_bucket_ms("period"))::integer;
--> statement-breakpoint
-- Writes one entry (a new one, or the old one replaced) and moves its bucket count.
CREATE FUNCTION "board_write_entry"(
  "p_board" text, "p_period" text, "p_user" integer,
  "p_old_score" integer, "p_old_ms" integer, "p_score" integer, "p_ms" integer
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_old_score IS NULL THEN
    INSERT INTO board_entries (board, period, user_id, score, elapsed_ms, plays)
      VALUES (p_board, p_period, p_user, p_score, p_ms, 1);
  ELSE
    UPDATE board_entries SET score = p_score, elapsed_ms = p_ms, plays = plays + 1, updated_at = now()
      WHERE board = p_board AND period = p_period AND user_id = p_user;
    IF p_old_score = p_score AND board_bucket(p_period, p_old_ms) = board_bucket(p_period, p_ms) THEN
      RETURN;
    END IF;
    UPDATE board_buckets SET entries = entries - 1
      WHERE board = p_board AND period = p_period AND score = p_old_score
        AND bucket = board_bucket(p_period, p_old_ms);
  END IF;
  INSERT INTO board_buckets (board, period, score, bucket, entries)
    VALUES (p_board, p_period, p_score, board_bucket(p_period, p_ms), 1)
    ON CONFLICT (board, period, score, bucket) DO UPDATE SET entries = board_buckets.entries + 1;
END
$$;
--> statement-breakpoint
-- Puts one result (a quiz play, a game run) on its board's day and month. The day entry keeps
-- the better of the old best and this result, score and time taken together as a pair
-- (higher score first, then less time), so a later worse play never lends its better time to
-- an earlier better score. The month entry moves by the same difference, so it always equals
-- the sum of the person's day entries. Every board write takes the person's lock first, so
-- two results of one person never interleave; each statement after it reads afresh (read
-- committed), so it sees what the lock's previous holder wrote.
CREATE FUNCTION "add_to_boards"(
  "p_board" text, "p_day" text, "p_user" integer, "p_score" integer, "p_elapsed_ms" integer
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  day_period text := 'd:' || p_day;
  month_period text := 'm:' || left(p_day, 7);
  old_day board_entries;
  old_month board_entries;
  best_score integer := p_score;
  best_ms integer := p_elapsed_ms;
BEGIN
  PERFORM 1 FROM users WHERE id = p_user FOR UPDATE;
  SELECT * INTO old_day FROM board_entries
    WHERE board = p_board AND period = day_period AND user_id = p_user;
  IF old_day.score > p_score OR (old_day.score = p_score AND old_day.elapsed_ms <= p_elapsed_ms) THEN
    best_score := old_day.score;
    best_ms := old_day.elapsed_ms;
  END IF;
  PERFORM board_write_entry(p_board, day_period, p_user, old_day.score, old_day.elapsed_ms, best_score, best_ms);

  SELECT * INTO old_month FROM board_entries
    WHERE board = p_board AND period = month_period AND user_id = p_user;
  PERFORM board_write_entry(p_board, month_period, p_user, old_month.score, old_month.elapsed_ms,
    coalesce(old_month.score, 0) + best_score - coalesce(old_day.score, 0),
    coalesce(old_month.elapsed_ms, 0) + best_ms - coalesce(old_day.elapsed_ms, 0));
END
$$;
--> statement-breakpoint
-- Puts one ended quiz play on the boards, exactly once: claiming the play (setting
-- board_recorded_at) and adding it are one transaction, under the person's lock, taken
-- before the claim as every board write takes it first. False if it was already claimed.
CREATE FUNCTION "put_quiz_play_on_boards"("p_play" integer, "p_at" timestamptz) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  play quiz_plays;
BEGIN
  PERFORM 1 FROM users WHERE id = (SELECT user_id FROM quiz_plays WHERE id = p_play) FOR UPDATE;
  UPDATE quiz_plays SET board_recorded_at = p_at
    WHERE id = p_play AND ended_at IS NOT NULL AND board_recorded_at IS NULL
    RETURNING * INTO play;
  IF NOT FOUND THEN
    RETURN false;
  END IF;
  PERFORM add_to_boards(CASE play.kind WHEN 'special' THEN 'special' ELSE 'quiz' END,
    play.day, play.user_id, play.correct, coalesce(play.elapsed_ms, 0));
  RETURN true;
END
$$;
