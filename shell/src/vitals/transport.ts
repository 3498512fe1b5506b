import { API_BASE, ApiPaths } from '@fc/shared';

export const VITALS_URL = `${API_BASE}${ApiPaths.vitals}`;

/**
 * A report on its way while the page goes away: a beacon (a string goes as text/plain, which the API reads as JSON),
 * else a keepalive fetch. Nobody reads the answer.
 */
export function sendVitals(body: string): void {
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(VITALS_URL, body)) return;
  if (typeof fetch !== 'function') return;
  fetch(VITALS_URL, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(() => undefined);
}
