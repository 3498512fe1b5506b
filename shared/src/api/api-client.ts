import {
  API_BASE,
  API_TIMEOUT_MS,
  ErrorCode,
  LANGUAGE_HEADER,
  paths,
  TIMEZONE_HEADER,
  TOKEN_HEADER,
  type ApiErrorDetail,
  type Envelope,
} from '../contracts/base';
import { toApiLanguage } from '../i18n/i18n';
import { logoutSession, setUnreadCount, syncSessionFromCookies } from '../session/session';
import { ApiError } from './api-error';
import { navigateTo } from './navigation';

/** One call as it goes on the wire: a JSON POST. */
export interface ApiRequest {
  /** `/api<path>` */
  url: string;
  /** The API path the caller named, e.g. `/player/currency`. */
  path: string;
  headers: Record<string, string>;
  /** The JSON body. */
  body: string;
  /** Aborts on the caller's signal and on the timeout. */
  signal: AbortSignal;
}

/** What came back: the status and the body's text (read whole, so the timeout covers it too). */
export interface ApiResponse {
  status: number;
  text: string;
}

/** The network under every call: `fetch`, replaced by tests (`@fc/shared/testing`). Rejects when the call fails or aborts. */
export type ApiTransport = (request: ApiRequest) => Promise<ApiResponse>;

const fetchTransport: ApiTransport = async ({ url, headers, body, signal }) => {
  const response = await fetch(url, { method: 'POST', headers, body, signal, credentials: 'same-origin' });
  return { status: response.status, text: await response.text() };
};

let transport: ApiTransport = fetchTransport;

/** Tests: answer every call with `replacement` instead of the network; undefined puts the network back. */
export function setApiTransport(replacement: ApiTransport | undefined): void {
  transport = replacement ?? fetchTransport;
}

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as { r?: unknown }).r === 'number';
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function onSessionInvalid(): void {
  logoutSession();
  const { pathname, search, hash } = window.location;
  if (pathname === paths.home() || pathname === paths.login()) return;
  navigateTo(paths.login(`${pathname}${search}${hash}`));
}

function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    [LANGUAGE_HEADER]: toApiLanguage(),
    [TIMEZONE_HEADER]: browserTimeZone(),
  };
  // Read from the cookie on every request: another tab may have logged out or in since this one looked.
  const { token } = syncSessionFromCookies();
  if (token) headers[TOKEN_HEADER] = token;
  return headers;
}

/** The error a call rejects with when its caller aborted it (what `fetch` itself rejects with). */
function abortError(): DOMException {
  return new DOMException('The call was aborted', 'AbortError');
}

/** Sends one call, giving up after API_TIMEOUT_MS. Rejects with an abort when the caller aborts, ApiError otherwise. */
async function send(path: string, body: string, callerSignal: AbortSignal | undefined): Promise<ApiResponse> {
  if (callerSignal?.aborted) throw abortError();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, API_TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  callerSignal?.addEventListener('abort', forwardAbort);
  try {
    return await transport({ url: `${API_BASE}${path}`, path, headers: requestHeaders(), body, signal: controller.signal });
  } catch (error) {
    if (timedOut) throw new ApiError(ErrorCode.REQUEST_TIMEOUT, path, { message: `no answer within ${API_TIMEOUT_MS} ms` });
    // An aborted call is the caller's decision, not a failure to report.
    if (callerSignal?.aborted) throw abortError();
    const message = error instanceof Error ? error.message : String(error);
    throw new ApiError(ErrorCode.NETWORK_ERROR, path, { message });
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', forwardAbort);
  }
}

export interface CallOptions {
  signal?: AbortSignal;
}

/**
 * The one HTTP client: POSTs `body` as JSON to `/api<path>` and resolves with the envelope's `d`. Every answer is an
 * envelope `{ r, d, e }`, also with 404/500, so the status alone decides nothing. Rejects with an {@link ApiError}
 * (the server's result code, NETWORK_ERROR or REQUEST_TIMEOUT), or with an abort when `signal` aborts.
 */
export async function callApi<TRes, TReq = object>(path: string, body?: TReq, options: CallOptions = {}): Promise<TRes> {
  const response = await send(path, JSON.stringify(body ?? {}), options.signal);
  const envelope = parseJson(response.text);
  if (!isEnvelope(envelope)) {
    throw new ApiError(ErrorCode.UNKNOWN, path, { message: `HTTP ${response.status} without an envelope` });
  }
  const unread = envelope.e?.system_event;
  if (typeof unread === 'number') setUnreadCount(unread);
  if (envelope.r === ErrorCode.OK) return envelope.d as TRes;
  if (envelope.r === ErrorCode.SESSION_INVALID) onSessionInvalid();
  const detail = typeof envelope.d === 'object' && envelope.d !== null ? (envelope.d as ApiErrorDetail) : null;
  throw new ApiError(envelope.r, path, detail);
}

/** True for the rejection of a call its caller aborted. */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
