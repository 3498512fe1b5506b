import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Card,
  EMAIL_CODE_LENGTH,
  errorMessage,
  GOOGLE_CODE_LENGTH,
  isSixDigitCode,
  TextField,
  useToast,
} from '@fc/shared';
import { retryAfterOf } from '../../forms/field-errors';
import { useCountdown } from '../../forms/use-countdown';
import { useForm } from '../../forms/use-form';
import formStyles from '../../forms/form.module.css';
import { useGenMailCode } from '../api/gen-mail-code';
import { useUnbindGoogle2FA } from '../api/unbind-google-2fa';
import styles from './gauth.module.css';

export function GauthUnbind({ onUnbound }: { onUnbound: () => void }) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const sendCode = useGenMailCode();
  const unbind = useUnbindGoogle2FA();
  const cooldown = useCountdown();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);

  const form = useForm({
    initial: { googleCode: '', emailCode: '' },
    validate: (values) => ({
      googleCode: isSixDigitCode(values.googleCode.trim()) ? undefined : t('validation.sixDigits'),
      emailCode: isSixDigitCode(values.emailCode.trim()) ? undefined : t('validation.sixDigits'),
    }),
    codeFields: { INVALID_GOOGLE_CODE: 'googleCode', INVALID_EMAIL_CODE: 'emailCode' },
  });

  const onSend = async () => {
    setSendError(null);
    const result = await sendCode.run({ purpose: 'unbind2fa' });
    if (result.ok) {
      setSentTo(result.data.f);
      cooldown.start(result.data.resendAfter);
      form.focus('emailCode');
      return;
    }
    const wait = retryAfterOf(result.error);
    if (wait) cooldown.start(wait);
    setSendError(errorMessage(t, result.error));
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await unbind.run({ googleCode: values.googleCode.trim(), emailCode: values.emailCode.trim() });
    if (result.ok) {
      toast.success(t('gauth.unboundToast'));
      onUnbound();
      return;
    }
    form.showServerError(result.error);
  });

  return (
    <Card className={styles.card}>
      <h2 className={styles.heading}>{t('gauth.unbindTitle')}</h2>
      <p className={formStyles.muted}>{t('gauth.unbindIntro')}</p>
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      <form ref={form.formRef} className={formStyles.form} onSubmit={onSubmit} noValidate>
        <TextField
          {...form.text('googleCode')}
          label={t('fields.googleCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={GOOGLE_CODE_LENGTH}
        />
        <TextField
          {...form.text('emailCode')}
          label={t('fields.emailCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={EMAIL_CODE_LENGTH}
          aria-describedby={sentTo || sendError ? 'gauth-email-code-status' : undefined}
        />
        <div className={styles.sendRow}>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            className={styles.sendButton}
            onClick={onSend}
            loading={sendCode.pending}
            disabled={sendCode.pending || cooldown.running}
            data-testid="gauth-send-code"
          >
            {cooldown.running ? t('gauth.sendIn', { seconds: cooldown.remaining }) : t('gauth.sendCode')}
          </Button>
          <span id="gauth-email-code-status" role="status" className={sendError ? styles.error : formStyles.muted}>
            {sendError ?? (sentTo ? t('gauth.codeSentTo', { email: sentTo }) : '')}
          </span>
        </div>
        <div>
          <Button type="submit" variant="danger" loading={unbind.pending} disabled={unbind.pending} data-testid="gauth-unbind">
            {t('gauth.unbind')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
