import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, errorMessage, useToast } from '@fc/shared';
import { Alert, Card, TextField } from '@fc/shared/ui';
import { EMAIL_CODE_LENGTH, GOOGLE_CODE_LENGTH, isSixDigitCode } from '@fc/shared/contracts/validation';
import { UnbindGoogle2FARequest } from '@fc/shared/contracts';
import { retryAfterOf } from '../../../lib/field-errors';
import { useCountdown } from '@fc/shared/ui';
import { useForm } from '../../../lib/use-form';
import formStyles from '../../../components/form.module.css';
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
    schema: UnbindGoogle2FARequest,
    initial: { googleCode: '', emailCode: '' },
    validate: (values) => ({
      googleCode: isSixDigitCode(values.googleCode.trim()) ? undefined : t('validation.sixDigits'),
      emailCode: isSixDigitCode(values.emailCode.trim()) ? undefined : t('validation.sixDigits'),
    }),
    codeFields: { INVALID_GOOGLE_CODE: 'googleCode', INVALID_EMAIL_CODE: 'emailCode' },
  });

  const onSend = () => {
    setSendError(null);
    sendCode.mutate(
      { purpose: 'unbind2fa' },
      {
        onSuccess: ({ f, resendAfter }) => {
          setSentTo(f);
          cooldown.start(resendAfter);
          form.focus('emailCode');
        },
        onError: (error) => {
          const wait = retryAfterOf(error);
          if (wait) cooldown.start(wait);
          setSendError(errorMessage(t, error));
        },
      },
    );
  };

  const onSubmit = form.handleSubmit((values) => {
    unbind.mutate(
      { googleCode: values.googleCode.trim(), emailCode: values.emailCode.trim() },
      {
        onSuccess: () => {
          toast.success(t('gauth.unboundToast'));
          onUnbound();
        },
        onError: (error) => form.showServerError(error),
      },
    );
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
            loading={sendCode.isPending}
            disabled={sendCode.isPending || cooldown.running}
            data-testid="gauth-send-code"
          >
            {cooldown.running ? t('gauth.sendIn', { seconds: cooldown.remaining }) : t('gauth.sendCode')}
          </Button>
          <span id="gauth-email-code-status" role="status" className={sendError ? styles.error : formStyles.muted}>
            {sendError ?? (sentTo ? t('gauth.codeSentTo', { email: sentTo }) : '')}
          </span>
        </div>
        <div>
          <Button type="submit" variant="danger" loading={unbind.isPending} disabled={unbind.isPending} data-testid="gauth-unbind">
            {t('gauth.unbind')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
