import { errorKey, type ApiErrorDetail, type ErrorCodeName } from '../contracts/base';

/** A call that did not succeed: a result code from the server, or NETWORK_ERROR / REQUEST_TIMEOUT from the client. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: number;
  /** The ErrorCode name, also the message key in the `errors` namespace. */
  readonly key: ErrorCodeName;
  readonly detail: ApiErrorDetail | null;
  /** The API path that was called, e.g. `/account/login`. */
  readonly path: string;

  constructor(code: number, path: string, detail: ApiErrorDetail | null = null) {
    const key = errorKey(code);
    super(`${key} (${code}) from ${path}${detail?.message ? `: ${detail.message}` : ''}`);
    this.code = code;
    this.key = key;
    this.detail = detail;
    this.path = path;
  }
}

/** True for an ApiError; with keys, only for an ApiError with one of those ErrorCode names. */
export function isApiError(error: unknown, ...keys: ErrorCodeName[]): error is ApiError {
  return error instanceof ApiError && (keys.length === 0 || keys.includes(error.key));
}
