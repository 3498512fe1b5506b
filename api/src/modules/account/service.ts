import {
  INVITE_CODE_PATTERN,
  isValidEmail,
  maskEmail,
  normalizeEmail,
  paths,
  validatePassword,
  type ApiLanguage,
  type LoginRequest,
  type LoginResponse,
  type RegConfirmRequest,
  type RegConfirmResponse,
  type RegisterRequest,
  type RegisterResponse,
  type ResendConfirmMailResponse,
  type ResetPasswdConfirmRequest,
  type ResetPasswdConfirmResponse,
  type ResetPasswdResponse,
  type SubscribeRequest,
  type SubscribeResponse,
} from '@fc/shared/contracts';
import type { Database } from '../../db/client';
import { AppError, invalidParams, secondsUntil } from '../../lib/app-error';
import { hashPassword, publicId, randomCode, randomToken, sha256, verifyPassword } from '../../lib/crypto';
import { addMs } from '../../lib/time';
import { t } from '../../plugins/i18n';
import type { Mailer } from '../../plugins/mail';
import type { SessionUser } from './repository';
import * as repo from './repository';
import { deliverMessage } from '../messages/service';
import { MessageKind } from '../messages/constants';
import {
  AccountStatus,
  ACTIVATION_TTL_MS,
  CodePurpose,
  DEFAULT_AVATAR,
  DEFAULT_CLUB_SUFFIX,
  DEFAULT_JERSEY,
  DEFAULT_NICKNAME_PREFIX,
  DEFAULT_PHOTO,
  INVITE_CODE_ATTEMPTS,
  INVITE_CODE_LENGTH,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_LOCK_MS,
  LOGIN_MAX_FAILURES,
  RESEND_COOLDOWN_S,
  RESET_TTL_MS,
  SESSION_TTL_MS,
} from './constants';
import type { UserRow } from './tables';

export interface RequestContext {
  lang: ApiLanguage;
  timeZone: string | null;
}

export interface AccountDeps {
  db: Database;
  mailer: Mailer;
  now: () => Date;
  publicUrl: string;
}

export interface FailureState {
  failedLogins: number;
  failedWindowStart: Date | null;
  lockedUntil: Date | null;
}

export function isLocked(state: Pick<FailureState, 'lockedUntil'>, now: Date): boolean {
  return state.lockedUntil !== null && state.lockedUntil > now;
}

/** Failed (or still unchecked) attempts counted in the current 15-minute window; older ones are forgotten. */
export function recentFailures(state: Pick<FailureState, 'failedLogins' | 'failedWindowStart'>, now: Date): number {
  const inWindow = state.failedWindowStart !== null && now.getTime() - state.failedWindowStart.getTime() < LOGIN_FAILURE_WINDOW_MS;
  return inWindow ? state.failedLogins : 0;
}

function lockedState(now: Date): FailureState {
  return { failedLogins: 0, failedWindowStart: null, lockedUntil: addMs(now, LOGIN_LOCK_MS) };
}

/**
 * Before a password is checked: the attempt counts as a failure until it proves right. At the limit
 * (LOGIN_MAX_FAILURES counted, e.g. attempts still in flight) the account locks instead and the attempt
 * is refused without checking the password.
 */
export function attemptState(state: FailureState, now: Date): { refused: boolean; state: FailureState } {
  if (isLocked(state, now)) return { refused: true, state };
  const counted = recentFailures(state, now);
  if (counted >= LOGIN_MAX_FAILURES) return { refused: true, state: lockedState(now) };
  const windowStart = counted > 0 ? state.failedWindowStart : now;
  return { refused: false, state: { failedLogins: counted + 1, failedWindowStart: windowStart, lockedUntil: state.lockedUntil } };
}

/** After a wrong password (already counted): the account locks once LOGIN_MAX_FAILURES are counted. */
export function failureState(state: FailureState, now: Date): FailureState {
  if (isLocked(state, now) || recentFailures(state, now) < LOGIN_MAX_FAILURES) return state;
  return lockedState(now);
}

function checkedEmail(raw: string): string {
  const email = normalizeEmail(raw);
  if (!isValidEmail(email)) throw new AppError('INVALID_EMAIL', { field: 'email' });
  return email;
}

function checkedPassword(password: string): void {
  if (validatePassword(password)) throw new AppError('PASSWORD_TOO_WEAK', { field: 'password' });
}

