-- Provably fair outcomes (issue 29, docs/decisions/0020-provably-fair.md). Per user one current seed pair: a server
-- seed whose SHA-256 is shown before any action uses it, the next server seed's hash committed too, the player's seed
-- and the nonce of the next action. An outcome is HMAC-SHA256(server seed, "player seed:nonce:purpose") mapped by
-- @fc/shared/fair; rotating reveals the server seed and makes the committed next one current. Written by modules/fair.
CREATE TABLE fair_seed_pairs (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  server_seed text NOT NULL CHECK (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash text NOT NULL CHECK (server_seed_hash ~ '^[0-9a-f]{64}$'),
  next_server_seed text NOT NULL CHECK (next_server_seed ~ '^[0-9a-f]{64}$'),
  next_server_seed_hash text NOT NULL CHECK (next_server_seed_hash ~ '^[0-9a-f]{64}$'),
  player_seed text NOT NULL CHECK (player_seed ~ '^[A-Za-z0-9._-]{1,64}$'),
  next_nonce integer NOT NULL CHECK (next_nonce >= 0),
  created_at timestamptz NOT NULL,
  -- Set when the pair stops being current; from then on its server seed is shown.
  rotated_at timestamptz
);
CREATE UNIQUE INDEX fair_seed_pairs_current ON fair_seed_pairs (user_id) WHERE rotated_at IS NULL;
CREATE INDEX fair_seed_pairs_user_idx ON fair_seed_pairs (user_id, id DESC);

-- Every nonce taken, once: what it was for and the outcome's reference (a card's token id, a training's id…).
CREATE TABLE fair_outcomes (
  pair_id bigint NOT NULL REFERENCES fair_seed_pairs (id),
  nonce integer NOT NULL CHECK (nonce >= 0),
  purpose text NOT NULL CHECK (purpose IN ('pack', 'box', 'camp', 'training', 'draw', 'match', 'lots')),
  ref text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (pair_id, nonce)
);

-- The outcomes drawn under the scheme name their pair, nonce and purpose; their `seed` is then the outcome's digest.
-- Rows from before have none.
ALTER TABLE card_openings
  ADD COLUMN fair_pair_id bigint REFERENCES fair_seed_pairs (id),
  ADD COLUMN fair_nonce integer,
  ADD COLUMN fair_purpose text,
  ADD CONSTRAINT card_openings_fair_complete CHECK ((fair_pair_id IS NULL) = (fair_nonce IS NULL) AND (fair_pair_id IS NULL) = (fair_purpose IS NULL));
ALTER TABLE camp_attempts
  ADD COLUMN fair_pair_id bigint REFERENCES fair_seed_pairs (id),
  ADD COLUMN fair_nonce integer,
  ADD COLUMN fair_purpose text,
  ADD CONSTRAINT camp_attempts_fair_complete CHECK ((fair_pair_id IS NULL) = (fair_nonce IS NULL) AND (fair_pair_id IS NULL) = (fair_purpose IS NULL));
ALTER TABLE trainings
  ADD COLUMN fair_pair_id bigint REFERENCES fair_seed_pairs (id),
  ADD COLUMN fair_nonce integer,
  ADD COLUMN fair_purpose text,
  ADD CONSTRAINT trainings_fair_complete CHECK ((fair_pair_id IS NULL) = (fair_nonce IS NULL) AND (fair_pair_id IS NULL) = (fair_purpose IS NULL));
