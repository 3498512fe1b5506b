import type { LoginRequest, LoginResponse } from '@fc/shared/contracts';
import { AppError, secondsUntil } from '../../lib/app-error';
import { dummyPasswordHash, randomToken, sha256, verifyPassword } from '../../lib/crypto';
import { addMs } from '../../lib/time';
import type { SessionUser } from '../../plugins/auth';
import { AccountStatus, SESSION_TTL_MS } from './constants';
import { checkedEmail, type AccountDeps, type RequestContext } from './context';
import { decideLogin, isLocked } from './lockout';
import * as repo from './repository';
import type { UserRow } from './tables';

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

function lockedError(lockedUntil: Date | null, now: Date): AppError {
  return new AppError('ACCOUNT_LOCKED', { retryAfter: secondsUntil(lockedUntil ?? now, now) });
}

type Outcome = { refusal: AppError } | { refusal: null; row: UserRow };

export function createLogin(deps: AccountDeps) {
  const { db, now } = deps;

  return {
    /**
     * The password is checked first, outside any transaction (scrypt is slow and, on PGlite, a transaction
     * holds the whole database); then, under the account's row lock, the attempt is decided and only a
     * wrong password is counted (lockout.ts). Logins in flight therefore never count against the account,
     * and parallel wrong guesses are counted one after another. An unknown e-mail spends the same scrypt
     * work as a wrong password.
     */
    async login(request: LoginRequest, context: RequestContext): Promise<LoginResponse> {
      const email = checkedEmail(request.email);
      const user = await repo.findUserByEmail(db, email);
      // A lock stands whatever the password: spare the scrypt work (the answer says the account exists anyway).
      if (user && isLocked(user, now())) throw lockedError(user.lockedUntil, now());
      // An unknown e-mail is checked against a dummy hash, so that its answer takes as long as a wrong password's.
      const passwordRight = await verifyPassword(request.password, user?.passwordHash ?? (await dummyPasswordHash()));
      if (!user) throw new AppError('ACCOUNT_NOT_REGISTERED', { field: 'email' });

      const token = randomToken();
      const outcome = await db.transaction(async (tx): Promise<Outcome> => {
        const row = await repo.lockUser(tx, user.id);
        const at = now();
        if (!row) return { refusal: new AppError('ACCOUNT_NOT_REGISTERED', { field: 'email' }) };
        // The password was replaced while it was checked (reset, new sign-up): that check proves nothing.
        if (row.passwordHash !== user.passwordHash) return { refusal: new AppError('ACCOUNT_OR_PASSWORD_INCORRECT') };
        const { verdict, state } = decideLogin(row, passwordRight, at);
        if (verdict === 'locked') return { refusal: lockedError(row.lockedUntil, at) };
        if (verdict === 'wrong') {
          await repo.updateUser(tx, row.id, state);
          return { refusal: new AppError('ACCOUNT_OR_PASSWORD_INCORRECT') };
        }
        if (row.status !== AccountStatus.active) {
          await repo.updateUser(tx, row.id, state);
          return { refusal: new AppError('ACCOUNT_NOT_ACTIVATED', { u: row.publicId }) };
        }
        await repo.insertSession(tx, { tokenHash: sha256(token), userId: row.id, createdAt: at, expiresAt: addMs(at, SESSION_TTL_MS) });
        const updated = await repo.updateUser(tx, row.id, {
          ...state,
          language: context.lang,
          timeZone: context.timeZone ?? row.timeZone,
          updatedAt: at,
        });
        return { refusal: null, row: updated ?? row };
      });
      // Refusals are answered after the commit, so a counted failure stays counted.
      if (outcome.refusal) throw outcome.refusal;
      return loginResponse(outcome.row, token, await repo.isSubscribed(db, outcome.row.email));
    },

    async logout(user: SessionUser): Promise<null> {
      await repo.revokeSession(db, user.sessionId, now());
      return null;
    },
  };
}
