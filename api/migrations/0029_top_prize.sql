-- TopPrize payouts (issue 14, DOMAIN.md "TopPrize"): one row per half-hour period that paid, written by the payout job
-- in the transaction that writes the period's grants. The period is the key, so a period is paid once whatever the
-- number of workers, restarts or redeliveries; the sum of `amount` is what the event has paid of its 10,000,000 TMT.
-- Cards in the event are the player cards in state `in_use` (the card state machine); no table of their own.
CREATE TABLE top_prize_payouts (
  period timestamptz PRIMARY KEY,
  pool numeric(78, 0) NOT NULL CHECK (pool >= 0),
  amount numeric(78, 0) NOT NULL CHECK (amount >= 0 AND amount <= pool),
  total_power bigint NOT NULL CHECK (total_power >= 0),
  participants integer NOT NULL CHECK (participants >= 0),
  created_at timestamptz NOT NULL
);
