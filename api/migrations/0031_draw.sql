-- The draw (issue 14, DOMAIN.md "Staking, airdrop, draw"): commit–reveal. Each user has one current commitment: a
-- server seed whose SHA-256 the page shows before drawing; a draw uses it, is recorded with the seed revealed, and
-- the user gets a new commitment (nonce + 1). Written by modules/draw only.
CREATE TABLE draw_commitments (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  seed text NOT NULL CHECK (seed ~ '^[0-9a-f]{64}$'),
  seed_hash text NOT NULL CHECK (seed_hash ~ '^[0-9a-f]{64}$'),
  nonce integer NOT NULL CHECK (nonce >= 1),
  created_at timestamptz NOT NULL
);

CREATE TABLE draws (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  -- The client's id for a retry (optional): a second draw with the same id answers the first.
  request_id text,
  nonce integer NOT NULL,
  seed text NOT NULL,
  seed_hash text NOT NULL,
  tier integer NOT NULL,
  multiplier_bp integer NOT NULL CHECK (multiplier_bp BETWEEN 6000 AND 16000),
  price numeric(78, 0) NOT NULL CHECK (price > 0),
  reward numeric(78, 0) NOT NULL CHECK (reward > 0),
  inviter_id bigint REFERENCES users (id),
  inviter_reward numeric(78, 0),
  created_at timestamptz NOT NULL,
  CHECK ((inviter_id IS NULL) = (inviter_reward IS NULL))
);
CREATE UNIQUE INDEX draws_user_nonce ON draws (user_id, nonce);
CREATE UNIQUE INDEX draws_user_request ON draws (user_id, request_id) WHERE request_id IS NOT NULL;
CREATE INDEX draws_user_created_idx ON draws (user_id, id DESC);
