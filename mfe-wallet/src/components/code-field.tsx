import { useTranslation } from 'react-i18next';
import { Button, errorMessage, useToast } from '@fc/shared';
import { TextField, useCountdown } from '@fc/shared/ui';
import { useSendWithdrawMailCode } from './api/send-withdraw-mail-code';
import styles from './code-field.module.css';

export type CodeKind = 'google' | 'email';

interface CodeFieldProps {
  kind: CodeKind;
  onKindChange: (kind: CodeKind) => void;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** Distinguishes the field ids of two forms on one page. */
  idPrefix: string;
}

/** The code that authorizes a withdrawal (tokens, cards, the address book): a Google Authenticator code, or an e-mail code sent on request (with resend countdown). */
export function CodeField({ kind, onKindChange, value, onChange, error, idPrefix }: CodeFieldProps) {
  const { t } = useTranslation('wallet');
  const toast = useToast();
  const send = useSendWithdrawMailCode();
  const cooldown = useCountdown();

  const onSend = () =>
    send.mutate(undefined, {
      onSuccess: (answer) => {
        cooldown.start(answer.resendAfter);
        toast.success(t('withdraw.code.sent', { email: answer.f }));
      },
      onError: (failure) => toast.error(errorMessage(t, failure)),
    });

  return (
    <>
      <fieldset className={styles.codeKinds}>
        <legend>{t('withdraw.code.kind')}</legend>
        {(['google', 'email'] as const).map((option) => (
          <label key={option} className={styles.kind}>
            <input type="radio" name={`${idPrefix}-code-kind`} value={option} checked={kind === option} onChange={() => onKindChange(option)} />
            {t(`withdraw.code.${option}`)}
          </label>
        ))}
      </fieldset>
      <div className={styles.row}>
        <TextField
          id={`${idPrefix}-code`}
          className={styles.grow}
          label={kind === 'google' ? t('withdraw.code.googleLabel') : t('withdraw.code.emailLabel')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={value}
          onChange={(event) => onChange(event.target.value.trim())}
          error={error}
        />
        {kind === 'email' ? (
          <Button type="button" variant="secondary" onClick={onSend} loading={send.isPending} disabled={send.isPending || cooldown.running}>
            {cooldown.running ? t('withdraw.code.resendIn', { seconds: cooldown.remaining }) : t('withdraw.code.send')}
          </Button>
        ) : null}
      </div>
    </>
  );
}
