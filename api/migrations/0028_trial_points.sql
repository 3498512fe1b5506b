-- Trial cards earn but their rewards stay frozen until the trial unlock (DOMAIN.md "Cards"): the ranked points a
-- manager won with trial cards among the starters, so a day's or season's share is frozen in that proportion.
ALTER TABLE manager_points ADD COLUMN trial_points integer NOT NULL DEFAULT 0;
ALTER TABLE manager_points ADD CONSTRAINT manager_points_trial_points CHECK (trial_points BETWEEN 0 AND points);
