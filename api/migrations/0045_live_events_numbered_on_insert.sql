-- Live events are numbered as they are inserted, no longer by an UPDATE at commit (0014, 0044). Every event row used
-- to be inserted with a null `seq` and updated at commit: a dead row and new index entries per event, so the table
-- that takes the most writes needed the heaviest vacuum rounds (index scans each time), and under load those rounds
-- set the slowest seconds of every write.
--
-- The guarantee stays the same: a user's events become visible in `seq` order, without gaps. A BEFORE trigger takes
-- the number under the lock of the user's counter row, held until the transaction ends; another transaction
-- publishing to that user waits for it there, and takes the next number after the first has committed (or the same
-- number after it rolled back). That lock is held from the INSERT to the commit, so the events are inserted at the
-- transaction's very end (`publishLiveEvent` defers them: db/deferred-writes.ts), all in one statement sorted by user:
-- two transactions publishing to the same users take their counters in one order and cannot deadlock.
DROP TRIGGER live_events_number_at_commit ON live_events;
DROP TRIGGER live_events_note_users ON live_events;
DROP FUNCTION live_events_note_users();
DROP FUNCTION live_events_number();

CREATE FUNCTION live_events_number() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO live_sequences AS counter (user_id, seq) VALUES (NEW.user_id, 1)
    ON CONFLICT (user_id) DO UPDATE SET seq = counter.seq + 1
    RETURNING seq INTO NEW.seq;
  -- Delivered at commit only, to every API process listening.
  PERFORM pg_notify('fc_live_events', NEW.user_id::text);
  RETURN NEW;
END;
$$;
CREATE TRIGGER live_events_number_on_insert BEFORE INSERT ON live_events
  FOR EACH ROW EXECUTE FUNCTION live_events_number();

-- Every row has its number from its insert on.
ALTER TABLE live_events ALTER COLUMN seq SET NOT NULL;
