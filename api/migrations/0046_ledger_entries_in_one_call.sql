-- Several ledger entries in one round trip (a market purchase: the buyer pays, the seller is paid), in the order
-- given. `applyLedgerEntries` sorts them by user first, so two transactions paying each other's users take the
-- balance rows' locks in one order and cannot deadlock: the statements of a function run one after the other, which
-- the data-modifying clauses of one WITH statement do not promise. Each entry does what `applyLedgerEntry`'s own
-- statement does: a credit upserts the balance, a debit only updates it (the CHECK refuses one past zero), and the
-- ledger row records the balance after it. A debit of a balance that does not exist is refused as the CHECK refuses
-- one past zero: the same SQLSTATE and constraint, so the caller answers BALANCE_NOT_ENOUGH for both.
CREATE FUNCTION ledger_apply_entries(
  entry_users bigint[],
  entry_currencies text[],
  entry_deltas numeric[],
  entry_reasons text[],
  entry_refs text[],
  entry_at timestamptz
) RETURNS TABLE (entry_index int, ledger_id bigint, amount_after numeric) LANGUAGE plpgsql AS $$
BEGIN
  FOR entry_index IN 1 .. coalesce(array_length(entry_users, 1), 0) LOOP
    IF entry_deltas[entry_index] > 0 THEN
      INSERT INTO balances AS balance (user_id, currency, amount, updated_at)
        VALUES (entry_users[entry_index], entry_currencies[entry_index], entry_deltas[entry_index], entry_at)
        ON CONFLICT (user_id, currency) DO UPDATE SET amount = balance.amount + excluded.amount, updated_at = excluded.updated_at
        RETURNING balance.amount INTO amount_after;
    ELSE
      UPDATE balances AS balance SET amount = balance.amount + entry_deltas[entry_index], updated_at = entry_at
        WHERE balance.user_id = entry_users[entry_index] AND balance.currency = entry_currencies[entry_index]
        RETURNING balance.amount INTO amount_after;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'no % balance of user % to debit', entry_currencies[entry_index], entry_users[entry_index]
          USING ERRCODE = 'check_violation', CONSTRAINT = 'balances_amount_non_negative';
      END IF;
    END IF;
    INSERT INTO ledger AS written (user_id, currency, delta, balance_after, reason, ref, created_at)
      VALUES (entry_users[entry_index], entry_currencies[entry_index], entry_deltas[entry_index], amount_after,
              entry_reasons[entry_index], entry_refs[entry_index], entry_at)
      RETURNING written.id INTO ledger_id;
    RETURN NEXT;
  END LOOP;
END;
$$;
