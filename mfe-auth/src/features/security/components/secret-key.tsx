import { useTranslation } from 'react-i18next';
import { Button, useToast } from '@fc/shared';
import styles from './gauth.module.css';

/** The base32 secret in groups of four, for typing into an app by hand. */
export function groupSecret(secret: string): string[] {
  return secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? [];
}

export function SecretKey({ secret }: { secret: string }) {
  const { t } = useTranslation('auth');
  const toast = useToast();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(t('common:copied'));
    } catch {
      toast.error(t('gauth.copyFailed'));
    }
  };

  return (
    <div className={styles.secret}>
      <span className={styles.secretLabel} id="gauth-secret-label">
        {t('gauth.secretLabel')}
      </span>
      <div className={styles.secretRow}>
        <code className={styles.secretValue} data-testid="gauth-secret" data-secret={secret} aria-labelledby="gauth-secret-label">
          {groupSecret(secret).join(' ')}
        </code>
        <Button type="button" variant="secondary" onClick={copy} data-testid="gauth-copy">
          {t('common:copy')}
        </Button>
      </div>
    </div>
  );
}
