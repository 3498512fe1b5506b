-- Matches drawn under the provably fair scheme (issue 29, docs/decisions/0020-provably-fair.md): each human side's
-- draw (purpose 'match') names its seed pair, nonce and digest; the engine seed is @fc/shared/fair's matchSeedOf of
-- the digests. A ranked match is written first with its seed hash (published before kick-off, `played_at` null) and
-- played by a later step; one that cannot be settled then (a side can no longer pay) is voided instead, unplayed.
-- Rows from before have no draw.
ALTER TABLE game_matches
  ADD COLUMN home_fair_pair_id bigint REFERENCES fair_seed_pairs (id),
  ADD COLUMN home_fair_nonce integer,
  ADD COLUMN home_fair_digest text CHECK (home_fair_digest ~ '^[0-9a-f]{64}$'),
  ADD COLUMN away_fair_pair_id bigint REFERENCES fair_seed_pairs (id),
  ADD COLUMN away_fair_nonce integer,
  ADD COLUMN away_fair_digest text CHECK (away_fair_digest ~ '^[0-9a-f]{64}$'),
  ADD COLUMN voided_at timestamptz,
  ADD CONSTRAINT game_matches_home_fair_complete CHECK ((home_fair_pair_id IS NULL) = (home_fair_nonce IS NULL) AND (home_fair_pair_id IS NULL) = (home_fair_digest IS NULL)),
  ADD CONSTRAINT game_matches_away_fair_complete CHECK ((away_fair_pair_id IS NULL) = (away_fair_nonce IS NULL) AND (away_fair_pair_id IS NULL) = (away_fair_digest IS NULL)),
  ADD CONSTRAINT game_matches_voided_unplayed CHECK (voided_at IS NULL OR played_at IS NULL);
-- The matchmaker's play step finds the ranked matches still to play.
CREATE INDEX game_matches_scheduled_idx ON game_matches (id) WHERE played_at IS NULL AND voided_at IS NULL;