function defaultNames(): { nickName: string; clubName: string } {
  const tag = randomCode(4);
  return { nickName: `${DEFAULT_NICKNAME_PREFIX}${tag}`, clubName: `${DEFAULT_CLUB_SUFFIX} ${tag}` };
}

export function loginResponse(user: UserRow, token: string, subscribed: boolean): LoginResponse {
  return {
    nickName: user.nickName,
    clubName: user.clubName,
    token,
    photo: user.photo,
    pid: user.publicId,
    email: user.email,
    avatar: user.avatar,
    subscribed,
    introduction: user.description,
  };
}

export function createAccountService(deps: AccountDeps) {
  const { db, mailer, now, publicUrl } = deps;

  /** Issues a link code after the resend cooldown; the account row is locked so concurrent requests queue. */
  async function issueLinkCode(userId: number, purpose: string, ttlMs: number): Promise<string> {
    const code = randomToken();
    await db.transaction(async (tx) => {
      await repo.lockUser(tx, userId);
      const at = now();
      const last = await repo.latestCode(tx, userId, purpose);
      const readyAt = last ? addMs(last.createdAt, RESEND_COOLDOWN_S * 1000) : null;
      if (readyAt && readyAt > at) throw new AppError('RESEND_TOO_SOON', { retryAfter: secondsUntil(readyAt, at) });
      await repo.insertCode(tx, { userId, purpose, codeHash: sha256(code), expiresAt: addMs(at, ttlMs), createdAt: at });
    });
    return code;
  }

  async function sendActivationMail(user: UserRow, code: string, lang: ApiLanguage): Promise<void> {
    const link = `${publicUrl}${paths.activateConfirm(user.publicId, code)}`;
    await mailer.send({
      to: user.email,
      subject: t(lang, 'mail', 'activation.subject'),
      text: t(lang, 'mail', 'activation.text', { link, hours: ACTIVATION_TTL_MS / 3_600_000 }),
    });
  }

  /** Finds a link code and tells why it cannot be used; consuming it happens in the caller's transaction. */
  async function usableLinkCode(user: UserRow, purpose: string, code: string, notFound: () => AppError) {
    const row = await repo.findCode(db, user.id, purpose, sha256(code));
    if (!row) throw notFound();
    if (row.usedAt) throw new AppError('LINK_USED');
    if (row.expiresAt <= now()) throw new AppError('LINK_EXPIRED');
    return row;
  }

  async function findRegistered(email: string): Promise<UserRow> {
    const user = await repo.findUserByEmail(db, checkedEmail(email));
    if (!user) throw new AppError('ACCOUNT_NOT_REGISTERED', { field: 'email' });
    return user;
  }

  return {
    async subscribe(request: SubscribeRequest, context: RequestContext): Promise<SubscribeResponse> {
      const email = checkedEmail(request.email);
      await repo.upsertSubscription(db, { email, receiveInfo: request.isReceiveInfo, language: context.lang, now: now() });
      return { subscribed: true };
    },

    /**
     * A new address creates a pending account. An address registered but never activated is taken over by
     * whoever registers it again (only the mailbox owner can activate): the new password and invite code
     * replace the old ones and the earlier activation links stop working. An activated address is refused.
     */
    async register(request: RegisterRequest, context: RequestContext): Promise<RegisterResponse> {
      const email = checkedEmail(request.email);
      checkedPassword(request.password);
      let invitedBy: number | null = null;
      const inviteCode = request.inviteCode?.trim().toUpperCase();
      if (inviteCode) {
        invitedBy = INVITE_CODE_PATTERN.test(inviteCode) ? await repo.findUserIdByInviteCode(db, inviteCode) : null;
        if (invitedBy === null) throw new AppError('INVITE_CODE_INVALID', { field: 'inviteCode' });
      }
      if ((await repo.findUserByEmail(db, email))?.status === AccountStatus.active) throw new AppError('ACCOUNT_REGISTERED', { field: 'email' });

      const passwordHash = await hashPassword(request.password);
      const code = randomToken();
      const user = await db.transaction(async (tx) => {
        const at = now();
        const activation = { purpose: CodePurpose.activation, codeHash: sha256(code), expiresAt: addMs(at, ACTIVATION_TTL_MS), createdAt: at };
        for (let attempt = 0; attempt < INVITE_CODE_ATTEMPTS; attempt += 1) {
          const created = await repo.insertUserIfAbsent(tx, {
            publicId: publicId(),
            email,
            passwordHash,
            ...defaultNames(),
            photo: DEFAULT_PHOTO,
            avatar: DEFAULT_AVATAR,
            jersey: DEFAULT_JERSEY,
            inviteCode: randomCode(INVITE_CODE_LENGTH),
            invitedBy,
            language: context.lang,
            timeZone: context.timeZone,
            createdAt: at,
            updatedAt: at,
          });
          if (created) {
            await repo.insertCode(tx, { userId: created.id, ...activation });
            return created;
          }
          // The e-mail is taken (maybe by a concurrent sign-up), or a random key collided: try again.
          const taken = await repo.findUserByEmail(tx, email);
          if (!taken) continue;
          const row = await repo.lockUser(tx, taken.id);
          if (!row || row.status === AccountStatus.active) throw new AppError('ACCOUNT_REGISTERED', { field: 'email' });
          if (invitedBy === row.id) throw new AppError('INVITE_CODE_INVALID', { field: 'inviteCode' });
          // Like a resend: at most one activation mail a minute.
          const last = await repo.latestCode(tx, row.id, CodePurpose.activation);
          const readyAt = last ? addMs(last.createdAt, RESEND_COOLDOWN_S * 1000) : null;
          if (readyAt && readyAt > at) throw new AppError('RESEND_TOO_SOON', { retryAfter: secondsUntil(readyAt, at) });
          await repo.expireCodes(tx, row.id, CodePurpose.activation, at);
          const replaced = await repo.updateUser(tx, row.id, {
            passwordHash,
            invitedBy,
            language: context.lang,
            timeZone: context.timeZone,
            failedLogins: 0,
            failedWindowStart: null,
            lockedUntil: null,
            updatedAt: at,
          });
          await repo.insertCode(tx, { userId: row.id, ...activation });
          return replaced ?? row;
        }
        throw new Error('could not draw a free public id and invite code');
      });
      await sendActivationMail(user, code, context.lang);
      return { u: user.publicId, f: maskEmail(email), resendAfter: RESEND_COOLDOWN_S };
    },

    async regConfirm(request: RegConfirmRequest): Promise<RegConfirmResponse> {
      const user = await repo.findUserByPublicId(db, request.u);
      if (!user) throw new AppError('ACTIVATION_FAILED');
      const code = await usableLinkCode(user, CodePurpose.activation, request.c, () =>
        user.status === AccountStatus.active ? new AppError('ACCOUNT_ALREADY_ACTIVATED') : new AppError('ACTIVATION_FAILED'),
      );
      await db.transaction(async (tx) => {
        await repo.lockUser(tx, user.id);
        const at = now();
        if (!(await repo.consumeCodes(tx, user.id, CodePurpose.activation, code.id, at))) throw new AppError('LINK_USED');
        await repo.updateUser(tx, user.id, { status: AccountStatus.active, activatedAt: at, updatedAt: at });
        await deliverMessage(tx, {
          userId: user.id,
          kind: MessageKind.welcome,
          params: { nickName: user.nickName, clubName: user.clubName },
          now: at,
        });
      });
      return { email: user.email };
    },

    async resendConfirmMail(request: { u?: string; email?: string }, context: RequestContext): Promise<ResendConfirmMailResponse> {
      if ((request.u === undefined) === (request.email === undefined)) throw invalidParams('u', 'send either u or email');
      const user = request.u !== undefined ? await repo.findUserByPublicId(db, request.u) : await findRegistered(request.email ?? '');
      if (!user) throw new AppError('ACCOUNT_NOT_REGISTERED', { field: 'u' });
      if (user.status === AccountStatus.active) throw new AppError('ACCOUNT_ALREADY_ACTIVATED');
      const code = await issueLinkCode(user.id, CodePurpose.activation, ACTIVATION_TTL_MS);
      await sendActivationMail(user, code, context.lang);
      return { u: user.publicId, f: maskEmail(user.email), resendAfter: RESEND_COOLDOWN_S };
    },

    /**
     * The attempt is counted under the account's row lock before the password is checked, so parallel
     * guesses cannot all pass one read of the lock, and a success never clears a lock set meanwhile.
     * scrypt runs between the transactions: on PGlite a transaction holds the whole database.
     */
    async login(request: LoginRequest, context: RequestContext): Promise<LoginResponse> {
      const user = await findRegistered(request.email);
      const lockedUntil = await db.transaction(async (tx) => {
        const row = await repo.lockUser(tx, user.id);
        if (!row) throw new AppError('ACCOUNT_NOT_REGISTERED', { field: 'email' });
        const { refused, state } = attemptState(row, now());
        if (state !== row) await repo.updateUser(tx, user.id, state);
        return refused ? state.lockedUntil : null;
      });
      if (lockedUntil) throw new AppError('ACCOUNT_LOCKED', { retryAfter: secondsUntil(lockedUntil, now()) });

      if (!(await verifyPassword(request.password, user.passwordHash))) {
        await db.transaction(async (tx) => {
          const row = await repo.lockUser(tx, user.id);
          if (!row) return;
          const state = failureState(row, now());
          if (state !== row) await repo.updateUser(tx, user.id, state);
        });
        throw new AppError('ACCOUNT_OR_PASSWORD_INCORRECT');
      }

      const token = randomToken();
      const outcome = await db.transaction(async (tx) => {
        const row = await repo.lockUser(tx, user.id);
        const at = now();
        if (!row) throw new AppError('ACCOUNT_NOT_REGISTERED', { field: 'email' });
        // A lock set by parallel attempts while this password was checked stands.
        if (isLocked(row, at)) throw new AppError('ACCOUNT_LOCKED', { retryAfter: secondsUntil(row.lockedUntil ?? at, at) });
        // The right password forgets the counted failures (this attempt's included).
        const forget = { failedLogins: 0, failedWindowStart: null, lockedUntil: null };
        if (row.status !== AccountStatus.active) {
          await repo.updateUser(tx, user.id, forget);
          return { activated: false as const, row };
        }
        await repo.insertSession(tx, { tokenHash: sha256(token), userId: user.id, createdAt: at, expiresAt: addMs(at, SESSION_TTL_MS) });
        const updated = await repo.updateUser(tx, user.id, {
          ...forget,
          language: context.lang,
          timeZone: context.timeZone ?? row.timeZone,
          updatedAt: at,
        });
        return { activated: true as const, row: updated ?? row };
      });
      if (!outcome.activated) throw new AppError('ACCOUNT_NOT_ACTIVATED', { u: outcome.row.publicId });
      return loginResponse(outcome.row, token, await repo.isSubscribed(db, outcome.row.email));
    },

    async logout(user: SessionUser): Promise<null> {
      await repo.revokeSession(db, user.sessionId, now());
      return null;
    },

    async resetPasswd(request: { email: string }, context: RequestContext): Promise<ResetPasswdResponse> {
      const user = await findRegistered(request.email);
      // No `u` here: the account's public id is for whoever knows its password (login) or registered it.
      if (user.status !== AccountStatus.active) throw new AppError('ACCOUNT_NOT_ACTIVATED', { field: 'email' });
      const code = await issueLinkCode(user.id, CodePurpose.reset, RESET_TTL_MS);
      const link = `${publicUrl}${paths.resetPassword(user.publicId, code)}`;
      await mailer.send({
        to: user.email,
        subject: t(context.lang, 'mail', 'reset.subject'),
        text: t(context.lang, 'mail', 'reset.text', { link, minutes: RESET_TTL_MS / 60_000 }),
      });
      return { f: maskEmail(user.email), resendAfter: RESEND_COOLDOWN_S };
    },

    /** Sets the new password and revokes every session of the account. */
    async resetPasswdConfirm(request: ResetPasswdConfirmRequest): Promise<ResetPasswdConfirmResponse> {
      checkedPassword(request.password);
      const user = await repo.findUserByPublicId(db, request.u);
      if (!user) throw new AppError('PASSWORD_RESET_ERROR');
      const code = await usableLinkCode(user, CodePurpose.reset, request.c, () => new AppError('PASSWORD_RESET_ERROR'));
      const passwordHash = await hashPassword(request.password);
      await db.transaction(async (tx) => {
        await repo.lockUser(tx, user.id);
        const at = now();
        if (!(await repo.consumeCodes(tx, user.id, CodePurpose.reset, code.id, at))) throw new AppError('LINK_USED');
        await repo.updateUser(tx, user.id, { passwordHash, failedLogins: 0, failedWindowStart: null, lockedUntil: null, updatedAt: at });
        await repo.revokeAllSessions(tx, user.id, at);
      });
      return { email: user.email };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
