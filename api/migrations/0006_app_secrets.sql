-- Server secrets generated once per database (e.g. the HMAC key of the 6-digit e-mail codes when CODE_SECRET
-- is not set), so that restarts and several instances on one database agree. Written by the app on first start.
CREATE TABLE app_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
