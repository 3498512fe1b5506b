import type { SubscribeRequest, SubscribeResponse } from '@fc/shared/contracts';
import { checkedEmail, type AccountDeps, type RequestContext } from './context';
import { createLogin } from './login';
import { createPasswordReset } from './password-reset';
import { createRegistration } from './registration';
import * as repo from './repository';

export type { AccountDeps, RequestContext } from './context';

/** The account routes' service: registration.ts, login.ts (with lockout.ts), password-reset.ts and the newsletter. */
export function createAccountService(deps: AccountDeps) {
  const { db, now } = deps;
  return {
    ...createRegistration(deps),
    ...createLogin(deps),
    ...createPasswordReset(deps),

    async subscribe(request: SubscribeRequest, context: RequestContext): Promise<SubscribeResponse> {
      const email = checkedEmail(request.email);
      await repo.upsertSubscription(db, { email, receiveInfo: request.isReceiveInfo, language: context.lang, now: now() });
      return { subscribed: true };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
