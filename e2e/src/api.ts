// Talking to the API directly (Node fetch), for what a test prepares or reads outside the browser.
import { ApiPaths, type DevOutboxResponse, type LoginResponse, type OutboxMail } from '@fc/shared/contracts';
import { e2eState } from './state';

export interface Envelope<T> {
  r: number;
  d: T;
  e?: { system_event?: number } | null;
}

export async function callApi<T>(apiPath: string, body: object = {}, token?: string): Promise<Envelope<T>> {
  const response = await fetch(`${e2eState().baseUrl}/api${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-fc-token': token } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

/** Like callApi, but fails unless r = 0; returns `d`. */
export async function apiOk<T>(apiPath: string, body: object = {}, token?: string): Promise<T> {
  const answer = await callApi<T>(apiPath, body, token);
  if (answer.r !== 0) throw new Error(`${apiPath} answered r=${answer.r} ${JSON.stringify(answer.d)}`);
  return answer.d;
}

/** The mails the dev outbox holds for `email`, newest first (POST /api/dev/outbox). */
export async function readOutbox(email: string): Promise<OutboxMail[]> {
  return (await apiOk<DevOutboxResponse>(ApiPaths.devOutbox, { email })).mails;
}

/** Waits until a mail matching `predicate` is in the outbox (sending may finish after the answer). */
export async function waitForMail(
  email: string,
  predicate: (mail: OutboxMail) => boolean = () => true,
  { timeoutMs = 10_000, after = 0 }: { timeoutMs?: number; after?: number } = {},
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await readOutbox(email);
    const mail = mails.slice(0, Math.max(0, mails.length - after)).find(predicate);
    if (mail) return mail;
    if (Date.now() > deadline) {
      throw new Error(`no matching mail for ${email} within ${timeoutMs} ms; outbox: ${JSON.stringify(mails.map((m) => m.subject))}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first link in a mail whose path is `pathname` (e.g. /activate-confirm), as a URL. */
export function linkTo(mail: OutboxMail, pathname: string): URL {
  const candidates = [...mail.links, ...(mail.text.match(/https?:\/\/\S+/g) ?? [])];
  for (const candidate of candidates) {
    const url = new URL(candidate);
    if (url.pathname === pathname) return url;
  }
  throw new Error(`mail "${mail.subject}" has no ${pathname} link: ${JSON.stringify(mail.links)}`);
}

/** The 6-digit code in a mail's text. */
export function sixDigitCode(mail: OutboxMail): string {
  const code = mail.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`mail "${mail.subject}" has no 6-digit code: ${mail.text}`);
  return code;
}

export function loginApi(email: string, password: string): Promise<LoginResponse> {
  return apiOk<LoginResponse>(ApiPaths.login, { email, password });
}
