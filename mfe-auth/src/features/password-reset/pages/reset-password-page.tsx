import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, type ErrorCodeName, getSession, logoutSession, paths, isApiError } from '@fc/shared';
import { Alert, TextField } from '@fc/shared/ui';
import { ResetPasswdConfirmRequest } from '@fc/shared/contracts';
import { Type } from '@fc/shared/forms';
import { AuthCard } from '../../../components/auth-card';
import { newPasswordErrors } from '../../../lib/new-password';
import { PasswordChecklist } from '../../../components/password-checklist';
import { useForm } from '../../../lib/use-form';
import styles from '../../../components/form.module.css';
import { useResetPasswdConfirm } from '../api/reset-passwd-confirm';
import { CheckIcon, WarningIcon } from '../../../components/icons';

const LINK_PROBLEMS: ErrorCodeName[] = ['PASSWORD_RESET_ERROR', 'LINK_USED', 'LINK_EXPIRED'];

/** The new password as the API takes it, and its confirmation. */
const NEW_PASSWORD_FORM = Type.Object({ password: ResetPasswdConfirmRequest.properties.password, confirm: Type.String() });

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const u = params.get('u') ?? '';
  const c = params.get('c') ?? '';
  const confirm = useResetPasswdConfirm();
  const [done, setDone] = useState(false);
  const [badLink, setBadLink] = useState<ErrorCodeName | null>(u && c ? null : 'PASSWORD_RESET_ERROR');

  const form = useForm({
    schema: NEW_PASSWORD_FORM,
    initial: { password: '', confirm: '' },
    validate: (values) => newPasswordErrors(t, values),
    codeFields: { PASSWORD_TOO_WEAK: 'password' },
  });

  const onSubmit = form.handleSubmit((values) => {
    confirm.mutate(
      { u, c, password: values.password },
      {
        onSuccess: (answer) => {
          // Every session of the account was revoked: this browser's too, when it was signed in as that account.
          if (getSession().email && getSession().email === answer.email) logoutSession();
          setDone(true);
        },
        onError: (error) => {
          if (isApiError(error, ...LINK_PROBLEMS)) {
            setBadLink(error.key);
            return;
          }
          form.showServerError(error);
        },
      },
    );
  });

  if (done) {
    return (
      <AuthCard title={t('reset.doneTitle')} subtitle={t('reset.doneBody')} icon={<CheckIcon />} testId="reset-password-page">
        <div className={styles.actions} data-testid="reset-done">
          <Button type="button" onClick={() => navigate(paths.login(), { replace: true })}>
            {t('activation.toLogin')}
          </Button>
        </div>
      </AuthCard>
    );
  }

  if (badLink) {
    const body =
      badLink === 'LINK_USED' ? t('reset.usedBody') : badLink === 'LINK_EXPIRED' ? t('reset.expiredBody') : t('errors:PASSWORD_RESET_ERROR');
    return (
      <AuthCard title={t('reset.badLinkTitle')} icon={<WarningIcon />} tone="warning" testId="reset-password-page">
        <Alert tone="error" data-testid="reset-link-problem" data-code={badLink}>
          {body}
        </Alert>
        <div className={styles.actions}>
          <Link className={styles.link} to={paths.forgetPassword()} data-testid="reset-request-new">
            {t('reset.requestNew')}
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('reset.newTitle')} subtitle={t('reset.newSubtitle')} testId="reset-password-page">
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      <form ref={form.formRef} className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          {...form.text('password')}
          label={t('fields.newPassword')}
          type="password"
          autoComplete="new-password"
          aria-describedby="reset-password-rules"
          autoFocus
        />
        <PasswordChecklist id="reset-password-rules" password={form.values.password} />
        <TextField {...form.text('confirm')} label={t('fields.confirmPassword')} type="password" autoComplete="new-password" />
        <div className={styles.actions}>
          <Button type="submit" loading={confirm.isPending} disabled={confirm.isPending}>
            {t('reset.newSubmit')}
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
