-- The shop (/propshop), DOMAIN.md "Packs, shop and bidding sale": areas collection, limited supply, regular, daily
-- update and weekly update; the catalogue (goods, prices, limits, stock sizes) is modules/shop/constants.ts. A purchase
-- takes the stock (shop_stock), counts the user's limit (shop_user_counts), debits the currency (ledger) and mints the
-- items or packs, in one transaction: the checks below refuse a purchase past the stock or the limit whatever the
-- concurrency, and the refusal aborts the transaction.

-- The daily and weekly areas' rotations, written by the rotation jobs once per period: which goods are on offer from
-- `period_start` on. The choice is a deterministic function of the area and the period (modules/shop/rotation.ts).
CREATE TABLE shop_rotations (
  area text NOT NULL CHECK (area IN ('daily', 'weekly')),
  period_start timestamptz NOT NULL,
  goods_ids text[] NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (area, period_start)
);

-- The stock of a goods in a window: `all` for limited supply (created at its first sale), a rotation's period start
-- (ISO) for daily and weekly goods (created by the rotation).
CREATE TABLE shop_stock (
  goods_id text NOT NULL,
  stock_window text NOT NULL,
  stock integer NOT NULL CHECK (stock > 0),
  sold integer NOT NULL DEFAULT 0,
  PRIMARY KEY (goods_id, stock_window),
  CONSTRAINT shop_stock_not_exceeded CHECK (sold >= 0 AND sold <= stock)
);

-- What each user bought of each goods in its limit window (`all`, a UTC day, or a rotation's period start). The row
-- carries the limit, so the database refuses a purchase past it.
CREATE TABLE shop_user_counts (
  user_id bigint NOT NULL REFERENCES users (id),
  goods_id text NOT NULL,
  limit_window text NOT NULL,
  bought integer NOT NULL,
  purchase_limit integer NOT NULL,
  PRIMARY KEY (user_id, goods_id, limit_window),
  CONSTRAINT shop_user_limit CHECK (bought > 0 AND bought <= purchase_limit)
);

CREATE TABLE shop_purchases (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  goods_id text NOT NULL,
  area text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  currency text NOT NULL CHECK (currency IN ('TMT', 'POINTS')),
  cost numeric(78, 0) NOT NULL CHECK (cost > 0),
  created_at timestamptz NOT NULL
);
CREATE INDEX shop_purchases_user_idx ON shop_purchases (user_id, id);
