-- Live events (modules/events): what a signed-in browser's event stream delivers. A change that should reach the
-- browser inserts its event in its own transaction, so a change rolled back publishes nothing.
--
-- Events are numbered per user, at commit: `seq` is the SSE event id a client resumes after. A deferred trigger
-- gives the number under a lock on the user's counter that is held until the commit is visible, so the user's events
-- become visible in `seq` order, without gaps: a reader that has seen n has seen everything before n. (A serial id
-- alone would not do: a transaction that drew id 10 may commit after one that drew id 11, and a reader that went past
-- 11 would never see 10.) The same trigger notifies channel `fc_live_events` with the user id, which PostgreSQL
-- delivers on commit only, to every API process listening.
CREATE TABLE live_events (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Null until the transaction commits (never seen so by another transaction).
  seq bigint,
  type text NOT NULL CHECK (type IN ('messages', 'balance', 'card')),
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX live_events_user_seq_idx ON live_events (user_id, seq);
CREATE INDEX live_events_unnumbered_idx ON live_events (user_id) WHERE seq IS NULL;
CREATE INDEX live_events_created_idx ON live_events (created_at);

-- The last number given to each user's events.
CREATE TABLE live_sequences (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  seq bigint NOT NULL CHECK (seq >= 0)
);

CREATE FUNCTION live_events_number() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_seq bigint;
BEGIN
  -- Lock the counter of every user this transaction publishes to, in user order, before numbering any: two
  -- transactions publishing to the same two users then wait for each other instead of deadlocking.
  INSERT INTO live_sequences (user_id, seq)
    SELECT DISTINCT user_id, 0 FROM live_events WHERE seq IS NULL ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE SET seq = live_sequences.seq;
  UPDATE live_sequences SET seq = seq + 1 WHERE user_id = NEW.user_id RETURNING seq INTO next_seq;
  UPDATE live_events SET seq = next_seq WHERE id = NEW.id;
  PERFORM pg_notify('fc_live_events', NEW.user_id::text);
  RETURN NULL;
END;
$$;
CREATE CONSTRAINT TRIGGER live_events_number_at_commit AFTER INSERT ON live_events
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION live_events_number();

-- Single-use tickets that open a stream (EventSource cannot send the session header). Only hashes are stored; a
-- ticket dies with its session.
CREATE TABLE live_tickets (
  token_hash text PRIMARY KEY,
  session_id bigint NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX live_tickets_expires_idx ON live_tickets (expires_at);
CREATE INDEX live_tickets_session_idx ON live_tickets (session_id);
