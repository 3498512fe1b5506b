-- Numbering a transaction's live events at commit (0014) locks the counters of every user it publishes to, in user
-- order, before numbering any. That lock step ran once per event and found the users by scanning the unnumbered rows'
-- index, whose entries for rows numbered since the last vacuum stay until vacuum removes them: a transaction with n
-- events paid n scans, each longer the more events the table took since its last vacuum (under load, most of the
-- database's time). Now a statement trigger notes the users each INSERT publishes to (in a transaction-local setting,
-- rolled back with a savepoint), and the transaction's first numbering locks their counters once, in user order.
CREATE FUNCTION live_events_note_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config(
    'fc.live_event_users',
    concat_ws(',', nullif(current_setting('fc.live_event_users', true), ''), (SELECT string_agg(DISTINCT user_id::text, ',') FROM inserted)),
    true
  );
  RETURN NULL;
END;
$$;
CREATE TRIGGER live_events_note_users AFTER INSERT ON live_events REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION live_events_note_users();

CREATE OR REPLACE FUNCTION live_events_number() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_seq bigint;
  noted_users text := current_setting('fc.live_event_users', true);
BEGIN
  -- Lock the counter of every user this transaction publishes to, in user order, before numbering any: two
  -- transactions publishing to the same two users then wait for each other instead of deadlocking.
  IF noted_users <> '' THEN
    INSERT INTO live_sequences (user_id, seq)
      SELECT DISTINCT noted.user_id::bigint, 0 FROM unnest(string_to_array(noted_users, ',')) AS noted (user_id) ORDER BY 1
      ON CONFLICT (user_id) DO UPDATE SET seq = live_sequences.seq;
    PERFORM set_config('fc.live_event_users', '', true);
  END IF;
  INSERT INTO live_sequences AS counter (user_id, seq) VALUES (NEW.user_id, 1)
    ON CONFLICT (user_id) DO UPDATE SET seq = counter.seq + 1
    RETURNING seq INTO next_seq;
  UPDATE live_events SET seq = next_seq WHERE id = NEW.id;
  PERFORM pg_notify('fc_live_events', NEW.user_id::text);
  RETURN NULL;
END;
$$;

-- Only the lock step's scan read it; every event paid to write and update it.
DROP INDEX live_events_unnumbered_idx;
