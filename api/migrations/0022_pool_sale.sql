-- The bidding sale of mystery boxes, DOMAIN.md "Packs, shop and bidding sale": a sale runs [starts_at, ends_at)
-- (preparation before, ongoing, ended after). A user's commitment is one row per sale, held from the balance by ledger
-- rows in the committing transaction; the sale row keeps the running total (updated under its row lock, which also
-- orders commits against the quota and against the settlement). After the end the job settles a sale once: under
-- its row lock and only while settled_at is null, it writes the clearing price, each commitment's boxes and refund,
-- the ledger rows and the boxes, in one transaction.
CREATE TABLE pool_sales (
  id bigserial PRIMARY KEY,
  public_id text NOT NULL UNIQUE,
  currency text NOT NULL CHECK (currency IN ('TMT', 'GOAL')),
  boxes integer NOT NULL CHECK (boxes > 0),
  reserve_price numeric(78, 0) NOT NULL CHECK (reserve_price > 0),
  quota numeric(78, 0) NOT NULL CHECK (quota > 0),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  total_committed numeric(78, 0) NOT NULL DEFAULT 0 CHECK (total_committed >= 0),
  committers integer NOT NULL DEFAULT 0 CHECK (committers >= 0),
  clearing_price numeric(78, 0) CHECK (clearing_price > 0),
  boxes_sold integer CHECK (boxes_sold >= 0),
  settled_at timestamptz,
  created_at timestamptz NOT NULL,
  CONSTRAINT pool_sales_period CHECK (ends_at > starts_at),
  CONSTRAINT pool_sales_settled CHECK (
    (settled_at IS NULL) = (clearing_price IS NULL) AND (settled_at IS NULL) = (boxes_sold IS NULL)),
  CONSTRAINT pool_sales_supply CHECK (boxes_sold IS NULL OR boxes_sold <= boxes)
);
CREATE INDEX pool_sales_currency_idx ON pool_sales (currency, starts_at DESC);
CREATE INDEX pool_sales_unsettled_idx ON pool_sales (ends_at) WHERE settled_at IS NULL;

CREATE TABLE pool_sale_commitments (
  sale_id bigint NOT NULL REFERENCES pool_sales (id),
  user_id bigint NOT NULL REFERENCES users (id),
  amount numeric(78, 0) NOT NULL CHECK (amount > 0),
  -- Written at settlement: boxes given, what they cost (boxes × price) and the refund (amount − cost).
  boxes integer CHECK (boxes >= 0),
  cost numeric(78, 0) CHECK (cost >= 0),
  refund numeric(78, 0) CHECK (refund >= 0),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (sale_id, user_id),
  CONSTRAINT pool_sale_commitments_settled CHECK (
    (boxes IS NULL) = (cost IS NULL) AND (boxes IS NULL) = (refund IS NULL)
    AND (refund IS NULL OR cost + refund = amount))
);
CREATE INDEX pool_sale_commitments_user_idx ON pool_sale_commitments (user_id);
