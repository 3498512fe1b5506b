import { maskEmail, paths, type ResetPasswdConfirmRequest, type ResetPasswdConfirmResponse, type ResetPasswdResponse } from '@fc/shared/contracts';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/crypto';
import { t } from '../../plugins/i18n';
import { issueLinkCode, usableLinkCode } from './codes';
import { AccountStatus, CodePurpose, RESEND_COOLDOWN_S, RESET_TTL_MS } from './constants';
import { checkedPassword, findRegistered, type AccountDeps, type RequestContext } from './context';
import { passwordWasReset } from './hooks';
import { NO_FAILURES } from './lockout';
import * as repo from './repository';

/** The reset mail and the new password. */
export function createPasswordReset(deps: AccountDeps) {
  const { db, mailer, now, publicUrl } = deps;

  return {
    async resetPasswd(request: { email: string }, context: RequestContext): Promise<ResetPasswdResponse> {
      const user = await findRegistered(db, request.email);
      // No `u` here: the account's public id is for whoever knows its password (login) or registered it.
      if (user.status !== AccountStatus.active) throw new AppError('ACCOUNT_NOT_ACTIVATED', { field: 'email' });
      const code = await issueLinkCode(db, now, { userId: user.id, purpose: CodePurpose.reset, ttlMs: RESET_TTL_MS, cooldownS: RESEND_COOLDOWN_S });
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
      const code = await usableLinkCode(db, now(), {
        user,
        purpose: CodePurpose.reset,
        code: request.c,
        notFound: () => new AppError('PASSWORD_RESET_ERROR'),
      });
      const passwordHash = await hashPassword(request.password);
      await db.transaction(async (tx) => {
        await repo.lockUser(tx, user.id);
        const at = now();
        if (!(await repo.consumeCodes(tx, user.id, CodePurpose.reset, code.id, at))) throw new AppError('LINK_USED');
        await repo.updateUser(tx, user.id, { passwordHash, ...NO_FAILURES, updatedAt: at });
        await repo.revokeAllSessions(tx, user.id, at);
        await passwordWasReset(tx, user.id, at);
      });
      return { email: user.email };
    },
  };
}
