import { API_BASE, ApiPaths } from '@fc/shared/contracts';
import type { TestApp } from './build-app';

/** Pays a sandbox checkout session with a test card number, as the hosted page's form would. */
export function payWithCard(t: TestApp, session: string, card: string) {
  return t.app.inject({
    method: 'POST',
    url: `${API_BASE}${ApiPaths.sandboxPay}`,
    payload: new URLSearchParams({ session, lang: 'en', card }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}
