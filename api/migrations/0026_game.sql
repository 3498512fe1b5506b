-- TopManager (issue 13, DOMAIN.md "TopManager"): saved lineups (groups), the ranked queue, the matches played and the
-- PVE ladder's cleared stages. Written by modules/game only. Cards in any group are `battling` (the card state
-- machine moves them); a match's seed and its hash are stored with its input before the engine plays it.
CREATE TABLE lineup_groups (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 24),
  formation text NOT NULL CHECK (formation IN ('4-4-2', '4-3-3', '3-5-2', '4-2-3-1', '5-3-2')),
  -- { mentality, pressing, tempo }.
  tactics jsonb NOT NULL,
  -- Slot by slot (11 entries), a card's token id or null for a system card.
  starters jsonb NOT NULL CHECK (jsonb_typeof(starters) = 'array' AND jsonb_array_length(starters) = 11),
  substitutes jsonb NOT NULL CHECK (jsonb_typeof(substitutes) = 'array' AND jsonb_array_length(substitutes) <= 7),
  active boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX lineup_groups_user_idx ON lineup_groups (user_id, id);
-- At most one active group per manager.
CREATE UNIQUE INDEX lineup_groups_one_active ON lineup_groups (user_id) WHERE active;

CREATE TABLE game_matches (
  id bigserial PRIMARY KEY,
  mode text NOT NULL CHECK (mode IN ('ranked', 'pve', 'pvp')),
  -- PVE: the ladder stage.
  stage smallint CHECK (stage BETWEEN 1 AND 10),
  -- Null for an NPC side.
  home_user_id bigint REFERENCES users (id),
  away_user_id bigint REFERENCES users (id),
  home_club text NOT NULL,
  away_club text NOT NULL,
  home_rating integer NOT NULL,
  away_rating integer NOT NULL,
  -- { home: EngineTeam, away: EngineTeam } as the engine was given them.
  input jsonb NOT NULL,
  seed text NOT NULL CHECK (seed ~ '^[0-9a-f]{64}$'),
  seed_hash text NOT NULL CHECK (seed_hash ~ '^[0-9a-f]{64}$'),
  -- The engine's MatchResult and each side's MatchReportSide; null until played (same transaction).
  result jsonb,
  home_report jsonb,
  away_report jsonb,
  home_goals smallint,
  away_goals smallint,
  created_at timestamptz NOT NULL,
  played_at timestamptz,
  CHECK (home_user_id IS NOT NULL OR away_user_id IS NOT NULL),
  CHECK ((played_at IS NULL) = (result IS NULL))
);
CREATE INDEX game_matches_home_idx ON game_matches (home_user_id, id) WHERE home_user_id IS NOT NULL;
CREATE INDEX game_matches_away_idx ON game_matches (away_user_id, id) WHERE away_user_id IS NOT NULL;

-- The ranked queue: one row per manager and mode, waiting until the matchmaker claims it (state `matched`, its match),
-- kept matched until the manager queues again or leaves (so /game/queue/status can name the match).
CREATE TABLE game_queue (
  user_id bigint NOT NULL REFERENCES users (id),
  mode text NOT NULL CHECK (mode IN ('ranked')),
  group_id bigint NOT NULL REFERENCES lineup_groups (id) ON DELETE CASCADE,
  team_rating integer NOT NULL,
  state text NOT NULL CHECK (state IN ('waiting', 'matched')),
  match_id bigint REFERENCES game_matches (id),
  entered_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, mode),
  CHECK ((state = 'matched') = (match_id IS NOT NULL))
);
CREATE INDEX game_queue_waiting_idx ON game_queue (mode, entered_at) WHERE state = 'waiting';

-- PVE: the stages a manager has won (the first win gives the stage's item and unlocks the next).
CREATE TABLE pve_clears (
  user_id bigint NOT NULL REFERENCES users (id),
  stage smallint NOT NULL CHECK (stage BETWEEN 1 AND 10),
  match_id bigint NOT NULL REFERENCES game_matches (id),
  cleared_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, stage)
);
