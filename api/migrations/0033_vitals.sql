-- Real-user vitals (issue 25): what the shell's beacons report, kept only as histograms. A row counts the page views of
-- one UTC day, route pattern, remote version and shell version whose metric fell in one bucket (a log scale of 16 buckets
-- per doubling, vitals/histogram.ts), enough for any percentile; no address, session, URL or single measurement is kept.
-- Days older than the retention are deleted by the vitals-prune job.
CREATE TABLE vitals_histogram (
  day date NOT NULL,
  route text NOT NULL,
  remote text NOT NULL,
  remote_version text NOT NULL,
  shell_version text NOT NULL,
  metric text NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS')),
  bucket smallint NOT NULL CHECK (bucket >= 0),
  count bigint NOT NULL CHECK (count > 0),
  PRIMARY KEY (day, route, remote, remote_version, shell_version, metric, bucket)
);
