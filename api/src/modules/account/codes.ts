import type { Database, Executor } from '../../db/client';
import { AppError, secondsUntil } from '../../lib/app-error';
import { randomToken, sha256 } from '../../lib/crypto';
import { addMs } from '../../lib/time';
import * as repo from './repository';
import type { CodeRow, UserRow } from './tables';

/**
 * Refuses RESEND_TOO_SOON while the newest code of `purpose` is younger than `cooldownS`. Call it in a
 * transaction holding the account row (repo.lockUser), so that concurrent requests see each other's code.
 */
export async function assertResendReady(tx: Executor, userId: number, purpose: string, cooldownS: number, now: Date): Promise<void> {
  const last = await repo.latestCode(tx, userId, purpose);
  const readyAt = last ? addMs(last.createdAt, cooldownS * 1000) : null;
  if (readyAt && readyAt > now) throw new AppError('RESEND_TOO_SOON', { retryAfter: secondsUntil(readyAt, now) });
}

/** A new link code (activation, reset) once the cooldown has passed; returns the code to mail. */
export async function issueLinkCode(
  db: Database,
  now: () => Date,
  link: { userId: number; purpose: string; ttlMs: number; cooldownS: number },
): Promise<string> {
  const code = randomToken();
  await db.transaction(async (tx) => {
    await repo.lockUser(tx, link.userId);
    const at = now();
    await assertResendReady(tx, link.userId, link.purpose, link.cooldownS, at);
    await repo.insertCode(tx, { userId: link.userId, purpose: link.purpose, codeHash: sha256(code), expiresAt: addMs(at, link.ttlMs), createdAt: at });
  });
  return code;
}

/** Finds a link code and tells why it cannot be used; consuming it happens in the caller's transaction. */
export async function usableLinkCode(
  db: Database,
  now: Date,
  lookup: { user: UserRow; purpose: string; code: string; notFound: () => AppError },
): Promise<CodeRow> {
  const row = await repo.findCode(db, lookup.user.id, lookup.purpose, sha256(lookup.code));
  if (!row) throw lookup.notFound();
  if (row.usedAt) throw new AppError('LINK_USED');
  if (row.expiresAt <= now) throw new AppError('LINK_EXPIRED');
  return row;
}
