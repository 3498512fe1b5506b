import { CURRENCIES, type Amount, type Currency, type CurrencyResponse } from '@fc/shared/contracts';
import type { Database } from '../../db/client';
import { findBalances } from './repository';

export function createWalletService(deps: { db: Database }) {
  return {
    /** Every currency, zero when the user never held it, as decimal strings of base units. */
    async currency(userId: number): Promise<CurrencyResponse> {
      const held = new Map((await findBalances(deps.db, userId)).map((row) => [row.currency, row.amount]));
      const currency = Object.fromEntries(CURRENCIES.map((code) => [code, (held.get(code) ?? 0n).toString()])) as Record<Currency, Amount>;
      return { currency };
    },
  };
}
