-- Token withdrawals, the withdrawal address book, the moments an account's credentials changed (withdrawals are
-- suspended for 24 h after them), and wallets bound by a signed SIWE message.

-- A password change or a Google Authenticator bind/unbind, appended by the account and security modules.
CREATE TABLE security_changes (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('password', 'google_bind', 'google_unbind')),
  changed_at timestamptz NOT NULL
);
CREATE INDEX security_changes_user_idx ON security_changes (user_id, changed_at DESC);

-- One row per request; (user_id, request_id) makes a retried request find the first one instead of holding twice.
-- The signed transaction and its hash are recorded before it is broadcast, so a restart re-sends the same bytes.
CREATE TABLE withdrawals (
  id bigserial PRIMARY KEY,
  public_id text NOT NULL UNIQUE,
  user_id bigint NOT NULL REFERENCES users (id),
  request_id text NOT NULL,
  token text NOT NULL,
  chain_id integer NOT NULL,
  amount numeric(78, 0) NOT NULL CHECK (amount > 0),
  fee numeric(78, 0) NOT NULL CHECK (fee >= 0),
  to_address text NOT NULL,
  status text NOT NULL CHECK (status IN ('requested', 'sending', 'sent', 'confirmed', 'failed')),
  from_address text,
  nonce integer,
  raw_tx text,
  tx_hash text,
  block_number bigint,
  confirmations integer NOT NULL DEFAULT 0,
  failure text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  UNIQUE (user_id, request_id)
);
CREATE INDEX withdrawals_user_idx ON withdrawals (user_id, id DESC);
CREATE INDEX withdrawals_open_idx ON withdrawals (chain_id, id) WHERE status IN ('requested', 'sending', 'sent');

-- The address book (allowlist) a withdrawal may pick from.
CREATE TABLE withdrawal_addresses (
  id bigserial PRIMARY KEY,
  public_id text NOT NULL UNIQUE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  chain_id integer NOT NULL,
  address text NOT NULL,
  label text NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (user_id, chain_id, address)
);

-- SIWE nonces: single use, bound to the user who asked, short-lived.
CREATE TABLE siwe_nonces (
  nonce text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX siwe_nonces_user_idx ON siwe_nonces (user_id);

-- An address proven by a signature; an address is bound to one account at a time.
CREATE TABLE bound_wallets (
  address text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  chain_id integer NOT NULL,
  bound_at timestamptz NOT NULL
);
CREATE INDEX bound_wallets_user_idx ON bound_wallets (user_id);

-- Live events gain `withdrawal` (a withdrawal's progress); `deposit` is the chain watcher's (migration 0015), listed
-- here too so that this list, the latest to be written, keeps it.
ALTER TABLE live_events DROP CONSTRAINT IF EXISTS live_events_type_check;
ALTER TABLE live_events ADD CONSTRAINT live_events_type_check CHECK (type IN ('messages', 'balance', 'card', 'deposit', 'withdrawal'));
