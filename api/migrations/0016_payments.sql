-- Add funds and orders (DOMAIN.md "Wallet and payments", SPEC §4). An order is what a user pays for through the
-- payment provider: `kind` says what it buys and `purchase` the details (add funds: the USD to credit), so the packs
-- issue can add `card_pack` orders on the same table. Its status moves new → success (waiting for payment) → paid →
-- fulfilled, or to failed, timeout or cancelled; paid and fulfilled are written in the one transaction that credits the
-- wallet (ledger rows, reason add_funds / order_points, ref order:<public_id>).
CREATE TABLE orders (
  id bigserial PRIMARY KEY,
  public_id text NOT NULL UNIQUE,
  user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('add_funds')),
  status text NOT NULL CHECK (status IN ('new', 'success', 'paid', 'fulfilled', 'failed', 'timeout', 'cancelled')),
  currency text NOT NULL CHECK (currency = 'USD'),
  -- What the order costs, USD base units (cents); add funds: 10 to 100,000 USD (SPEC §5).
  amount numeric(78, 0) NOT NULL CHECK (amount > 0),
  purchase jsonb NOT NULL,
  provider text NOT NULL CHECK (provider IN ('sandbox', 'stripe')),
  method text NOT NULL CHECK (method IN ('card')),
  -- The provider's current checkout (a retry replaces it; a webhook of an earlier one is still checked and honoured).
  payment_id text,
  failure text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  paid_at timestamptz,
  fulfilled_at timestamptz,
  CONSTRAINT orders_paid CHECK ((status IN ('paid', 'fulfilled')) = (paid_at IS NOT NULL)),
  CONSTRAINT orders_fulfilled CHECK ((status = 'fulfilled') = (fulfilled_at IS NOT NULL))
);
CREATE INDEX orders_user_idx ON orders (user_id, id);
CREATE INDEX orders_user_status_idx ON orders (user_id, status, id);

-- Every provider event handled, once: a webhook redelivered (or sent concurrently) finds its row and changes nothing.
CREATE TABLE payment_events (
  provider text NOT NULL,
  event_id text NOT NULL,
  type text NOT NULL,
  order_id bigint REFERENCES orders (id),
  -- What it did: paid, failed, ignored, amount_mismatch, …
  outcome text NOT NULL,
  received_at timestamptz NOT NULL,
  PRIMARY KEY (provider, event_id)
);

-- The sandbox provider's own records (what Stripe keeps on its side): one checkout session per payment attempt.
CREATE TABLE sandbox_payments (
  id text PRIMARY KEY,
  order_public_id text NOT NULL,
  amount numeric(78, 0) NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  status text NOT NULL CHECK (status IN ('open', 'requires_action', 'paid', 'failed', 'expired')),
  success_url text NOT NULL,
  cancel_url text NOT NULL,
  card_last4 text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX sandbox_payments_order_idx ON sandbox_payments (order_public_id);

-- The sandbox's outgoing webhooks in Stripe's format, delivered to /api/payPay/webhook by the job runner and retried
-- with backoff until answered.
CREATE TABLE sandbox_webhooks (
  event_id text PRIMARY KEY,
  payload text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  last_status integer,
  created_at timestamptz NOT NULL,
  delivered_at timestamptz
);
