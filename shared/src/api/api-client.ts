import type { AxiosAdapter, AxiosInstance, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
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

type Axios = typeof import('axios');

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

/** The one HTTP client. Every call is a JSON POST under /api answered by an envelope `{ r, d, e }`. */
function createApiClient({ default: axios, AxiosError, isCancel }: Axios): AxiosInstance {
  const client = axios.create({
    baseURL: API_BASE,
    method: 'post',
    timeout: API_TIMEOUT_MS,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    // Errors come as envelopes, also with 404/500; the status alone decides nothing.
    validateStatus: () => true,
  });

  client.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    // Read from the cookie on every request: another tab may have logged out or in since this one looked.
    const { token } = syncSessionFromCookies();
    if (token) config.headers.set(TOKEN_HEADER, token);
    else config.headers.delete(TOKEN_HEADER);
    config.headers.set(LANGUAGE_HEADER, toApiLanguage());
    config.headers.set(TIMEZONE_HEADER, browserTimeZone());
    return config;
  });

  client.interceptors.response.use(
    (response: AxiosResponse) => {
      const path = pathOf(response.config);
      const body: unknown = response.data;
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
      const timedOut = error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT;
      throw new ApiError(timedOut ? ErrorCode.REQUEST_TIMEOUT : ErrorCode.NETWORK_ERROR, pathOf(error.config), {
        message: error.message,
      });
    },
  );
  return client;
}

/** axios once loaded: a page that never calls the API (a guest's home) never downloads it. */
let axiosModule: Axios | undefined;
let client: Promise<AxiosInstance> | undefined;
/** The network under every call, replaced by tests (`@fc/shared/testing`); undefined is axios' own. */
let adapterOverride: AxiosAdapter | undefined;

function apiClient(): Promise<AxiosInstance> {
  client ??= import('axios').then((loaded) => {
    axiosModule = loaded;
    return createApiClient(loaded);
  });
  return client;
}

/** Tests: answer every call with `adapter` instead of the network; undefined puts the network back. */
export function setApiAdapter(adapter: AxiosAdapter | undefined): void {
  adapterOverride = adapter;
}

export interface CallOptions {
  signal?: AbortSignal;
}

/**
 * POSTs `body` to `/api<path>` and resolves with the envelope's `d`. Rejects with an {@link ApiError}
 * (server result code, NETWORK_ERROR or REQUEST_TIMEOUT), or with axios' CanceledError when `signal` aborts.
 */
export async function callApi<TRes, TReq = object>(path: string, body?: TReq, options: CallOptions = {}): Promise<TRes> {
  const http = await apiClient();
  const response = await http.post<Envelope<TRes>>(path, body ?? {}, {
    signal: options.signal,
    ...(adapterOverride ? { adapter: adapterOverride } : {}),
  });
  return response.data.d;
}

export function isAbortError(error: unknown): boolean {
  // Before axios has loaded no call has been made, so nothing can have been cancelled.
  return axiosModule?.isCancel(error) ?? false;
}
