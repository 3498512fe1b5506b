import type { Currency } from '@fc/shared/contracts';
import { SESSION_TTL_MS } from '../../src/modules/account/constants';
import { createActivatedAccount } from '../../src/modules/account/registration';
import { insertSession } from '../../src/modules/account/repository';
import { hashPassword, randomToken, sha256 } from '../../src/lib/crypto';
import { LedgerReason } from '../../src/modules/wallet/constants';
import { applyLedgerEntry } from '../../src/modules/wallet/repository';
import type { TestApp } from './build-app';
import { PASSWORD, uniqueEmail } from './users';

export interface QuickUser {
  email: string;
  userId: number;
  /** A live session token. */
  token: string;
}

/**
 * `count` activated accounts with a session each and the given balances, written straight to the database in one
 * transaction (as an activation does: the account, its welcome message and trial squad; the balances by ledger rows),
 * for tests that need many users at once: sign-up through the API hashes a password per user and mails a link.
 */
export async function quickUsers(t: TestApp, count: number, balances: Partial<Record<Currency, bigint>> = {}, prefix = 'quick'): Promise<QuickUser[]> {
  const passwordHash = await hashPassword(PASSWORD);
  const now = t.clock.now();
  return t.app.db.transaction(async (tx) => {
    const created: QuickUser[] = [];
    for (let index = 0; index < count; index += 1) {
      const email = uniqueEmail(prefix);
      const user = await createActivatedAccount(tx, email, passwordHash, now);
      if (!user) throw new Error(`${email} exists`);
      for (const [currency, amount] of Object.entries(balances) as [Currency, bigint][]) {
        if (amount > 0n) await applyLedgerEntry(tx, { userId: user.id, currency, delta: amount, reason: LedgerReason.devGrant, ref: 'test' }, now);
      }
      const token = randomToken();
      await insertSession(tx, { tokenHash: sha256(token), userId: user.id, createdAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) });
      created.push({ email, userId: user.id, token });
    }
    return created;
  });
}
