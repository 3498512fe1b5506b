import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, type ErrorCodeName, errorMessage, isApiError, paths, Spinner } from '@fc/shared';
import { Alert } from '@fc/shared/ui';
import { AuthCard } from '../../../components/auth-card';
import { retryAfterOf } from '../../../lib/field-errors';
import styles from '../../../components/form.module.css';
import { regConfirm } from '../api/reg-confirm';
import { useResendConfirmMail } from '../../../lib/api/resend-confirm-mail';
import { CheckIcon, WarningIcon } from '../../../components/icons';

type State =
  | { status: 'pending' }
  | { status: 'activated'; email: string }
  | { status: 'failed'; key: ErrorCodeName | null; error: unknown };

/** Failures that mean "this link will not work again": the user needs a new mail (or just to log in). */
const LINK_PROBLEMS: ErrorCodeName[] = ['LINK_USED', 'LINK_EXPIRED', 'ACTIVATION_FAILED', 'ACCOUNT_ALREADY_ACTIVATED'];

export default function ActivateConfirmPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const u = params.get('u') ?? '';
  const c = params.get('c') ?? '';
  const complete = Boolean(u && c);
  const [state, setState] = useState<State>(() =>
    complete ? { status: 'pending' } : { status: 'failed', key: 'ACTIVATION_FAILED', error: null },
  );
  const sent = useRef<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const resend = useResendConfirmMail();
  const [resendError, setResendError] = useState<string | null>(null);

  useEffect(() => {
    // A code works once: StrictMode's second effect run (and a re-render) must not send it again.
    const key = `${u}:${c}:${attempt}`;
    if (!complete || sent.current === key) return;
    sent.current = key;
    setState({ status: 'pending' });
    regConfirm({ u, c }).then(
      (answer) => setState({ status: 'activated', email: answer.email }),
      (error: unknown) => setState({ status: 'failed', key: isApiError(error) ? error.key : null, error }),
    );
  }, [u, c, complete, attempt]);

  const onResend = () => {
    setResendError(null);
    resend.mutate(
      { u },
      {
        onSuccess: (answer) => navigate(paths.activateWaiting(answer.u, answer.f), { state: { resendAfter: answer.resendAfter } }),
        onError: (error) => {
          if (isApiError(error, 'RESEND_TOO_SOON')) {
            navigate(paths.activateWaiting(u, ''), { state: { resendAfter: retryAfterOf(error) ?? 0 } });
            return;
          }
          if (isApiError(error, 'ACCOUNT_ALREADY_ACTIVATED')) {
            setState({ status: 'failed', key: 'ACCOUNT_ALREADY_ACTIVATED', error: null });
            return;
          }
          setResendError(errorMessage(t, error));
        },
      },
    );
  };

  const loginButton = (
    <Button type="button" onClick={() => navigate(paths.login())} data-testid="activation-login">
      {t('activation.toLogin')}
    </Button>
  );

  if (state.status === 'pending') {
    return (
      <AuthCard title={t('activation.confirmingTitle')} testId="activate-confirm-page">
        <div role="status" aria-live="polite" className={styles.muted} data-testid="activation-pending">
          <Spinner /> {t('activation.confirming')}
        </div>
      </AuthCard>
    );
  }

  if (state.status === 'activated') {
    return (
      <AuthCard
        title={t('activation.doneTitle')}
        subtitle={t('activation.doneBody', { email: state.email })}
        icon={<CheckIcon />}
        testId="activate-confirm-page"
      >
        <div className={styles.actions} data-testid="activation-done">
          {loginButton}
        </div>
      </AuthCard>
    );
  }

  const alreadyActive = state.key === 'ACCOUNT_ALREADY_ACTIVATED';
  const linkProblem = state.key !== null && LINK_PROBLEMS.includes(state.key);
  const title = !complete
    ? t('activation.incompleteTitle')
    : alreadyActive
      ? t('activation.alreadyTitle')
      : state.key === 'LINK_USED'
        ? t('activation.usedTitle')
        : state.key === 'LINK_EXPIRED'
          ? t('activation.expiredTitle')
          : t('activation.failedTitle');
  const body = !complete
    ? t('activation.incompleteBody')
    : alreadyActive
      ? t('errors:ACCOUNT_ALREADY_ACTIVATED')
      : state.key === 'LINK_USED'
        ? t('activation.usedBody')
        : state.key === 'LINK_EXPIRED'
          ? t('activation.expiredBody')
          : errorMessage(t, state.error);
  const canResend = Boolean(u) && !alreadyActive && (linkProblem || !complete);

  return (
    <AuthCard title={title} icon={alreadyActive ? <CheckIcon /> : <WarningIcon />}
      tone={alreadyActive ? 'accent' : 'warning'} testId="activate-confirm-page">
      <Alert tone={alreadyActive ? 'info' : 'error'} data-testid="activation-failed" data-code={state.key ?? 'UNKNOWN'}>
        {body}
      </Alert>
      {resendError ? <Alert tone="error">{resendError}</Alert> : null}
      <div className={styles.actions}>
        {alreadyActive || state.key === 'LINK_USED' ? loginButton : null}
        {canResend ? (
          <Button
            type="button"
            variant={state.key === 'LINK_USED' ? 'secondary' : 'primary'}
            onClick={onResend}
            loading={resend.isPending}
            disabled={resend.isPending}
            data-testid="activation-resend"
          >
            {t('activation.resendNew')}
          </Button>
        ) : null}
        {complete && !linkProblem ? (
          <Button type="button" onClick={() => setAttempt((n) => n + 1)}>
            {t('common:retry')}
          </Button>
        ) : null}
        {!u ? (
          <Link className={styles.link} to={paths.signup()}>
            {t('activation.toSignup')}
          </Link>
        ) : null}
      </div>
    </AuthCard>
  );
}
