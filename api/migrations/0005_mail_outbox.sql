-- Mails kept instead of sent when no SMTP server is configured (read by POST /api/dev/outbox outside production).
CREATE TABLE mail_outbox (
  id bigserial PRIMARY KEY,
  to_email text NOT NULL,
  subject text NOT NULL,
  body_text text NOT NULL,
  links jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_to_idx ON mail_outbox (to_email, id DESC);
