-- The card state machine's permission (0010) is used up by the change it was given for: the trigger clears it as it
-- lets the change through. changeCardState then gives it inside its own UPDATE (one statement, where it took three:
-- set, update, clear), and it still lasts for that one change only: any later UPDATE of a card's state in the same
-- transaction is refused as before.
CREATE OR REPLACE FUNCTION cards_state_by_machine() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  permitted boolean := coalesce(current_setting('fc.card_state_machine', true), '') = 'on';
BEGIN
  PERFORM set_config('fc.card_state_machine', '', true);
  IF NEW.state IS DISTINCT FROM OLD.state AND NOT permitted THEN
    RAISE EXCEPTION 'a card changes state only through the card state machine' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$;
