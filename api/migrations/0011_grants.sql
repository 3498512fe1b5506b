-- Frozen rewards (DOMAIN.md "Vesting and the claim center"): every reward of TopManager, PVP, TopPrize, the airdrop,
-- the draw, referral and fan-token staking is a grant that releases linearly from its start over its duration. What is
-- released is computed when read; `claimed` only grows, never past the amount, and moves into the wallet through the
-- ledger in the same transaction.
CREATE TABLE grants (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  source text NOT NULL CHECK (source IN ('topManagerDaily', 'topManagerSeason', 'pvp', 'topPrize', 'airdrop', 'draw',
    'referral', 'fanStaking')),
  currency text NOT NULL CHECK (currency IN ('USD', 'BNB', 'TMT', 'GOAL', 'POINTS')),
  amount numeric(78, 0) NOT NULL CHECK (amount > 0),
  claimed numeric(78, 0) NOT NULL DEFAULT 0,
  starts_at timestamptz NOT NULL,
  duration_s integer NOT NULL CHECK (duration_s >= 0),
  -- Earned by trial cards: claimable only once the account owns enough paid cards.
  trial boolean NOT NULL DEFAULT false,
  -- What paid it (a payout period, a draw, a friend's purchase): one grant per source and ref, so a writer that runs
  -- twice pays once.
  ref text NOT NULL,
  created_at timestamptz NOT NULL,
  CONSTRAINT grants_claimed_within_amount CHECK (claimed >= 0 AND claimed <= amount),
  CONSTRAINT grants_source_ref UNIQUE (source, ref)
);
CREATE INDEX grants_user_idx ON grants (user_id, source, id);
