import { randomBytes } from 'node:crypto';
import { ApiPaths, type DevOutboxResponse, type LoginResponse, type RegisterResponse } from '@fc/shared/contracts';
import { findUserByPublicId } from '../../src/modules/account/repository';
import type { TestApp } from './build-app';

export const PASSWORD = 'secret123';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

export async function outbox(t: TestApp, email: string): Promise<DevOutboxResponse['mails']> {
  const answer = await t.call<DevOutboxResponse>(ApiPaths.devOutbox, { email });
  if (answer.r !== 0) throw new Error(`outbox answered ${answer.r}`);
  return answer.d.mails;
}

/** `u` and `c` of the newest mailed link to `pathname` (e.g. /activate-confirm). */
export async function mailedLink(t: TestApp, email: string, pathname: string): Promise<{ u: string; c: string; url: string }> {
  for (const mail of await outbox(t, email)) {
    for (const link of mail.links) {
      const url = new URL(link);
      const u = url.searchParams.get('u');
      const c = url.searchParams.get('c');
      if (url.pathname === pathname && u && c) return { u, c, url: link };
    }
  }
  throw new Error(`no ${pathname} link mailed to ${email}`);
}

export async function register(t: TestApp, email = uniqueEmail(), password = PASSWORD): Promise<RegisterResponse & { email: string; password: string }> {
  const answer = await t.call<RegisterResponse>(ApiPaths.register, { email, password });
  if (answer.r !== 0) throw new Error(`register answered ${answer.r}`);
  return { ...answer.d, email, password };
}

export async function activate(t: TestApp, email: string): Promise<void> {
  const { u, c } = await mailedLink(t, email, '/activate-confirm');
  const answer = await t.call(ApiPaths.regConfirm, { u, c });
  if (answer.r !== 0) throw new Error(`regConfirm answered ${answer.r}`);
}

export async function login(t: TestApp, email: string, password = PASSWORD): Promise<LoginResponse> {
  const answer = await t.call<LoginResponse>(ApiPaths.login, { email, password });
  if (answer.r !== 0) throw new Error(`login answered ${answer.r}`);
  return answer.d;
}

export interface SignedInUser extends LoginResponse {
  password: string;
  /** Internal id, for tests that reach into repositories. */
  userId: number;
}

/** Registers, activates through the mailed link and logs in a new account. */
export async function signUp(t: TestApp, email = uniqueEmail(), password = PASSWORD): Promise<SignedInUser> {
  await register(t, email, password);
  await activate(t, email);
  const session = await login(t, email, password);
  const user = await findUserByPublicId(t.app.db, session.pid);
  if (!user) throw new Error('signed-up user not found');
  return { ...session, password, userId: user.id };
}
