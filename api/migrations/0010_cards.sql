-- Everything a user holds (DOMAIN.md "What a card is: the families"): collectible and FP cards, packs, mystery boxes
-- and items, one row each, with exactly one state. A state changes only through the card state machine
-- (src/modules/cards/state-machine.ts), which says so to the database for its transaction; any other UPDATE of a
-- card's state is refused below. Supply is the database's to enforce: serials are unique per player, rarity and
-- family, and a counter per (family, player, rarity) never passes the rarity's supply.

-- How many cards of a player and rarity exist per family; the row is created on the first mint.
CREATE TABLE card_supply (
  family text NOT NULL CHECK (family IN ('collectible', 'fp')),
  player_id integer NOT NULL REFERENCES players (id),
  rarity text NOT NULL CHECK (rarity IN ('common', 'rare', 'epic', 'legendary', 'unique')),
  supply integer NOT NULL,
  minted integer NOT NULL,
  PRIMARY KEY (family, player_id, rarity),
  CONSTRAINT card_supply_by_rarity CHECK (supply = CASE rarity
    WHEN 'unique' THEN 1 WHEN 'legendary' THEN 10 WHEN 'epic' THEN 100 WHEN 'rare' THEN 1000 ELSE 10000 END),
  CONSTRAINT card_supply_not_exceeded CHECK (minted BETWEEN 0 AND supply)
);

CREATE TABLE cards (
  id bigserial PRIMARY KEY,
  -- Public, random and opaque: a uint256 in decimal, the on-chain id once the card is withdrawn as an NFT.
  token_id text NOT NULL UNIQUE CHECK (token_id ~ '^[1-9][0-9]{0,77}$'),
  family text NOT NULL CHECK (family IN ('collectible', 'fp', 'pack', 'box', 'item')),
  owner_id bigint NOT NULL REFERENCES users (id),
  state text NOT NULL CHECK (state IN ('normal', 'listed', 'training', 'staking', 'camp', 'locked', 'battling',
    'transfer', 'in_use', 'unavailable', 'trial')),
  player_id integer REFERENCES players (id),
  -- A box may know the rarity of the card inside (a training's child); packs and items have none.
  rarity text CHECK (rarity IN ('common', 'rare', 'epic', 'legendary', 'unique')),
  serial integer,
  supply integer,
  -- The pack's kind (legend, allStar) or the item's (boots, energyDrink, …).
  kind text,
  -- Trial FP cards: free, not part of the supply, gone after this moment.
  trial_until timestamptz,
  -- The FP card an equipment item is worn by.
  equipped_on bigint REFERENCES cards (id),
  state_changed_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  CONSTRAINT cards_player CHECK ((family IN ('collectible', 'fp')) = (player_id IS NOT NULL)),
  CONSTRAINT cards_rarity CHECK (family NOT IN ('collectible', 'fp') OR rarity IS NOT NULL),
  CONSTRAINT cards_no_rarity CHECK (family NOT IN ('pack', 'item') OR rarity IS NULL),
  CONSTRAINT cards_kind CHECK ((family IN ('pack', 'item')) = (kind IS NOT NULL)),
  CONSTRAINT cards_trial CHECK (trial_until IS NULL OR family = 'fp'),
  -- Every owned player card has a serial n / supply, except trial cards.
  CONSTRAINT cards_serial CHECK (
    (family IN ('collectible', 'fp') AND trial_until IS NULL) = (serial IS NOT NULL)
    AND (serial IS NULL) = (supply IS NULL)
    AND (serial IS NULL OR serial BETWEEN 1 AND supply)),
  CONSTRAINT cards_equipped CHECK (equipped_on IS NULL OR (family = 'item' AND state = 'in_use')),
  CONSTRAINT cards_trial_state CHECK (state <> 'trial' OR trial_until IS NOT NULL)
);
CREATE UNIQUE INDEX cards_serial_unique ON cards (family, player_id, rarity, serial) WHERE serial IS NOT NULL;
CREATE INDEX cards_owner_idx ON cards (owner_id, family, id);
CREATE INDEX cards_equipped_on_idx ON cards (equipped_on) WHERE equipped_on IS NOT NULL;
CREATE INDEX cards_trial_until_idx ON cards (trial_until) WHERE trial_until IS NOT NULL;

-- What only FP cards have. Growth (attributes, potential, skills) adds its columns later.
CREATE TABLE fp_cards (
  card_id bigint PRIMARY KEY REFERENCES cards (id),
  level smallint NOT NULL CHECK (level BETWEEN 1 AND 10),
  xp integer NOT NULL CHECK (xp >= 0),
  ascended boolean NOT NULL,
  stamina smallint NOT NULL CHECK (stamina BETWEEN 0 AND 120),
  mint_count smallint NOT NULL CHECK (mint_count >= 0),
  parent_a bigint REFERENCES cards (id),
  parent_b bigint REFERENCES cards (id),
  last_match_at timestamptz
);

-- Every change of a card: its mint, each state-machine action, each change of hands. Append-only.
CREATE TABLE card_events (
  id bigserial PRIMARY KEY,
  card_id bigint NOT NULL REFERENCES cards (id),
  action text NOT NULL,
  from_state text,
  to_state text NOT NULL,
  owner_id bigint NOT NULL REFERENCES users (id),
  ref text,
  created_at timestamptz NOT NULL
);
CREATE INDEX card_events_card_idx ON card_events (card_id, id);

CREATE FUNCTION card_events_are_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'card_events is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER card_events_no_update_or_delete BEFORE UPDATE OR DELETE ON card_events
  FOR EACH ROW EXECUTE FUNCTION card_events_are_append_only();

CREATE FUNCTION cards_state_by_machine() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.state IS DISTINCT FROM OLD.state AND coalesce(current_setting('fc.card_state_machine', true), '') <> 'on' THEN
    RAISE EXCEPTION 'a card changes state only through the card state machine' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER cards_state_only_by_machine BEFORE UPDATE OF state ON cards
  FOR EACH ROW EXECUTE FUNCTION cards_state_by_machine();

-- Each opening of a pack or a mystery box, once per box: the server seed its draws came from (recorded, so any
-- opening can be replayed and checked) and the cards it revealed, in order.
CREATE TABLE card_openings (
  card_id bigint PRIMARY KEY REFERENCES cards (id),
  owner_id bigint NOT NULL REFERENCES users (id),
  seed text NOT NULL CHECK (seed ~ '^[0-9a-f]{64}$'),
  revealed jsonb NOT NULL,
  created_at timestamptz NOT NULL
);
