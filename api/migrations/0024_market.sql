-- The market (issue 12, DOMAIN.md "Market"): FP cards, collectible cards, packs and mystery boxes listed at a fixed
-- price or by auction, in TMT. A listing moves its card through the card state machine (`list`, then `sell`, or
-- `unlist` on a cancel or a timeout); money moves only by ledger rows in the same transaction. The listing's id is its
-- public transId.
--
-- The grid (/market/list) reads this one table: what it filters and sorts on is copied from the card and its player
-- when the card is listed (tab, family, rarity, position, the player's name), so a page needs no join to filter.
CREATE TABLE market_listings (
  id bigserial PRIMARY KEY,
  seller_id bigint NOT NULL REFERENCES users (id),
  card_id bigint NOT NULL REFERENCES cards (id),
  tab text NOT NULL CHECK (tab IN ('fp', 'rol', 'pack')),
  family text NOT NULL CHECK (family IN ('fp', 'collectible', 'pack', 'box')),
  -- What price history and the floor price group by: fp:<playerId>:<rarity>, collectible:<playerId>:<rarity>,
  -- pack:<kind>, box:<rarity>.
  subject text NOT NULL,
  sale_type text NOT NULL CHECK (sale_type IN ('fixed', 'auction')),
  state text NOT NULL CHECK (state IN ('listed', 'completed', 'timeout', 'cancelled')),
  rarity text CHECK (rarity IN ('common', 'rare', 'epic', 'legendary', 'unique')),
  position text,
  -- The player's name (a pack's kind), for `q`.
  name text NOT NULL DEFAULT '',
  -- TMT base units: the asked price (an auction's start) and the price now (the highest bid once there is one).
  start_price numeric(78, 0) NOT NULL CHECK (start_price > 0),
  price numeric(78, 0) NOT NULL CHECK (price >= start_price),
  bid_count integer NOT NULL DEFAULT 0 CHECK (bid_count >= 0),
  leader_id bigint REFERENCES users (id),
  buyer_id bigint REFERENCES users (id),
  sold_price numeric(78, 0),
  fee numeric(78, 0),
  -- What the seller paid to cancel (0 for a free cancel).
  cancel_fee numeric(78, 0),
  listed_at timestamptz NOT NULL,
  ends_at timestamptz,
  closed_at timestamptz,
  CONSTRAINT market_listings_auction_end CHECK ((sale_type = 'auction') = (ends_at IS NOT NULL)),
  CONSTRAINT market_listings_closed CHECK ((state = 'listed') = (closed_at IS NULL)),
  CONSTRAINT market_listings_sold CHECK ((state = 'completed') = (buyer_id IS NOT NULL AND sold_price IS NOT NULL AND fee IS NOT NULL)),
  CONSTRAINT market_listings_leader CHECK ((leader_id IS NULL) = (bid_count = 0))
);
-- A card is listed once at a time.
CREATE UNIQUE INDEX market_listings_card_listed_idx ON market_listings (card_id) WHERE state = 'listed';
-- The grid: every page filters one tab of listed items and orders by one of its sorts (id breaks ties). Each sort
-- walks its own index and stops after a page; the other filters are checked on the rows it walks.
CREATE INDEX market_listings_newest_idx ON market_listings (tab, listed_at DESC, id DESC) WHERE state = 'listed';
CREATE INDEX market_listings_price_idx ON market_listings (tab, price, id) WHERE state = 'listed';
CREATE INDEX market_listings_ending_idx ON market_listings (tab, ends_at, id) WHERE state = 'listed';
-- The most selective filters with a sort: rarity, sale type.
CREATE INDEX market_listings_rarity_price_idx ON market_listings (tab, rarity, price, id) WHERE state = 'listed';
CREATE INDEX market_listings_rarity_newest_idx ON market_listings (tab, rarity, listed_at DESC, id DESC) WHERE state = 'listed';
-- A search (`q`, resolved to the names it matches): a rare name's few listings, then sorted.
CREATE INDEX market_listings_name_idx ON market_listings (tab, name) WHERE state = 'listed';
-- The settlement job: auctions due.
CREATE INDEX market_listings_due_idx ON market_listings (ends_at) WHERE state = 'listed' AND sale_type = 'auction';
-- The floor price (listed) and price history (completed) of a subject.
CREATE INDEX market_listings_subject_listed_idx ON market_listings (subject, price) WHERE state = 'listed';
CREATE INDEX market_listings_subject_sold_idx ON market_listings (subject, closed_at) WHERE state = 'completed';
-- The user's lists.
CREATE INDEX market_listings_seller_idx ON market_listings (seller_id, id);
CREATE INDEX market_listings_buyer_idx ON market_listings (buyer_id, id) WHERE buyer_id IS NOT NULL;

-- Bids, held in escrow: the bid's price is debited (market_bid_hold) when it is made; the leading bid stays held, an
-- outbid one is refunded at once (market_bid_refund). At the end the winner's hold pays the seller, the others are
-- `lost`.
CREATE TABLE market_bids (
  id bigserial PRIMARY KEY,
  listing_id bigint NOT NULL REFERENCES market_listings (id),
  bidder_id bigint NOT NULL REFERENCES users (id),
  price numeric(78, 0) NOT NULL CHECK (price > 0),
  state text NOT NULL CHECK (state IN ('leading', 'outbid', 'won', 'lost')),
  created_at timestamptz NOT NULL
);
-- One leading bid per auction: what the escrow holds.
CREATE UNIQUE INDEX market_bids_leading_idx ON market_bids (listing_id) WHERE state = 'leading';
CREATE INDEX market_bids_listing_idx ON market_bids (listing_id, id);
CREATE INDEX market_bids_bidder_idx ON market_bids (bidder_id, id);

CREATE TABLE market_favorites (
  user_id bigint NOT NULL REFERENCES users (id),
  listing_id bigint NOT NULL REFERENCES market_listings (id),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, listing_id)
);
CREATE INDEX market_favorites_user_idx ON market_favorites (user_id, created_at DESC);

-- Cancels per seller and UTC day: the first FREE_CANCELS_PER_DAY are free.
CREATE TABLE market_cancel_counts (
  user_id bigint NOT NULL REFERENCES users (id),
  day date NOT NULL,
  cancels integer NOT NULL CHECK (cancels > 0),
  PRIMARY KEY (user_id, day)
);

-- Live events gain `listing` (a listing the user sells or bid on changed).
ALTER TABLE live_events DROP CONSTRAINT IF EXISTS live_events_type_check;
ALTER TABLE live_events ADD CONSTRAINT live_events_type_check CHECK (type IN ('messages', 'balance', 'card', 'deposit', 'withdrawal', 'listing'));
