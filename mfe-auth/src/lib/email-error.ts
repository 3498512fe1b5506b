import type { TFunction } from 'i18next';
import { validateEmail } from '@fc/shared/contracts/validation';

/** What is wrong with an e-mail address typed in a form; nothing when it is fine. */
export function emailError(t: TFunction<string[] | string, undefined>, email: string): string | undefined {
  if (!email.trim()) return t('auth:validation.emailRequired');
  return validateEmail(email) ? t('errors:INVALID_EMAIL') : undefined;
}
