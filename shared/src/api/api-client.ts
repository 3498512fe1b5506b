import axios, { AxiosError, isCancel, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
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

/** What came back: the status and the body's text. */
export interface ApiResponse {
  status: number;
  text: string;
}

/** A stand-in for the network under every call (`@fc/shared/testing`). Rejects when the call fails or aborts. */
export type ApiTransport = (request: ApiRequest) => Promise<ApiResponse>;

type Fetch = (input: URL | Request | string, init?: RequestInit) => Promise<Response>;

/** What axios' fetch adapter hands `fetch`: a Request where the runtime has that class, else the URL and its init. */
async function onTheWire(input: URL | Request | string, init: RequestInit | undefined): Promise<Omit<ApiRequest, 'path'>> {
  if (typeof input === 'string' || input instanceof URL) {
    return {
      url: String(input),
      headers: { ...(init?.headers as Record<string, string> | undefined) },
      body: typeof init?.body === 'string' ? init.body : '',
      signal: init?.signal ?? new AbortController().signal,
    };
  }
  return { url: input.url, headers: Object.fromEntries(input.headers.entries()), body: await input.text(), signal: input.signal };
}

/** `fetch` answered by `transport`: axios' fetch adapter runs as in the browser, only the network is replaced. */
function fetchThrough(transport: ApiTransport): Fetch {
  return async (input, init) => {
    const call = await onTheWire(input, init);
    const pathname = new URL(call.url, 'http://api.invalid').pathname;
    const { status, text } = await transport({ ...call, path: pathname.slice(API_BASE.length) });
    // What the fetch adapter reads of an answer; jsdom (jest) has no Response class to build a real one.
    const answer = { status, statusText: '', headers: {}, body: null, text: async () => text };
    return answer as unknown as Response;
  };
}

/** The browser's own fetch, unless a test replaced the network (setApiTransport). */
let fetchOverride: Fetch | undefined;

/** Tests: answer every call with `replacement` instead of the network; undefined puts the network back. */
export function setApiTransport(replacement: ApiTransport | undefined): void {
  fetchOverride = replacement ? fetchThrough(replacement) : undefined;
}

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as { r?: unknown }).r === 'number';
}

function pathOf(config: InternalAxiosRequestConfig | undefined): string {
  return config?.url ?? '';
}

function onSessionInvalid(): void {
  logoutSession();
  const { pathname, search, hash } = window.location;
  if (pathname === paths.home() || pathname === paths.login()) return;
  navigateTo(paths.login(`${pathname}${search}${hash}`));
}

/** The one HTTP client: every call is a JSON POST under /api over `fetch`, answered by an envelope `{ r, d, e }`. */
const client = axios.create({
  baseURL: API_BASE,
  adapter: 'fetch',
  timeout: API_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  // Errors come as envelopes, also with 404/500; the status alone decides nothing.
  validateStatus: () => true,
});

client.interceptors.request.use((config) => {
  // Read from the cookie on every request: another tab may have logged out or in since this one looked.
  const { token } = syncSessionFromCookies();
  if (token) config.headers.set(TOKEN_HEADER, token);
  else config.headers.delete(TOKEN_HEADER);
  config.headers.set(LANGUAGE_HEADER, toApiLanguage());
  config.headers.set(TIMEZONE_HEADER, browserTimeZone());
  return config;
});

client.interceptors.response.use(
  (response: AxiosResponse<unknown>) => {
    const path = pathOf(response.config);
    const body = response.data;
    if (!isEnvelope(body)) {
      throw new ApiError(ErrorCode.UNKNOWN, path, { message: `HTTP ${response.status} without an envelope` });
    }
    const unread = body.e?.system_event;
    if (typeof unread === 'number') setUnreadCount(unread);
    if (body.r === ErrorCode.OK) return response;
    if (body.r === ErrorCode.SESSION_INVALID) onSessionInvalid();
    const detail = typeof body.d === 'object' && body.d !== null ? (body.d as ApiErrorDetail) : null;
    throw new ApiError(body.r, path, detail);
  },
  (error: unknown) => {
    // An aborted call is the caller's decision, not a failure to report: it rejects with axios' CanceledError.
    if (isCancel(error) || !(error instanceof AxiosError)) throw error;
    const timedOut = error.code === AxiosError.ETIMEDOUT || error.code === AxiosError.ECONNABORTED;
    throw new ApiError(timedOut ? ErrorCode.REQUEST_TIMEOUT : ErrorCode.NETWORK_ERROR, pathOf(error.config), {
      message: error.message,
    });
  },
);

export interface CallOptions {
  signal?: AbortSignal;
}

/**
 * POSTs `body` as JSON to `/api<path>` and resolves with the envelope's `d`. Every answer is an envelope, also with
 * 404/500, so the status alone decides nothing. Rejects with an {@link ApiError} (the server's result code,
 * NETWORK_ERROR or REQUEST_TIMEOUT after API_TIMEOUT_MS), or with axios' CanceledError when `signal` aborts (the call
 * on the wire is aborted with it).
 */
export async function callApi<TRes, TReq = object>(path: string, body?: TReq, options: CallOptions = {}): Promise<TRes> {
  const response = await client.post<Envelope<TRes>>(path, body ?? {}, {
    signal: options.signal,
    ...(fetchOverride ? { env: { fetch: fetchOverride } } : {}),
  });
  return response.data.d;
}

/** True for the rejection of a call its caller aborted. */
export function isAbortError(error: unknown): boolean {
  return isCancel(error);
}
