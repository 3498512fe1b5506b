// The API client's transport: axios over its fetch adapter. Loaded by callApi on the first call that needs the network
// (a dynamic import), so a page whose first calls were answered inside it (first-answers.ts) downloads no axios.
import axios, { AxiosError, isCancel, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { API_BASE, API_TIMEOUT_MS, ErrorCode, LANGUAGE_HEADER, TIMEZONE_HEADER, TOKEN_HEADER } from '../contracts/base';
import { toApiLanguage } from '../i18n/i18n';
import { syncSessionFromCookies } from '../session/session';
import { ApiError } from './api-error';
import { readEnvelope } from './envelope';

let timeZone: string | undefined;

/** The browser's time zone, read once (a DateTimeFormat costs a few ms): a page lives in one, the next load reads it again. */
function browserTimeZone(): string {
  timeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return timeZone;
}

function pathOf(config: InternalAxiosRequestConfig | undefined): string {
  return config?.url ?? '';
}

/** The one HTTP client: every call is a JSON POST under /api over `fetch`, answered by an envelope `{ r, d, e }`. */
export function createAxiosClient(): AxiosInstance {
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
      readEnvelope(response.data, response.status, pathOf(response.config));
      return response;
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
  return client;
}
