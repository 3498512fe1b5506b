import { authenticator } from 'otplib';
import {
  isSixDigitCode,
  maskEmail,
  type ApiLanguage,
  type GenGoogleSecretResponse,
  type GenMailCodeResponse,
  type GoogleStatusResponse,
  type MailCodePurpose,
  type UnbindGoogle2FARequest,
} from '@fc/shared/contracts';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hmacSha256, isSealed, randomDigits, SEALED_PREFIX, type SecretBox } from '../../lib/crypto';
import { addMs } from '../../lib/time';
import { t } from '../../plugins/i18n';
import type { Mailer } from '../../plugins/mail';
import { assertResendReady, lockUser, latestCode, addCodeAttempt, consumeCodes, insertCode } from '../account';
import type { SessionUser } from '../../plugins/auth';
import {
  MAIL_CODE_DIGITS,
  MAIL_CODE_MAX_ATTEMPTS,
  MAIL_CODE_RESEND_S,
  MAIL_CODE_TTL_MS,
  mailCodePurpose,
  TOTP,
  TOTP_ISSUER,
  TOTP_SECRET_BYTES,
} from './constants';
import * as repo from './repository';

function totpAt(now: Date) {
  return authenticator.clone({ step: TOTP.step, digits: TOTP.digits, window: TOTP.window, epoch: now.getTime() });
}

/** The TOTP step a code belongs to (current ± drift), or null when it matches none. */
export function totpStep(secret: string, code: string, now: Date): number | null {
  if (!isSixDigitCode(code)) return null;
  const delta = totpAt(now).checkDelta(code, secret);
  return delta === null ? null : Math.floor(now.getTime() / 1000 / TOTP.step) + delta;
}

/** A current code for `secret` (tests and the demo). */
export function totpCode(secret: string, now: Date): string {
  return totpAt(now).generate(secret);
}

/** Seals are bound to the account, so a sealed secret copied to another row does not open. */
function sealContext(userId: number): string {
  return `google_authenticators:${userId}`;
}

/** The authenticator secret in clear; a value an earlier version stored in clear is read as it is. */
export function openSecret(box: SecretBox, userId: number, stored: string): string {
  return isSealed(stored) ? box.open(stored, sealContext(userId)) : stored;
}

/**
 * Seals every authenticator secret still stored in clear (an earlier version kept them so); run once
 * at start. Idempotent: sealed values are left alone.
 */
export async function sealClearSecrets(db: Database, box: SecretBox): Promise<number> {
  const rows = await repo.findUnsealedAuthenticators(db, SEALED_PREFIX);
  for (const row of rows) {
    await db.transaction(async (tx) => {
      const current = await repo.lockAuthenticator(tx, row.userId);
      if (!current) return;
      const seal = (value: string | null) => (value === null || isSealed(value) ? value : box.seal(value, sealContext(row.userId)));
      await repo.replaceSecrets(tx, row.userId, { secret: seal(current.secret), pendingSecret: seal(current.pendingSecret) });
    });
  }
  return rows.length;
}

/** HMAC with the server's code secret: a leaked table alone does not give the codes away (10^6 guesses each). */
function mailCodeHash(secret: string, userId: number, purpose: string, code: string): string {
  return hmacSha256(secret, `${purpose}:${userId}:${code}`);
}

/**
 * Checks an e-mail code against the newest one sent for `purpose`, inside the caller's transaction, which
 * must hold the account row (lockUser) so that tries are counted one after another. A wrong code
 * uses up one of its tries. Returns the code id to consume, or null.
 */
export async function checkMailCode(
  tx: Executor,
  secret: string,
  userId: number,
  purpose: MailCodePurpose,
  code: string,
  now: Date,
): Promise<number | null> {
  const stored = mailCodePurpose(purpose);
  const latest = await latestCode(tx, userId, stored);
  if (!latest || latest.usedAt || latest.expiresAt <= now || latest.attempts >= MAIL_CODE_MAX_ATTEMPTS) return null;
  if (isSixDigitCode(code) && latest.codeHash === mailCodeHash(secret, userId, stored, code)) return latest.id;
  await addCodeAttempt(tx, latest.id);
  return null;
}

/** {@link checkMailCode} in its own transaction: the wrong try stays counted even though the caller then refuses. */
export async function verifyMailCode(
  db: Database,
  secret: string,
  userId: number,
  purpose: MailCodePurpose,
  code: string,
  now: Date,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    return checkMailCode(tx, secret, userId, purpose, code, now);
  });
}

/** Uses the code up inside the transaction that performs the protected action; false if it was used meanwhile. */
export function consumeMailCode(tx: Executor, userId: number, purpose: MailCodePurpose, codeId: number, now: Date): Promise<boolean> {
  return consumeCodes(tx, userId, mailCodePurpose(purpose), codeId, now);
}

/**
 * Checks a Google code of a bound authenticator and records its step, so one code cannot be used twice.
 * Throws GOOGLE_2FA_REQUIRED when none is bound, INVALID_GOOGLE_CODE when it does not match.
 */
