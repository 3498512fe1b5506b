-- The lots drawing under provably fair (issue 29, docs/decisions/0020-provably-fair.md): which rule a series is drawn
-- by, and the player seed its drawing used. `fair`: the seed's commitment is SHA-256 of its bytes and the drawing is
-- @fc/shared/fair's HMAC-SHA256(seed, "list hash:0:lots") → lotsOrder, the player seed being SHA-256 of the closed
-- reservation list's canonical text, stored when the lots are drawn. `legacy`: the rule before, kept by every series
-- whose hash was already published (its commitment was SHA-256 of the seed's hex text), so each stays verifiable.
ALTER TABLE pack_series ADD COLUMN lots_rule text NOT NULL DEFAULT 'fair' CHECK (lots_rule IN ('legacy', 'fair'));
ALTER TABLE pack_series ADD COLUMN lots_list_hash text CHECK (lots_list_hash ~ '^[0-9a-f]{64}$');
UPDATE pack_series SET lots_rule = 'legacy' WHERE hash_published_at IS NOT NULL;
ALTER TABLE pack_series ADD CONSTRAINT pack_series_lots_list_hash CHECK (
  CASE lots_rule WHEN 'legacy' THEN lots_list_hash IS NULL ELSE (drawn_at IS NULL) = (lots_list_hash IS NULL) END);
