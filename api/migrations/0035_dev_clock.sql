-- How far /dev/clock has moved the app's clock (outside production only), shared by every API process: each one reads
-- it when it starts and hears every move on channel `fc_dev_clock` (the new total, in ms). At most one row.
CREATE TABLE dev_clock (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  ahead_ms bigint NOT NULL CHECK (ahead_ms >= 0)
);
