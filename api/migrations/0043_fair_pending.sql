-- A draw whose outcome is not settled yet (a ranked match written in the matchmaker's claim step, played in a later
-- step): its digest is not listed and its pair cannot rotate until the outcome is settled, so nobody learns the seed of
-- a match before it is played (docs/decisions/0020-provably-fair.md). Every other draw is settled when taken.
ALTER TABLE fair_outcomes ADD COLUMN settled boolean NOT NULL DEFAULT true;
CREATE INDEX fair_outcomes_unsettled_idx ON fair_outcomes (pair_id) WHERE NOT settled;
CREATE INDEX fair_outcomes_ref_unsettled_idx ON fair_outcomes (ref) WHERE NOT settled;
