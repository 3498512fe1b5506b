-- PVP challenges (issue 13, DOMAIN.md "TopManager"): a manager challenges another's club; the challenged one accepts
-- (the match is played at once, the challenger at home) or declines; the challenger may withdraw; a challenge not
-- answered within 24 hours expires. Written by modules/pvp only. At most one pending challenge per ordered pair.
CREATE TABLE pvp_challenges (
  id bigserial PRIMARY KEY,
  from_user_id bigint NOT NULL REFERENCES users (id),
  to_user_id bigint NOT NULL REFERENCES users (id),
  state text NOT NULL CHECK (state IN ('pending', 'played', 'declined', 'cancelled', 'expired')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  answered_at timestamptz,
  match_id bigint REFERENCES game_matches (id),
  CHECK (from_user_id <> to_user_id),
  CHECK ((state = 'played') = (match_id IS NOT NULL))
);
CREATE UNIQUE INDEX pvp_challenges_one_pending ON pvp_challenges (from_user_id, to_user_id) WHERE state = 'pending';
CREATE INDEX pvp_challenges_from_idx ON pvp_challenges (from_user_id, created_at DESC);
CREATE INDEX pvp_challenges_to_idx ON pvp_challenges (to_user_id, created_at DESC);
