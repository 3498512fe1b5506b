import type { MailCodePurpose } from '@fc/shared/contracts';
import type { Executor } from '../../db/client';
import { AppError, invalidParams } from '../../lib/app-error';
import type { SecretBox } from '../../lib/crypto';
import * as repo from './repository';
import { checkMailCode, consumeMailCode, openSecret, totpStep } from './service';

/** The code a user gives to authorize a sensitive action (a withdrawal, an address book entry): exactly one of the two. */
export interface ActionCode {
  emailCode?: string | undefined;
  googleCode?: string | undefined;
}

export interface ActionCodeDeps {
  codeSecret: string;
  secretBox: SecretBox;
}

/**
 * Checks the code of a sensitive action inside the caller's transaction, which must hold the account row
 * (accounts.lockUser). Google Authenticator must be bound first, whichever code is given. A right code is used up
 * (the e-mail code consumed, the Google code's step recorded), so it authorizes one action.
 *
 * A wrong e-mail code uses up one of its tries: that refusal is returned, not thrown, so the caller commits the try
 * and then throws it. Every other refusal is thrown and writes nothing.
 */
export async function checkActionCode(
  tx: Executor,
  deps: ActionCodeDeps,
  request: { userId: number; purpose: MailCodePurpose; code: ActionCode; now: Date },
): Promise<AppError | null> {
  const { userId, purpose, code, now } = request;
  if ((code.emailCode === undefined) === (code.googleCode === undefined)) throw invalidParams('emailCode', 'send either emailCode or googleCode');
  const authenticator = await repo.lockAuthenticator(tx, userId);
  if (!authenticator?.secret) throw new AppError('GOOGLE_2FA_REQUIRED');
  if (code.googleCode !== undefined) {
    const step = totpStep(openSecret(deps.secretBox, userId, authenticator.secret), code.googleCode, now);
    if (step === null || step <= authenticator.lastStep) throw new AppError('INVALID_GOOGLE_CODE', { field: 'googleCode' });
    await repo.saveLastStep(tx, userId, step, now);
    return null;
  }
  const codeId = await checkMailCode(tx, deps.codeSecret, userId, purpose, code.emailCode ?? '', now);
  if (codeId === null) return new AppError('INVALID_EMAIL_CODE', { field: 'emailCode' });
  if (!(await consumeMailCode(tx, userId, purpose, codeId, now))) throw new AppError('INVALID_EMAIL_CODE', { field: 'emailCode' });
  return null;
}

/** Whether the account has Google Authenticator bound (withdrawals need it). */
export async function hasGoogleAuthenticator(db: Executor, userId: number): Promise<boolean> {
  return Boolean((await repo.findAuthenticator(db, userId))?.secret);
}
