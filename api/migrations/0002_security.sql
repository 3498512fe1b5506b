-- Google Authenticator (TOTP). `pending_secret` waits for the first valid code; `last_step` refuses replays.
CREATE TABLE google_authenticators (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret text,
  pending_secret text,
  bound_at timestamptz,
  last_step bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);
