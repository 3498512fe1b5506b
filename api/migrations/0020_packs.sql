-- The pack sale (DOMAIN.md "Packs, shop and bidding sale", SPEC §4 "Pack sale periods"). A series sells `supply` packs
-- of one kind through the periods exhibition → reservation → lots drawing → before sale → on sale → end, each starting
-- at its stored time (reads compute the current period from them). The job runner does each period's side effects once,
-- each marked by its column: the lots seed's hash is published when the reservation opens (hash_published_at), the lots
-- are drawn when the drawing starts (drawn_at) and the seed is revealed with the winners (revealed_at).
CREATE TABLE pack_series (
  id bigserial PRIMARY KEY,
  public_id text NOT NULL UNIQUE CHECK (public_id ~ '^[a-z0-9-]+$'),
  kind text NOT NULL CHECK (kind IN ('legend', 'allStar')),
  supply integer NOT NULL CHECK (supply > 0),
  -- Packs left to sell: a purchase takes them under the row's lock, and never below zero.
  remaining integer NOT NULL,
  -- TMT and USD base units per pack.
  price_tmt numeric(78, 0) NOT NULL CHECK (price_tmt > 0),
  price_usd numeric(78, 0) NOT NULL CHECK (price_usd > 0),
  max_per_user integer NOT NULL CHECK (max_per_user > 0),
  daily_limit integer NOT NULL CHECK (daily_limit > 0),
  -- Packs the lots drawing gives to reservations.
  lots integer NOT NULL CHECK (lots >= 0),
  exhibition_at timestamptz NOT NULL,
  reservation_at timestamptz NOT NULL,
  drawing_at timestamptz NOT NULL,
  before_sale_at timestamptz NOT NULL,
  on_sale_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  -- The lots seed (recorded when the series is created), its hash shown from the reservation's opening.
  seed text NOT NULL CHECK (seed ~ '^[0-9a-f]{64}$'),
  hash_published_at timestamptz,
  drawn_at timestamptz,
  revealed_at timestamptz,
  created_at timestamptz NOT NULL,
  CONSTRAINT pack_series_remaining CHECK (remaining BETWEEN 0 AND supply),
  CONSTRAINT pack_series_lots CHECK (lots <= supply),
  CONSTRAINT pack_series_periods_ordered CHECK (
    exhibition_at <= reservation_at AND reservation_at <= drawing_at AND drawing_at <= before_sale_at
    AND before_sale_at <= on_sale_at AND on_sale_at <= end_at)
);

-- A user's reservation of a series, in the order made (`position`): the published list the winners are drawn from.
CREATE TABLE pack_reservations (
  series_id bigint NOT NULL REFERENCES pack_series (id),
  user_id bigint NOT NULL REFERENCES users (id),
  position integer NOT NULL,
  -- The entry's public id in the published list (the user's identity is not published).
  entry text NOT NULL UNIQUE,
  quantity integer NOT NULL CHECK (quantity > 0),
  state text NOT NULL CHECK (state IN ('reserved', 'drawing', 'won', 'lost')),
  won integer NOT NULL DEFAULT 0 CHECK (won >= 0 AND won <= quantity),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (series_id, user_id),
  UNIQUE (series_id, position)
);

-- What a user bought of a series, in all and per UTC day, with the limit each count may not pass (the database refuses
-- a purchase over it, however many arrive at once).
CREATE TABLE pack_user_counts (
  series_id bigint NOT NULL REFERENCES pack_series (id),
  user_id bigint NOT NULL REFERENCES users (id),
  bought integer NOT NULL,
  max_per_user integer NOT NULL,
  PRIMARY KEY (series_id, user_id),
  CONSTRAINT pack_user_max_not_exceeded CHECK (bought BETWEEN 0 AND max_per_user)
);
CREATE TABLE pack_daily_counts (
  series_id bigint NOT NULL REFERENCES pack_series (id),
  user_id bigint NOT NULL REFERENCES users (id),
  day date NOT NULL,
  bought integer NOT NULL,
  daily_limit integer NOT NULL,
  PRIMARY KEY (series_id, user_id, day),
  CONSTRAINT pack_daily_limit_not_exceeded CHECK (bought BETWEEN 0 AND daily_limit)
);

-- Every pack sold: paid in TMT (ledger rows, reason pack_purchase, ref pack:<public_id>) in the transaction that
-- takes the supply and gives the pack (a `cards` row of family `pack`).
CREATE TABLE pack_purchases (
  id bigserial PRIMARY KEY,
  public_id text NOT NULL UNIQUE,
  series_id bigint NOT NULL REFERENCES pack_series (id),
  user_id bigint NOT NULL REFERENCES users (id),
  quantity integer NOT NULL CHECK (quantity > 0),
  currency text NOT NULL CHECK (currency IN ('TMT', 'USD')),
  cost numeric(78, 0) NOT NULL CHECK (cost > 0),
  -- The packs given, in order.
  card_ids bigint[] NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX pack_purchases_user_idx ON pack_purchases (series_id, user_id, id);

-- Packs paid by card go through an order of the payments module (kind card_pack, 0016): creating the order takes the
-- supply and counts the limits at once (a `held` purchase); a failed, timed-out or cancelled order gives them back
-- (`released`); the paid order's fulfilment mints the packs (`delivered`), once. A TMT purchase is delivered at once.
ALTER TABLE pack_purchases
  ADD COLUMN order_id bigint UNIQUE REFERENCES orders (id),
  ADD COLUMN status text NOT NULL DEFAULT 'delivered' CHECK (status IN ('held', 'delivered', 'released')),
  ADD CONSTRAINT pack_purchases_paid_by CHECK ((currency = 'USD') = (order_id IS NOT NULL));
ALTER TABLE orders DROP CONSTRAINT orders_kind_check;
ALTER TABLE orders ADD CONSTRAINT orders_kind_check CHECK (kind IN ('add_funds', 'card_pack'));
