-- Buying TMT (DOMAIN.md "Wallet and payments"): by card, an order of kind buy_tmt (0016), or from the USD balance. Each
-- purchase is a row here, whichever way it is paid, so that the daily limit (5,000 USD per account and UTC day) is one
-- sum over one table, taken under the account's row lock. A card order's row is `held` while the order is open (it
-- counts), `released` when the order fails, times out or is cancelled (it stops counting), `credited` once the paid
-- order's TMT is in the wallet, or `refunded` when the order was paid after it had closed and today's limit no longer
-- had room (its USD went to the wallet instead). A conversion from the USD balance is `credited` at once.
CREATE TABLE tmt_purchases (
  id bigserial PRIMARY KEY,
  public_id text NOT NULL UNIQUE,
  user_id bigint NOT NULL REFERENCES users (id),
  source text NOT NULL CHECK (source IN ('card', 'usd_balance')),
  order_id bigint UNIQUE REFERENCES orders (id),
  -- What is paid (USD base units) and credited (TMT base units), at the operator's rate then (millionths of a USD per TMT).
  usd numeric(78, 0) NOT NULL CHECK (usd > 0),
  tmt numeric(78, 0) NOT NULL CHECK (tmt > 0),
  rate bigint NOT NULL CHECK (rate > 0),
  -- The UTC day whose limit it counts in: the day it was created.
  day date NOT NULL,
  status text NOT NULL CHECK (status IN ('held', 'credited', 'released', 'refunded')),
  created_at timestamptz NOT NULL,
  credited_at timestamptz,
  CONSTRAINT tmt_purchases_paid_by CHECK ((source = 'card') = (order_id IS NOT NULL)),
  CONSTRAINT tmt_purchases_credited CHECK ((status = 'credited') = (credited_at IS NOT NULL))
);
CREATE INDEX tmt_purchases_user_day_idx ON tmt_purchases (user_id, day);

ALTER TABLE orders DROP CONSTRAINT orders_kind_check;
ALTER TABLE orders ADD CONSTRAINT orders_kind_check CHECK (kind IN ('add_funds', 'card_pack', 'buy_tmt'));
-- A fulfilled order whose fulfilment credited its USD to the wallet instead of what it bought (paid after it had
-- closed, when that was no longer available).
ALTER TABLE orders ADD COLUMN refunded boolean NOT NULL DEFAULT false;
