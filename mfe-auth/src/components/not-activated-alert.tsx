import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { type ApiError, Button, errorMessage, maskEmail, paths, isApiError } from '@fc/shared';
import { Alert } from '@fc/shared/ui';
import { normalizeEmail } from '@fc/shared/contracts/validation';
import { useResendConfirmMail } from '../lib/api/resend-confirm-mail';
import { retryAfterOf } from '../lib/field-errors';
import styles from './form.module.css';

interface NotActivatedAlertProps {
  /** The ACCOUNT_NOT_ACTIVATED refusal; it names the account (`u`). */
  refusal: ApiError;
  /** The address typed in the form, for when the refusal names no account. */
  email: string;
  'data-testid'?: string;
}

/**
 * Says the account is not activated yet and offers to resend the activation mail; once it is sent (or was
 * sent a moment ago) the user goes on to the page that waits for the activation.
 */
export function NotActivatedAlert({ refusal, email, 'data-testid': testId }: NotActivatedAlertProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const resend = useResendConfirmMail();
  const [resendError, setResendError] = useState<string | null>(null);

  const onResend = () => {
    setResendError(null);
    const address = normalizeEmail(email);
    const u = refusal.detail?.u;
    resend.mutate(u ? { u } : { email: address }, {
      onSuccess: (answer) => navigate(paths.activateWaiting(answer.u, answer.f), { state: { resendAfter: answer.resendAfter } }),
      onError: (error) => {
        if (isApiError(error, 'RESEND_TOO_SOON') && u) {
          navigate(paths.activateWaiting(u, maskEmail(address)), { state: { resendAfter: retryAfterOf(error) ?? 0 } });
          return;
        }
        setResendError(errorMessage(t, error));
      },
    });
  };

  return (
    <Alert tone="warning" data-testid={testId}>
      {t('errors:ACCOUNT_NOT_ACTIVATED')}
      <div className={styles.alertAction}>
        <Button type="button" variant="secondary" size="sm" onClick={onResend} loading={resend.isPending} disabled={resend.isPending}>
          {t('login.resendActivation')}
        </Button>
      </div>
      {resendError ? <p role="alert">{resendError}</p> : null}
    </Alert>
  );
}
