import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { errorMessage, isApiError, paths } from '@fc/shared';
import { Alert, useCountdown } from '@fc/shared/ui';
import { AuthCard } from '../../../components/auth-card';
import { retryAfterOf } from '../../../lib/field-errors';
import { ResendButton } from '../../../components/resend-button';
import styles from '../../../components/form.module.css';
import { useResendConfirmMail } from '../../../lib/api/resend-confirm-mail';
import { CheckIcon, MailIcon } from '../../../components/icons';

function resendAfterFrom(state: unknown): number {
  const value = (state as { resendAfter?: unknown } | null)?.resendAfter;
  return typeof value === 'number' && value > 0 ? value : 0;
}

export default function ActivateWaitingPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const location = useLocation();
  const u = params.get('u') ?? '';
  const [maskedEmail, setMaskedEmail] = useState(params.get('f') ?? '');
  const cooldown = useCountdown(resendAfterFrom(location.state));
  const resend = useResendConfirmMail();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error' | 'info'; text: string } | null>(null);
  const [activated, setActivated] = useState(false);

  const onResend = () => {
    setNotice(null);
    resend.mutate(
      { u },
      {
        onSuccess: ({ f, resendAfter }) => {
          setMaskedEmail(f);
          cooldown.start(resendAfter);
          setNotice({ tone: 'success', text: t('activation.resent', { email: f }) });
        },
        onError: (error) => {
          if (isApiError(error, 'ACCOUNT_ALREADY_ACTIVATED')) {
            setActivated(true);
            return;
          }
          const wait = retryAfterOf(error);
          if (isApiError(error, 'RESEND_TOO_SOON') && wait) {
            cooldown.start(wait);
            setNotice({ tone: 'info', text: t('activation.tooSoon') });
            return;
          }
          setNotice({ tone: 'error', text: errorMessage(t, error) });
        },
      },
    );
  };

  if (!u) {
    return (
      <AuthCard title={t('activation.incompleteTitle')} subtitle={t('activation.incompleteBody')} icon={<MailIcon />} testId="activate-waiting-page">
        <Link className={styles.link} to={paths.signup()}>
          {t('activation.toSignup')}
        </Link>
      </AuthCard>
    );
  }

  if (activated) {
    return (
      <AuthCard title={t('activation.alreadyTitle')} subtitle={t('errors:ACCOUNT_ALREADY_ACTIVATED')} icon={<CheckIcon />} testId="activate-waiting-page">
        <Link className={styles.link} to={paths.login()}>
          {t('activation.toLogin')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('activation.waitingTitle')}
      icon={<MailIcon />}
      testId="activate-waiting-page"
      footer={
        <Link className={styles.link} to={paths.login()}>
          {t('activation.toLogin')}
        </Link>
      }
    >
      <p data-testid="activation-sent-to">
        {maskedEmail ? t('activation.sentTo', { email: maskedEmail }) : t('activation.sentToYou')}
      </p>
      <p className={styles.muted}>{t('activation.waitingHint')}</p>
      {notice ? (
        <Alert tone={notice.tone} data-testid="activation-notice">
          {notice.text}
        </Alert>
      ) : null}
      <div className={styles.actions}>
        <ResendButton variant="secondary" cooldown={cooldown} pending={resend.isPending} onClick={onResend} data-testid="activation-resend">
          {t('activation.resend')}
        </ResendButton>
      </div>
    </AuthCard>
  );
}
