import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { type ApiError, Button, isApiError, loginSession, paths } from '@fc/shared';
import { Alert, TextField, useCountdown } from '@fc/shared/ui';
import { normalizeEmail } from '@fc/shared/contracts/validation';
import { LoginRequest } from '@fc/shared/contracts';
import { AuthCard } from '../../../components/auth-card';
import { emailError } from '../../../lib/email-error';
import { retryAfterOf } from '../../../lib/field-errors';
import { NotActivatedAlert } from '../../../components/not-activated-alert';
import { useForm } from '../../../lib/use-form';
import styles from '../../../components/form.module.css';
import { useLogin } from '../api/login';
import { safeRedirect } from '../lib/safe-redirect';

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const login = useLogin();
  const lockout = useCountdown();
  const [refusal, setRefusal] = useState<ApiError | null>(null);

  const form = useForm({
    schema: LoginRequest,
    initial: { email: '', password: '' },
    validate: (values) => ({
      email: emailError(t, values.email),
      password: values.password ? undefined : t('validation.passwordRequired'),
    }),
    codeFields: { INVALID_EMAIL: 'email' },
  });

  const onSubmit = form.handleSubmit((values) => {
    setRefusal(null);
    login.mutate(
      { email: normalizeEmail(values.email), password: values.password },
      {
        onSuccess: (answer) => {
          loginSession(answer);
          navigate(redirect, { replace: true });
        },
        onError: (error) => {
          if (isApiError(error, 'ACCOUNT_NOT_ACTIVATED', 'ACCOUNT_LOCKED')) {
            setRefusal(error);
            if (error.key === 'ACCOUNT_LOCKED') lockout.start(retryAfterOf(error) ?? 0);
            return;
          }
          form.showServerError(error);
        },
      },
    );
  });

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
        <NotActivatedAlert refusal={refusal} email={form.values.email} data-testid="login-not-activated" />
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
          <Button type="submit" loading={login.isPending} disabled={login.isPending}>
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
