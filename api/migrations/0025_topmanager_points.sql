-- TopManager's points (issue 13, DOMAIN.md "TopManager"): one row per manager and UTC day, added to in the same
-- transaction as the ranked match that earned them (modules/game), read by the rankings and the reward jobs
-- (modules/ranking). A season's standing is the sum of its days.
CREATE TABLE manager_points (
  user_id bigint NOT NULL REFERENCES users (id),
  day date NOT NULL,
  -- 0 for S0 (seasonAt in @fc/shared/contracts/game).
  season integer NOT NULL CHECK (season >= 0),
  points integer NOT NULL DEFAULT 0 CHECK (points >= 0),
  matches integer NOT NULL DEFAULT 0 CHECK (matches >= 0),
  wins integer NOT NULL DEFAULT 0 CHECK (wins >= 0),
  draws integer NOT NULL DEFAULT 0 CHECK (draws >= 0),
  losses integer NOT NULL DEFAULT 0 CHECK (losses >= 0),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, day),
  CHECK (matches = wins + draws + losses)
);
CREATE INDEX manager_points_day_rank ON manager_points (day, points DESC, wins DESC, matches, user_id);
CREATE INDEX manager_points_season ON manager_points (season, user_id);

-- Live events gain `queue` (the manager's place in a TopManager queue, or its match) and `challenge` (PVP).
ALTER TABLE live_events DROP CONSTRAINT IF EXISTS live_events_type_check;
ALTER TABLE live_events ADD CONSTRAINT live_events_type_check
  CHECK (type IN ('messages', 'balance', 'card', 'deposit', 'withdrawal', 'listing', 'queue', 'challenge'));
