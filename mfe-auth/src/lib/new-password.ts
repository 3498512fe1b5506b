import type { TFunction } from 'i18next';
import { validatePassword } from '@fc/shared/contracts/validation';

export interface NewPassword {
  password: string;
  confirm: string;
}

/** What is wrong with a new password and its confirmation (sign-up, password reset); nothing when both are fine. */
export function newPasswordErrors(t: TFunction<string[] | string, undefined>, { password, confirm }: NewPassword) {
  return {
    password: !password
      ? t('auth:validation.passwordRequired')
      : validatePassword(password)
        ? t('errors:PASSWORD_TOO_WEAK')
        : undefined,
    confirm: !confirm
      ? t('auth:validation.confirmRequired')
      : confirm !== password
        ? t('auth:validation.passwordMismatch')
        : undefined,
  };
}
