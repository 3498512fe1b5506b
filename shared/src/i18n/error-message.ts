import type { TFunction } from 'i18next';
import { ErrorCode, type ErrorCodeName } from '../contracts/base';
import { isApiError } from '../api/api-error';

function isErrorCodeName(value: unknown): value is ErrorCodeName {
  return typeof value === 'string' && Object.hasOwn(ErrorCode, value);
}

/**
 * The localized, user-facing message for a failed call (an ApiError), an ErrorCode name (what the
 * validation rules return) or anything else (shown as UNKNOWN). Uses the `errors` namespace.
 */
export function errorMessage(t: TFunction<string[] | string, undefined>, error: unknown): string {
  if (isErrorCodeName(error)) return t(`errors:${error}`);
  if (!isApiError(error)) return t('errors:UNKNOWN');
  const retryAfter = error.detail?.retryAfter;
  if (typeof retryAfter === 'number' && retryAfter > 0) {
    const seconds = Math.ceil(retryAfter);
    return t([`errors:${error.key}_retry`, `errors:${error.key}`], {
      code: error.code,
      seconds,
      minutes: Math.ceil(seconds / 60),
    });
  }
  return t(`errors:${error.key}`, { code: error.code });
}
