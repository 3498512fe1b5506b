// Accounts for tests: the demo account, and fresh ones (sign-up → activation link from the dev outbox).
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { ApiPaths, type RegisterResponse } from '@fc/shared/contracts';
import { apiOk, linkTo, waitForMail } from './api';
import { location, visible } from './wait';

export const DEMO = { email: 'demo@fc.example', password: 'demo1234' } as const;

export interface TestAccount {
  email: string;
  password: string;
}

/** An address no other test (or run) uses. */
export function uniqueEmail(tag = 'user'): string {
  return `e2e-${tag}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@fc.example`;
}

export const TEST_PASSWORD = 'Kickoff-2024';

/**
 * A new, activated account made through the API (register, activation link from the dev outbox, regConfirm),
 * for tests whose subject is not the sign-up screens themselves.
 */
export async function signUp({ email = uniqueEmail(), password = TEST_PASSWORD }: Partial<TestAccount> = {}): Promise<TestAccount> {
  await apiOk<RegisterResponse>(ApiPaths.register, { email, password });
  const mail = await waitForMail(email, (candidate) => candidate.links.some((link) => link.includes('/activate-confirm')));
  const link = linkTo(mail, '/activate-confirm');
  await apiOk(ApiPaths.regConfirm, { u: link.searchParams.get('u'), c: link.searchParams.get('c') });
  return { email, password };
}

/** Fills and submits the login form of the page already on /login. */
export async function submitLogin(page: Page, { email, password }: TestAccount): Promise<void> {
  const form = page.getByTestId('login-page');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
}

/**
 * Logs in through the login page; without `redirect` waits for the home page's navbar to show the account,
 * with one waits to have left /login.
 */
export async function loginAs(page: Page, account: TestAccount, redirect?: string): Promise<void> {
  await page.goto(redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login');
  await submitLogin(page, account);
  await location(page, (url) => url.pathname !== '/login');
  if (!redirect) await visible(page.getByTestId('navbar-nickname'));
}

export function loginAsDemo(page: Page, redirect?: string): Promise<void> {
  return loginAs(page, DEMO, redirect);
}
