-- Money in integer base units. Every balance change is one ledger row written in the same transaction as
-- the balance; the ledger is append-only and a balance can never go below zero.
CREATE TABLE ledger (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  currency text NOT NULL CHECK (currency IN ('USD', 'BNB', 'TMT', 'GOAL', 'POINTS')),
  delta numeric(78, 0) NOT NULL CHECK (delta <> 0),
  balance_after numeric(78, 0) NOT NULL,
  reason text NOT NULL,
  ref text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_user_idx ON ledger (user_id, currency, id);

CREATE TABLE balances (
  user_id bigint NOT NULL REFERENCES users (id),
  currency text NOT NULL CHECK (currency IN ('USD', 'BNB', 'TMT', 'GOAL', 'POINTS')),
  amount numeric(78, 0) NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, currency),
  CONSTRAINT balances_amount_non_negative CHECK (amount >= 0)
);

CREATE FUNCTION ledger_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER ledger_no_update_or_delete BEFORE UPDATE OR DELETE ON ledger
  FOR EACH ROW EXECUTE FUNCTION ledger_is_append_only();
CREATE TRIGGER ledger_no_truncate BEFORE TRUNCATE ON ledger
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_is_append_only();
