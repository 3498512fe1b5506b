-- Gift codes (DOMAIN.md "Wallet and payments"): an operator creates a code (the giftcode CLI) that grants currencies,
-- items and packs. A code is redeemed at most once per account (the primary key of gift_code_redemptions) and at most
-- `uses_total` times in all: redeeming locks the code's row, and the check below refuses a count past the total even
-- to a writer that forgot the lock.
CREATE TABLE gift_codes (
  id bigserial PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9]{4,32}$'),
  -- What one redemption gives: [{ "kind": "currency", "currency": "TMT", "amount": "<base units>" },
  -- { "kind": "item", "item": "energyDrink", "quantity": 2 }, { "kind": "pack", "pack": "allStar", "quantity": 1 }].
  grants jsonb NOT NULL CHECK (jsonb_typeof(grants) = 'array' AND jsonb_array_length(grants) > 0),
  uses_total integer NOT NULL CHECK (uses_total > 0),
  uses_count integer NOT NULL DEFAULT 0,
  expires_at timestamptz,
  disabled_at timestamptz,
  created_at timestamptz NOT NULL,
  CONSTRAINT gift_codes_uses_within_total CHECK (uses_count >= 0 AND uses_count <= uses_total)
);

CREATE TABLE gift_code_redemptions (
  gift_code_id bigint NOT NULL REFERENCES gift_codes (id),
  user_id bigint NOT NULL REFERENCES users (id),
  -- What this redemption gave: the code's grants and the tokenIds of the cards minted for it.
  received jsonb NOT NULL,
  redeemed_at timestamptz NOT NULL,
  PRIMARY KEY (gift_code_id, user_id)
);
CREATE INDEX gift_code_redemptions_user_idx ON gift_code_redemptions (user_id, redeemed_at);

-- Referral (DOMAIN.md "Referral"): what each invited friend consumed in TMT and what their inviter was rewarded for it.
-- The reward is floor(consumed × rate) − rewarded, so the fraction a small consumption leaves is carried to the next
-- one instead of being rounded away. Written by the ledger hook in the consuming transaction, under this row's lock.
CREATE TABLE referral_consumption (
  friend_id bigint PRIMARY KEY REFERENCES users (id),
  inviter_id bigint NOT NULL REFERENCES users (id),
  consumed numeric(78, 0) NOT NULL CHECK (consumed >= 0),
  rewarded numeric(78, 0) NOT NULL CHECK (rewarded >= 0),
  updated_at timestamptz NOT NULL
);
CREATE INDEX referral_consumption_inviter_idx ON referral_consumption (inviter_id);

-- One row per consuming ledger row of an invited friend: the grant it wrote (none when the reward was still a
-- fraction carried to the next consumption). The ledger row's id makes the hook idempotent.
CREATE TABLE referral_rewards (
  ledger_id bigint PRIMARY KEY REFERENCES ledger (id),
  inviter_id bigint NOT NULL REFERENCES users (id),
  friend_id bigint NOT NULL REFERENCES users (id),
  consumed numeric(78, 0) NOT NULL CHECK (consumed > 0),
  reward numeric(78, 0) NOT NULL CHECK (reward >= 0),
  grant_id bigint REFERENCES grants (id),
  created_at timestamptz NOT NULL,
  CONSTRAINT referral_rewards_grant CHECK ((reward > 0) = (grant_id IS NOT NULL))
);
CREATE INDEX referral_rewards_inviter_idx ON referral_rewards (inviter_id, ledger_id);

-- The points shop (config/goods): what each user bought of each goods per UTC day. The row carries the day's limit,
-- so the database refuses a purchase past it whatever the concurrency.
CREATE TABLE goods_purchases (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  goods_id text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  cost numeric(78, 0) NOT NULL CHECK (cost > 0),
  created_at timestamptz NOT NULL
);
CREATE INDEX goods_purchases_user_idx ON goods_purchases (user_id, id);

CREATE TABLE goods_daily_counts (
  user_id bigint NOT NULL REFERENCES users (id),
  goods_id text NOT NULL,
  day date NOT NULL,
  bought integer NOT NULL,
  daily_limit integer NOT NULL,
  PRIMARY KEY (user_id, goods_id, day),
  CONSTRAINT goods_daily_limit CHECK (bought > 0 AND bought <= daily_limit)
);
