-- The draw moves onto the one provably fair scheme (issue 29, decision 0020): a draw takes the next nonce of the
-- user's current fair pair (purpose 'draw') and records the pair and nonce; its outcome is drawTierOf(digest). Draws
-- from before keep their own nonce, seed and seed_hash and stay verifiable as they were; new rows have none of those.
-- draw_commitments is no longer written or read (no draw references it); it stays as it was.
ALTER TABLE draws
  ALTER COLUMN nonce DROP NOT NULL,
  ALTER COLUMN seed DROP NOT NULL,
  ALTER COLUMN seed_hash DROP NOT NULL,
  ADD COLUMN fair_pair_id bigint REFERENCES fair_seed_pairs (id),
  ADD COLUMN fair_nonce integer,
  ADD CONSTRAINT draws_one_scheme CHECK (
    (fair_pair_id IS NULL) = (fair_nonce IS NULL)
    AND (nonce IS NULL) = (seed IS NULL) AND (nonce IS NULL) = (seed_hash IS NULL)
    AND (fair_pair_id IS NULL) <> (nonce IS NULL)
  );
CREATE UNIQUE INDEX draws_fair_outcome ON draws (fair_pair_id, fair_nonce) WHERE fair_pair_id IS NOT NULL;
