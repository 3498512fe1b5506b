-- The statement (/wallet/statement): a user's ledger rows newest first, filtered by day and optionally by currency.
-- ledger_user_idx (user_id, currency, id) orders by id within one currency only; these serve the date order and
-- range with and without a currency, read backwards.
CREATE INDEX ledger_user_time_idx ON ledger (user_id, created_at, id);
CREATE INDEX ledger_user_currency_time_idx ON ledger (user_id, currency, created_at, id);