export async function verifyGoogleCode(tx: Executor, box: SecretBox, userId: number, code: string, now: Date): Promise<void> {
  const row = await repo.lockAuthenticator(tx, userId);
  if (!row?.secret) throw new AppError('GOOGLE_2FA_REQUIRED');
  const step = totpStep(openSecret(box, userId, row.secret), code, now);
  if (step === null || step <= row.lastStep) throw new AppError('INVALID_GOOGLE_CODE', { field: 'googleCode' });
  await repo.saveLastStep(tx, userId, step, now);
}

export function createSecurityService(deps: { db: Database; mailer: Mailer; now: () => Date; codeSecret: string; secretBox: SecretBox }) {
  const { db, mailer, now, codeSecret, secretBox } = deps;

  return {
    /** Seals the secrets an earlier version stored in clear (at start, before the routes answer). */
    sealClearSecrets: () => sealClearSecrets(db, secretBox),

    /** A fresh secret, returned only here and stored sealed; binding waits for a valid code. */
    async genGoogleSecret(user: SessionUser): Promise<GenGoogleSecretResponse> {
      const existing = await repo.findAuthenticator(db, user.id);
      if (existing?.secret) throw new AppError('GOOGLE_2FA_ALREADY_BOUND');
      // 20 bytes = 160 bits, the key length RFC 4226 recommends (otplib's default is 10).
      const secret = authenticator.generateSecret(TOTP_SECRET_BYTES);
      await repo.savePendingSecret(db, user.id, secretBox.seal(secret, sealContext(user.id)), now());
      return { secret, otpauthUri: authenticator.keyuri(user.email, TOTP_ISSUER, secret) };
    },

    async verifyGoogleCode(user: SessionUser, code: string): Promise<GoogleStatusResponse> {
      await db.transaction(async (tx) => {
        const row = await repo.lockAuthenticator(tx, user.id);
        if (row?.secret) throw new AppError('GOOGLE_2FA_ALREADY_BOUND');
        if (!row?.pendingSecret) throw new AppError('GOOGLE_2FA_REQUIRED');
        const at = now();
        const pending = openSecret(secretBox, user.id, row.pendingSecret);
        const step = totpStep(pending, code, at);
        if (step === null) throw new AppError('INVALID_GOOGLE_CODE', { field: 'code' });
        await repo.bindSecret(tx, user.id, secretBox.seal(pending, sealContext(user.id)), step, at);
        await repo.recordSecurityChange(tx, user.id, 'google_bind', at);
      });
      return { google2fa: true };
    },

    /**
     * Needs the current Google code and an e-mail code sent for `unbind2fa`. A wrong Google code uses up one
     * of the e-mail code's tries, so guessing is bounded; the account row lock counts parallel tries in turn.
     */
    async unbindGoogle2FA(user: SessionUser, request: UnbindGoogle2FARequest): Promise<GoogleStatusResponse> {
      const refusal = await db.transaction(async (tx): Promise<AppError | null> => {
        await lockUser(tx, user.id);
        const bound = await repo.lockAuthenticator(tx, user.id);
        if (!bound?.secret) return new AppError('GOOGLE_2FA_REQUIRED');
        const at = now();
        const codeId = await checkMailCode(tx, codeSecret, user.id, 'unbind2fa', request.emailCode, at);
        if (codeId === null) return new AppError('INVALID_EMAIL_CODE', { field: 'emailCode' });
        const step = totpStep(openSecret(secretBox, user.id, bound.secret), request.googleCode, at);
        if (step === null || step <= bound.lastStep) {
          await addCodeAttempt(tx, codeId);
          return new AppError('INVALID_GOOGLE_CODE', { field: 'googleCode' });
        }
        if (!(await consumeMailCode(tx, user.id, 'unbind2fa', codeId, at))) return new AppError('INVALID_EMAIL_CODE', { field: 'emailCode' });
        await repo.deleteAuthenticator(tx, user.id);
        await repo.recordSecurityChange(tx, user.id, 'google_unbind', at);
        return null;
      });
      // Refusals are answered after the commit, so the tries they used up stay counted.
      if (refusal) throw refusal;
      return { google2fa: false };
    },

    async genMailCode(user: SessionUser, purpose: MailCodePurpose, language: ApiLanguage): Promise<GenMailCodeResponse> {
      const stored = mailCodePurpose(purpose);
      const code = randomDigits(MAIL_CODE_DIGITS);
      await db.transaction(async (tx) => {
        await lockUser(tx, user.id);
        const at = now();
        await assertResendReady(tx, user.id, stored, MAIL_CODE_RESEND_S, at);
        await insertCode(tx, {
          userId: user.id,
          purpose: stored,
          codeHash: mailCodeHash(codeSecret, user.id, stored, code),
          expiresAt: addMs(at, MAIL_CODE_TTL_MS),
          createdAt: at,
        });
      });
      await mailer.send({
        to: user.email,
        subject: t(language, 'mail', 'mailCode.subject', { code }),
        text: t(language, 'mail', 'mailCode.text', {
          code,
          purpose: t(language, 'mail', `purpose.${purpose}`),
          minutes: MAIL_CODE_TTL_MS / 60_000,
        }),
      });
      return { f: maskEmail(user.email), resendAfter: MAIL_CODE_RESEND_S };
    },
  };
}
