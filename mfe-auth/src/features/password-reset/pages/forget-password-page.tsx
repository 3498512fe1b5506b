import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type ApiError, errorMessage, isApiError, paths } from '@fc/shared';
import { Alert, TextField, useCountdown } from '@fc/shared/ui';
import { normalizeEmail } from '@fc/shared/contracts/validation';
import { ResetPasswdRequest } from '@fc/shared/contracts';
import { AuthCard } from '../../../components/auth-card';
import { emailError } from '../../../lib/email-error';
import { retryAfterOf } from '../../../lib/field-errors';
import { NotActivatedAlert } from '../../../components/not-activated-alert';
import { ResendButton } from '../../../components/resend-button';
import { useForm } from '../../../lib/use-form';
import styles from '../../../components/form.module.css';
import { useResetPasswd } from '../api/reset-passwd';
import { MailIcon } from '../../../components/icons';

export default function ForgetPasswordPage() {
  const { t } = useTranslation('auth');
  const request = useResetPasswd();
  const cooldown = useCountdown();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resendError, setResendError] = useState<string | null>(null);
  const [notActivated, setNotActivated] = useState<ApiError | null>(null);

  const form = useForm({
    schema: ResetPasswdRequest,
    initial: { email: '' },
    validate: (values) => ({
      email: emailError(t, values.email),
    }),
    codeFields: { INVALID_EMAIL: 'email', ACCOUNT_NOT_REGISTERED: 'email' },
  });

  /** Resolves with the refusal, or null once the mail is on its way. */
  const send = async (email: string): Promise<unknown> => {
    try {
      const answer = await request.mutateAsync({ email: normalizeEmail(email) });
      setSentTo(answer.f);
      cooldown.start(answer.resendAfter);
      return null;
    } catch (error) {
      const wait = retryAfterOf(error);
      if (isApiError(error, 'RESEND_TOO_SOON') && wait) cooldown.start(wait);
      return error;
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setNotActivated(null);
    const error = await send(values.email);
    if (isApiError(error, 'ACCOUNT_NOT_ACTIVATED')) setNotActivated(error);
    else if (error) form.showServerError(error);
  });

  const onResend = async () => {
    setResendError(null);
    const error = await send(form.values.email);
    if (error) setResendError(errorMessage(t, error));
  };

  if (sentTo) {
    return (
      <AuthCard
        title={t('reset.sentTitle')}
        icon={<MailIcon />}
        testId="forget-password-page"
        footer={
          <Link className={styles.link} to={paths.login()}>
            {t('reset.backToLogin')}
          </Link>
        }
      >
        <p data-testid="reset-sent-to">{t('reset.sentTo', { email: sentTo })}</p>
        <p className={styles.muted}>{t('reset.sentHint')}</p>
        {resendError ? <Alert tone="error">{resendError}</Alert> : null}
        <div className={styles.actions}>
          <ResendButton variant="secondary" cooldown={cooldown} pending={request.isPending} onClick={onResend} data-testid="reset-resend">
            {t('reset.resend')}
          </ResendButton>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('reset.requestTitle')}
      subtitle={t('reset.requestSubtitle')}
      testId="forget-password-page"
      footer={
        <Link className={styles.link} to={paths.login()}>
          {t('reset.backToLogin')}
        </Link>
      }
    >
      {notActivated ? (
        <NotActivatedAlert refusal={notActivated} email={form.values.email} data-testid="reset-not-activated" />
      ) : null}
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      <form ref={form.formRef} className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField {...form.text('email')} label={t('fields.email')} type="email" autoComplete="email" inputMode="email" autoFocus />
        <div className={styles.actions}>
          <ResendButton type="submit" cooldown={cooldown} pending={request.isPending}>
            {t('reset.requestSubmit')}
          </ResendButton>
        </div>
      </form>
    </AuthCard>
  );
}
