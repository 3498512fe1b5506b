import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, paths, isApiError } from '@fc/shared';
import { Alert, Checkbox, TextField } from '@fc/shared/ui';
import { INVITE_CODE_PATTERN, normalizeEmail } from '@fc/shared/contracts/validation';
import { RegisterRequest } from '@fc/shared/contracts';
import { Type } from '@fc/shared/forms';
import { AuthCard } from '../../../components/auth-card';
import { emailError } from '../../../lib/email-error';
import { newPasswordErrors } from '../../../lib/new-password';
import { PasswordChecklist } from '../../../components/password-checklist';
import { useForm } from '../../../lib/use-form';
import styles from '../../../components/form.module.css';
import { useRegister } from '../api/register';

const normalizeInviteCode = (code: string) => code.trim().toUpperCase();

/** The account as the API takes it, the password's confirmation and the terms. */
const SIGNUP_FORM = Type.Object({
  ...RegisterRequest.properties,
  confirm: Type.String(),
  terms: Type.Boolean(),
});

export default function SignupPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const register = useRegister();

  const form = useForm({
    schema: SIGNUP_FORM,
    initial: {
      email: '',
      password: '',
      confirm: '',
      inviteCode: normalizeInviteCode(params.get('inviteCode') ?? ''),
      terms: false,
    },
    validate: (values) => ({
      email: emailError(t, values.email),
      ...newPasswordErrors(t, values),
      inviteCode:
        values.inviteCode && !INVITE_CODE_PATTERN.test(normalizeInviteCode(values.inviteCode))
          ? t('errors:INVITE_CODE_INVALID')
          : undefined,
      terms: values.terms ? undefined : t('validation.termsRequired'),
    }),
    codeFields: {
      ACCOUNT_REGISTERED: 'email',
      INVALID_EMAIL: 'email',
      PASSWORD_TOO_WEAK: 'password',
      INVITE_CODE_INVALID: 'inviteCode',
    },
  });

  const onSubmit = form.handleSubmit((values) => {
    const inviteCode = normalizeInviteCode(values.inviteCode);
    register.mutate(
      { email: normalizeEmail(values.email), password: values.password, ...(inviteCode ? { inviteCode } : {}) },
      {
        onSuccess: ({ u, f, resendAfter }) => navigate(paths.activateWaiting(u, f), { state: { resendAfter } }),
        onError: (error) => form.showServerError(error),
      },
    );
  });

  const email = form.text('email');

  return (
    <AuthCard
      title={t('signup.title')}
      subtitle={t('signup.subtitle')}
      testId="signup-page"
      footer={
        <span>
          {t('signup.haveAccount')}{' '}
          <Link className={styles.link} to={paths.login()}>
            {t('signup.toLogin')}
          </Link>
        </span>
      }
    >
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      <form ref={form.formRef} className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField {...email} label={t('fields.email')} type="email" autoComplete="email" inputMode="email" autoFocus />
        {isApiError(register.error, 'ACCOUNT_REGISTERED') ? (
          <p className={styles.muted}>
            <Link className={styles.link} to={paths.login()}>
              {t('signup.loginInstead')}
            </Link>
          </p>
        ) : null}
        <TextField
          {...form.text('password')}
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
          aria-describedby="signup-password-rules"
        />
        <PasswordChecklist id="signup-password-rules" password={form.values.password} />
        <TextField {...form.text('confirm')} label={t('fields.confirmPassword')} type="password" autoComplete="new-password" />
        <TextField
          {...form.text('inviteCode')}
          label={t('fields.inviteCode')}
          hint={t('signup.inviteHint')}
          autoComplete="off"
          autoCapitalize="characters"
        />
        <Checkbox
          {...form.checkbox('terms')}
          label={
            <>
              {t('signup.termsBefore')}
              <Link className={styles.link} to={paths.termsOfService()} target="_blank" rel="noopener">
                {t('signup.termsLink')}
              </Link>
              {t('signup.termsAfter')}
            </>
          }
        />
        <div className={styles.actions}>
          <Button type="submit" loading={register.isPending} disabled={register.isPending}>
            {t('signup.submit')}
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
