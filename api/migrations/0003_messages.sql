-- The message box. Texts are rendered at read time from `kind` (a key of locales/*/messages.json) and `params`,
-- so each reader sees them in the current language.
CREATE TABLE messages (
  id bigserial PRIMARY KEY,
  public_id text NOT NULL UNIQUE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  params jsonb NOT NULL DEFAULT '{}'::jsonb,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX messages_user_created_idx ON messages (user_id, created_at DESC, id DESC);
CREATE INDEX messages_user_unread_idx ON messages (user_id) WHERE read_at IS NULL;
