-- Rate limit counters every API process shares (plugins/rate-limit.ts), so that N processes allow exactly what one
-- does: one row per client address and limit, the hits in its current window and when that window ends (ms since the
-- epoch, by the app's clock). Rows whose window ended are deleted by the housekeeping job.
CREATE TABLE rate_limit_hits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  resets_at bigint NOT NULL
);

CREATE INDEX rate_limit_hits_resets_at_idx ON rate_limit_hits (resets_at);
