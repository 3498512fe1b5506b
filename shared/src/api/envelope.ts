import { ErrorCode, paths, type ApiErrorDetail, type Envelope } from '../contracts/base';
import { logoutSession, setUnreadCount } from '../session/session';
import { ApiError } from './api-error';
import { navigateTo } from './navigation';

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as { r?: unknown }).r === 'number';
}

function onSessionInvalid(): void {
  logoutSession();
  const { pathname, search, hash } = window.location;
  if (pathname === paths.home() || pathname === paths.login()) return;
  navigateTo(paths.login(`${pathname}${search}${hash}`));
}

/**
 * What an answer means, whether it came over the network or inside the page: the unread count it carries is applied,
 * `r` 0 gives the envelope back, any other `r` (and 1002's logout) an {@link ApiError}.
 */
export function readEnvelope<T>(body: unknown, status: number, path: string): Envelope<T> {
  if (!isEnvelope(body)) {
    throw new ApiError(ErrorCode.UNKNOWN, path, { message: `HTTP ${status} without an envelope` });
  }
  const unread = body.e?.system_event;
  if (typeof unread === 'number') setUnreadCount(unread);
  if (body.r === ErrorCode.OK) return body as Envelope<T>;
  if (body.r === ErrorCode.SESSION_INVALID) onSessionInvalid();
  const detail = typeof body.d === 'object' && body.d !== null ? (body.d as ApiErrorDetail) : null;
  throw new ApiError(body.r, path, detail);
}
