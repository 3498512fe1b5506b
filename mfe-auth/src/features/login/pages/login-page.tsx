import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  Alert,
  type ApiError,
  Button,
  errorMessage,
  loginSession,
  maskEmail,
  normalizeEmail,
  paths,
  TextField,
  validateEmail,
} from '@fc/shared';
import { AuthCard } from '../../../components/auth-card';
import { isApiError, retryAfterOf } from '../../forms/field-errors';
import { useCountdown } from '../../forms/use-countdown';
import { useForm } from '../../forms/use-form';
import styles from '../../forms/form.module.css';
import { useLogin } from '../api/login';
import { useResendActivationMail } from '../api/resend-activation-mail';
import { safeRedirect } from '../utils/safe-redirect';

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const login = useLogin();
  const resend = useResendActivationMail();
  const lockout = useCountdown();
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const [resendError, setResendError] = useState<string | null>(null);

  const form = useForm({
    initial: { email: '', password: '' },
    validate: (values) => ({
      email: !values.email.trim()
        ? t('validation.emailRequired')
        : validateEmail(values.email)
          ? t('errors:INVALID_EMAIL')
          : undefined,
      password: values.password ? undefined : t('validation.passwordRequired'),
    }),
    codeFields: { INVALID_EMAIL: 'email' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null);
    setResendError(null);
    const result = await login.run({ email: normalizeEmail(values.email), password: values.password });
    if (result.ok) {
      loginSession(result.data);
      navigate(redirect, { replace: true });
      return;
    }
    if (isApiError(result.error, 'ACCOUNT_NOT_ACTIVATED', 'ACCOUNT_LOCKED')) {
      setRefusal(result.error);
      if (result.error.key === 'ACCOUNT_LOCKED') lockout.start(retryAfterOf(result.error) ?? 0);
      return;
    }
    form.showServerError(result.error);
  });

  const resendActivation = async () => {
    setResendError(null);
    const email = normalizeEmail(form.values.email);
    const u = refusal?.detail?.u;
    const result = await resend.run(u ? { u } : { email });
    if (result.ok) {
      navigate(paths.activateWaiting(result.data.u, result.data.f), { state: { resendAfter: result.data.resendAfter } });
      return;
    }
    const wait = retryAfterOf(result.error);
    if (isApiError(result.error, 'RESEND_TOO_SOON') && u) {
      navigate(paths.activateWaiting(u, maskEmail(email)), { state: { resendAfter: wait ?? 0 } });
      return;
    }
    setResendError(errorMessage(t, result.error));
  };

  const minutes = Math.max(1, Math.ceil(lockout.remaining / 60));

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      testId="login-page"
      footer={
        <>
          <span>
            {t('login.noAccount')}{' '}
            <Link className={styles.link} to={paths.signup()}>
              {t('login.toSignup')}
            </Link>
          </span>
        </>
      }
    >
      {refusal?.key === 'ACCOUNT_NOT_ACTIVATED' ? (
        <Alert tone="warning" data-testid="login-not-activated">
          {t('errors:ACCOUNT_NOT_ACTIVATED')}
          <div className={styles.alertAction}>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              onClick={resendActivation}
              loading={resend.pending}
              disabled={resend.pending}
            >
              {t('login.resendActivation')}
            </Button>
          </div>
          {resendError ? <p role="alert">{resendError}</p> : null}
        </Alert>
      ) : null}
      {refusal?.key === 'ACCOUNT_LOCKED' ? (
        <Alert tone="error" data-testid="login-locked">
          {lockout.running ? t('login.lockedFor', { count: minutes }) : t('errors:ACCOUNT_LOCKED')}
        </Alert>
      ) : null}
      {form.formError ? (
        <Alert tone="error" data-testid="login-error">
          {form.formError}
        </Alert>
      ) : null}
      <form ref={form.formRef} className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          {...form.text('email')}
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          autoFocus
        />
        <TextField {...form.text('password')} label={t('fields.password')} type="password" autoComplete="current-password" />
        <div className={styles.actions}>
          <Button type="submit" loading={login.pending} disabled={login.pending}>
            {t('login.submit')}
          </Button>
          <Link className={styles.link} to={paths.forgetPassword()}>
            {t('login.forgot')}
          </Link>
        </div>
      </form>
    </AuthCard>
  );
}
