import { useTranslation } from 'react-i18next';
import { Button, useToast, isApiError } from '@fc/shared';
import { Alert, Card, TextField } from '@fc/shared/ui';
import { GOOGLE_CODE_LENGTH, isSixDigitCode } from '@fc/shared/contracts/validation';
import { VerifyGoogleCodeRequest } from '@fc/shared/contracts';
import { useForm } from '../../../lib/use-form';
import formStyles from '../../../components/form.module.css';
import { useGenGoogleSecret } from '../api/gen-google-secret';
import { useVerifyGoogleCode } from '../api/verify-google-code';
import { QrCode } from './qr-code';
import { SecretKey } from './secret-key';
import styles from './gauth.module.css';

export function GauthSetup({ onBound }: { onBound: () => void }) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const generate = useGenGoogleSecret();
  const verify = useVerifyGoogleCode();
  const setup = generate.data;

  const form = useForm({
    schema: VerifyGoogleCodeRequest,
    initial: { code: '' },
    validate: (values) => ({ code: isSixDigitCode(values.code.trim()) ? undefined : t('validation.sixDigits') }),
    codeFields: { INVALID_GOOGLE_CODE: 'code' },
  });

  const onVerify = form.handleSubmit((values) => {
    verify.mutate(
      { code: values.code.trim() },
      {
        onSuccess: ({ google2fa }) => {
          if (!google2fa) return;
          toast.success(t('gauth.boundToast'));
          onBound();
        },
        onError: (error) => {
          if (isApiError(error, 'GOOGLE_2FA_ALREADY_BOUND')) onBound();
          else form.showServerError(error);
        },
      },
    );
  });

  if (!setup) {
    return (
      <Card className={styles.card}>
        <h2 className={styles.heading}>{t('gauth.setupTitle')}</h2>
        <p className={formStyles.muted}>{t('gauth.setupIntro')}</p>
        {generate.error ? (
          <Alert tone="error">{t('gauth.generateFailed')}</Alert>
        ) : null}
        <div>
          <Button
            type="button"
            onClick={() => generate.mutate()}
            loading={generate.isPending}
            disabled={generate.isPending}
            data-testid="gauth-start"
          >
            {t('gauth.start')}
          </Button>
        </div>
      </Card>
    );
  }

  return (
    <Card className={styles.card}>
      <h2 className={styles.heading}>{t('gauth.setupTitle')}</h2>
      <ol className={styles.steps}>
        <li>{t('gauth.step1')}</li>
        <li>{t('gauth.step2')}</li>
        <li>{t('gauth.step3')}</li>
      </ol>
      <div className={styles.setupGrid}>
        <div className={styles.qr}>
          <QrCode value={setup.otpauthUri} label={t('gauth.qrLabel')} />
        </div>
        <SecretKey secret={setup.secret} />
      </div>
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      <form ref={form.formRef} className={formStyles.form} onSubmit={onVerify} noValidate>
        <TextField
          {...form.text('code')}
          label={t('fields.googleCode')}
          hint={t('gauth.codeHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={GOOGLE_CODE_LENGTH}
          pattern="[0-9]*"
        />
        <div>
          <Button type="submit" loading={verify.isPending} disabled={verify.isPending} data-testid="gauth-verify">
            {t('gauth.verify')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
