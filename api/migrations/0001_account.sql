-- Accounts, sessions, one-time codes and newsletter subscriptions.
CREATE TABLE users (
  id bigserial PRIMARY KEY,
  public_id text NOT NULL UNIQUE,
  email text NOT NULL,
  password_hash text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active')),
  nick_name text NOT NULL,
  club_name text NOT NULL,
  description text NOT NULL DEFAULT '',
  photo text NOT NULL,
  avatar text NOT NULL,
  jersey text NOT NULL,
  invite_code text NOT NULL UNIQUE,
  invited_by bigint REFERENCES users (id),
  language text NOT NULL DEFAULT 'en-US',
  time_zone text,
  failed_logins integer NOT NULL DEFAULT 0,
  failed_window_start timestamptz,
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  activated_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- E-mails are stored normalized (trimmed, lower case); one account per address.
CREATE UNIQUE INDEX users_email_key ON users (email);

CREATE TABLE sessions (
  id bigserial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

-- Activation and reset links, and the 6-digit e-mail codes. Only hashes are stored.
CREATE TABLE verification_codes (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verification_codes_lookup_idx ON verification_codes (user_id, purpose, created_at DESC);

CREATE TABLE subscriptions (
  email text PRIMARY KEY,
  receive_info boolean NOT NULL,
  language text NOT NULL DEFAULT 'en-US',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
