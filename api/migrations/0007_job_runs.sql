-- One row per finished period of a scheduled job (e.g. housekeeping, 2030-01-15T10:00Z), written in the same
-- transaction as the job's own changes: the primary key is what makes a period run once, whatever the queue redelivers.
CREATE TABLE job_runs (
  job text NOT NULL,
  period text NOT NULL,
  finished_at timestamptz NOT NULL,
  result jsonb NOT NULL DEFAULT '{}'::jsonb,
  PRIMARY KEY (job, period)
);
