-- The public live stream (modules/events/public-hub.ts, docs/decisions/0017-a-public-live-stream.md): what guests'
-- market, pack and TopPrize pages follow. Triggers notify channel `fc_public_live` with the new public state of what
-- changed, as JSON; PostgreSQL sends a notification only when its transaction commits, to every API process listening,
-- in commit order, and sends identical payloads of one transaction once. Each process coalesces what it hears and
-- writes it to its open streams. No table: a public event is not stored.

-- A listing's public fields (what the grid shows to a guest). `startPrice` and `saleType` travel so that the API
-- derives the next minimum bid by the shared rule (minimumNextBid) instead of a copy of it here; amounts are text (a
-- numeric(78,0) as a JSON number would lose digits in JavaScript), moments unix seconds.
CREATE FUNCTION public_live_market() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('fc_public_live', json_build_object(
    'type', 'market',
    'transId', NEW.id::text,
    'tab', NEW.tab,
    'saleType', NEW.sale_type,
    'state', NEW.state,
    'startPrice', NEW.start_price::text,
    'price', NEW.price::text,
    'bidCount', NEW.bid_count,
    'endsAt', floor(extract(epoch FROM NEW.ends_at))::bigint,
    'closedAt', floor(extract(epoch FROM NEW.closed_at))::bigint,
    'soldPrice', NEW.sold_price::text
  )::text);
  RETURN NULL;
END;
$$;
CREATE TRIGGER market_listings_public_live_insert AFTER INSERT ON market_listings
  FOR EACH ROW EXECUTE FUNCTION public_live_market();
CREATE TRIGGER market_listings_public_live_update AFTER UPDATE ON market_listings
  FOR EACH ROW
  WHEN ((OLD.tab, OLD.state, OLD.start_price, OLD.price, OLD.bid_count, OLD.ends_at, OLD.closed_at, OLD.sold_price)
    IS DISTINCT FROM (NEW.tab, NEW.state, NEW.start_price, NEW.price, NEW.bid_count, NEW.ends_at, NEW.closed_at, NEW.sold_price))
  EXECUTE FUNCTION public_live_market();

-- A pack series' supply left, and whether its lots are drawn and its seed revealed.
CREATE FUNCTION public_live_packs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('fc_public_live', json_build_object(
    'type', 'packs',
    'seriesId', NEW.public_id,
    'left', NEW.remaining,
    'supply', NEW.supply,
    'drawn', NEW.drawn_at IS NOT NULL,
    'revealed', NEW.revealed_at IS NOT NULL
  )::text);
  RETURN NULL;
END;
$$;
CREATE TRIGGER pack_series_public_live AFTER UPDATE ON pack_series
  FOR EACH ROW
  WHEN ((OLD.remaining, OLD.supply, OLD.drawn_at IS NULL, OLD.revealed_at IS NULL)
    IS DISTINCT FROM (NEW.remaining, NEW.supply, NEW.drawn_at IS NULL, NEW.revealed_at IS NULL))
  EXECUTE FUNCTION public_live_packs();

-- The TopPrize event moved: a payout was made, or a player card joined or left it (the cards in the event are those in
-- state `in_use`: migration 0029). The payload is constant, so a transaction that moves many cards notifies once.
CREATE FUNCTION public_live_top_prize() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('fc_public_live', '{"type":"topPrize"}');
  RETURN NULL;
END;
$$;
CREATE TRIGGER top_prize_payouts_public_live AFTER INSERT ON top_prize_payouts
  FOR EACH STATEMENT EXECUTE FUNCTION public_live_top_prize();
CREATE TRIGGER cards_top_prize_public_live AFTER UPDATE OF state ON cards
  FOR EACH ROW
  WHEN (OLD.state IS DISTINCT FROM NEW.state AND 'in_use' IN (OLD.state, NEW.state) AND NEW.family IN ('collectible', 'fp'))
  EXECUTE FUNCTION public_live_top_prize();
