import {
  INVITE_CODE_PATTERN,
  maskEmail,
  paths,
  type ApiLanguage,
  type RegConfirmRequest,
  type RegConfirmResponse,
  type RegisterRequest,
  type RegisterResponse,
  type ResendConfirmMailResponse,
} from '@fc/shared/contracts';
import { AppError, invalidParams } from '../../lib/app-error';
import { hashPassword, publicId, randomCode, randomToken, sha256 } from '../../lib/crypto';
import { addMs } from '../../lib/time';
import { t } from '../../plugins/i18n';
import { assertResendReady, issueLinkCode, usableLinkCode } from './codes';
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
  RESEND_COOLDOWN_S,
} from './constants';
import { checkedEmail, checkedPassword, findRegistered, type AccountDeps, type RequestContext } from './context';
import { accountActivated } from './hooks';
import * as repo from './repository';
import type { Transaction } from '../../db/client';
import type { UserRow } from './tables';

function defaultNames(): { nickName: string; clubName: string } {
  const tag = randomCode(4);
  return { nickName: `${DEFAULT_NICKNAME_PREFIX}${tag}`, clubName: `${DEFAULT_CLUB_SUFFIX} ${tag}` };
}

/** Sign-up, activation and the activation mail. */
export function createRegistration(deps: AccountDeps) {
  const { db, mailer, now, publicUrl } = deps;

  async function sendActivationMail(user: UserRow, code: string, lang: ApiLanguage): Promise<void> {
    const link = `${publicUrl}${paths.activateConfirm(user.publicId, code)}`;
    await mailer.send({
      to: user.email,
      subject: t(lang, 'mail', 'activation.subject'),
      text: t(lang, 'mail', 'activation.text', { link, hours: ACTIVATION_TTL_MS / 3_600_000 }),
    });
  }

  return {
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
          await assertResendReady(tx, row.id, CodePurpose.activation, RESEND_COOLDOWN_S, at);
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
      const code = await usableLinkCode(db, now(), {
        user,
        purpose: CodePurpose.activation,
        code: request.c,
        notFound: () => (user.status === AccountStatus.active ? new AppError('ACCOUNT_ALREADY_ACTIVATED') : new AppError('ACTIVATION_FAILED')),
      });
      await db.transaction(async (tx) => {
        await repo.lockUser(tx, user.id);
        const at = now();
        if (!(await repo.consumeCodes(tx, user.id, CodePurpose.activation, code.id, at))) throw new AppError('LINK_USED');
        await repo.updateUser(tx, user.id, { status: AccountStatus.active, activatedAt: at, updatedAt: at });
        await accountActivated(tx, user, at);
      });
      return { email: user.email };
    },

    async resendConfirmMail(request: { u?: string; email?: string }, context: RequestContext): Promise<ResendConfirmMailResponse> {
      if ((request.u === undefined) === (request.email === undefined)) throw invalidParams('u', 'send either u or email');
      const user = request.u !== undefined ? await repo.findUserByPublicId(db, request.u) : await findRegistered(db, request.email ?? '');
      if (!user) throw new AppError('ACCOUNT_NOT_REGISTERED', { field: 'u' });
      if (user.status === AccountStatus.active) throw new AppError('ACCOUNT_ALREADY_ACTIVATED');
      const code = await issueLinkCode(db, now, { userId: user.id, purpose: CodePurpose.activation, ttlMs: ACTIVATION_TTL_MS, cooldownS: RESEND_COOLDOWN_S });
      await sendActivationMail(user, code, context.lang);
      return { u: user.publicId, f: maskEmail(user.email), resendAfter: RESEND_COOLDOWN_S };
    },
  };
}

/**
 * An activated account made without the activation mail (the dev tools' /dev/grant): default names, a fresh invite
 * code and, as on every activation, the welcome message and the trial squad. Null when the address is taken.
 */
export async function createActivatedAccount(tx: Transaction, email: string, passwordHash: string, at: Date): Promise<UserRow | null> {
  for (let attempt = 0; attempt < INVITE_CODE_ATTEMPTS; attempt += 1) {
    const created = await repo.insertUserIfAbsent(tx, {
      publicId: publicId(),
      email,
      passwordHash,
      ...defaultNames(),
      status: AccountStatus.active,
      photo: DEFAULT_PHOTO,
      avatar: DEFAULT_AVATAR,
      jersey: DEFAULT_JERSEY,
      inviteCode: randomCode(INVITE_CODE_LENGTH),
      language: 'en-US',
      createdAt: at,
      activatedAt: at,
      updatedAt: at,
    });
    if (created) {
      await accountActivated(tx, created, at);
      return created;
    }
    if (await repo.findUserByEmail(tx, email)) return null;
  }
  throw new Error('could not draw a free public id and invite code');
}
