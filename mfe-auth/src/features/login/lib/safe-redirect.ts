import { paths } from '@fc/shared';

const PROBE_ORIGIN = 'https://same-site.invalid';
const AUTH_ENTRY_PATHS = new Set([paths.login(), paths.signup()]);

/**
 * Where to go after logging in. Only a same-site path is honoured: `//evil.com`, `/\evil.com`,
 * `https://…` and `javascript:` all fall back to home, as does a path back to the login page itself.
 */
export function safeRedirect(raw: string | null | undefined): string {
  const fallback = paths.home();
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f\u007f]/.test(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN || AUTH_ENTRY_PATHS.has(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
