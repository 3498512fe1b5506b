-- Staking (issue 14, DOMAIN.md "Staking, airdrop, draw"). Written by modules/staking only.
--
-- Card stakes: one row per time a card is staked, kept as history so the power at any moment is computable (the
-- airdrop reads it at a round's end). A stake counts its power from staked_at until unstaked_at; the card then stays
-- in state `staking`, frozen, until frozen_until, when a job (or a read) moves it back and sets released_at. At most
-- one open (not released) stake per card.
CREATE TABLE card_stakes (
  id bigserial PRIMARY KEY,
  card_id bigint NOT NULL REFERENCES cards (id),
  user_id bigint NOT NULL REFERENCES users (id),
  power integer NOT NULL CHECK (power > 0),
  staked_at timestamptz NOT NULL,
  unstaked_at timestamptz,
  frozen_until timestamptz,
  released_at timestamptz,
  CHECK ((unstaked_at IS NULL) = (frozen_until IS NULL)),
  CHECK (released_at IS NULL OR unstaked_at IS NOT NULL),
  CHECK (unstaked_at IS NULL OR unstaked_at >= staked_at)
);
CREATE UNIQUE INDEX card_stakes_one_open ON card_stakes (card_id) WHERE released_at IS NULL;
CREATE INDEX card_stakes_user_idx ON card_stakes (user_id, staked_at);
CREATE INDEX card_stakes_frozen_idx ON card_stakes (frozen_until) WHERE released_at IS NULL AND frozen_until IS NOT NULL;

-- Fan-token (GOAL) stakes: the amount left the wallet (ledger reason goal_stake, ref goal-stake:<id>) and comes back
-- as a grant of source fanStaking with the same ref, released whole at unlocks_at.
CREATE TABLE goal_stakes (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  amount numeric(78, 0) NOT NULL CHECK (amount > 0),
  staked_at timestamptz NOT NULL,
  unlocks_at timestamptz NOT NULL,
  CHECK (unlocks_at > staked_at)
);
CREATE INDEX goal_stakes_user_idx ON goal_stakes (user_id, id DESC);

-- Airdrop rounds: each round's GOAL pool is shared pro rata to the card power staked at ends_at, once (settled_at is
-- set only while null, under the round's row lock); each share is a grant of source airdrop, ref <round id>:<user id>.
CREATE TABLE airdrop_rounds (
  id bigserial PRIMARY KEY,
  pool numeric(78, 0) NOT NULL CHECK (pool > 0),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  settled_at timestamptz,
  -- At settlement: the power shared over, how many accounts were granted and what they were granted in all.
  total_power bigint,
  recipients integer,
  paid numeric(78, 0),
  created_at timestamptz NOT NULL,
  CHECK (ends_at > starts_at),
  CHECK ((settled_at IS NULL) = (total_power IS NULL) AND (settled_at IS NULL) = (recipients IS NULL) AND (settled_at IS NULL) = (paid IS NULL)),
  CHECK (paid IS NULL OR paid <= pool)
);
CREATE INDEX airdrop_rounds_due_idx ON airdrop_rounds (ends_at) WHERE settled_at IS NULL;
CREATE INDEX airdrop_rounds_settled_idx ON airdrop_rounds (ends_at DESC) WHERE settled_at IS NOT NULL;
