-- Training (mint), DOMAIN.md "Training (mint)": two FP cards of one owner train one child for 24 hours. Starting pays
-- each parent's cost in TMT (ledger rows, same transaction), moves both parents to `training` through the card state
-- machine and counts the training in their fp_cards.mint_count. The job runner takes a training up (in progress), and
-- at its end draws the child's rarity from the recorded seed with the recorded odds, mints the mystery box holding the
-- child and gives the parents back (state machine again). A training finishes once: the job locks its row and only a
-- row not yet finished is finished.
CREATE TABLE trainings (
  id bigserial PRIMARY KEY,
  public_id text NOT NULL UNIQUE,
  owner_id bigint NOT NULL REFERENCES users (id),
  parent_a bigint NOT NULL REFERENCES cards (id),
  parent_b bigint NOT NULL REFERENCES cards (id),
  -- Which training of each parent this is (its mint count once started) and what that parent paid, TMT base units.
  round_a smallint NOT NULL CHECK (round_a BETWEEN 1 AND 7),
  round_b smallint NOT NULL CHECK (round_b BETWEEN 1 AND 7),
  cost_a numeric(78, 0) NOT NULL CHECK (cost_a > 0),
  cost_b numeric(78, 0) NOT NULL CHECK (cost_b > 0),
  -- The child's rarity odds shown before paying (basis points by rarity), kept as they were.
  odds jsonb NOT NULL,
  -- The server seed (recorded): the child's rarity is the odds' pick at HMAC-SHA256(seed, 0).
  seed text NOT NULL CHECK (seed ~ '^[0-9a-f]{64}$'),
  state text NOT NULL CHECK (state IN ('started', 'in_progress', 'finished')),
  child_rarity text CHECK (child_rarity IN ('common', 'rare', 'epic', 'legendary', 'unique')),
  child_box_id bigint UNIQUE REFERENCES cards (id),
  started_at timestamptz NOT NULL,
  finishes_at timestamptz NOT NULL,
  finished_at timestamptz,
  CONSTRAINT trainings_two_parents CHECK (parent_a <> parent_b),
  CONSTRAINT trainings_duration CHECK (finishes_at > started_at),
  CONSTRAINT trainings_finished CHECK (
    (state = 'finished') = (finished_at IS NOT NULL)
    AND (state = 'finished') = (child_box_id IS NOT NULL)
    AND (state = 'finished') = (child_rarity IS NOT NULL))
);
CREATE INDEX trainings_owner_idx ON trainings (owner_id, id);
CREATE INDEX trainings_due_idx ON trainings (finishes_at) WHERE state <> 'finished';
CREATE INDEX trainings_parent_a_idx ON trainings (parent_a, id);
CREATE INDEX trainings_parent_b_idx ON trainings (parent_b, id);

-- A mystery box from training knows the parents of the FP card inside; opening it records them on that card
-- (fp_cards.parent_a, parent_b).
ALTER TABLE cards
  ADD COLUMN parent_a bigint REFERENCES cards (id),
  ADD COLUMN parent_b bigint REFERENCES cards (id),
  ADD CONSTRAINT cards_box_parents CHECK (
    (parent_a IS NULL AND parent_b IS NULL) OR (family = 'box' AND parent_a IS NOT NULL AND parent_b IS NOT NULL));
