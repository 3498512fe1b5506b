import { useTranslation } from 'react-i18next';
import { Button, useToast } from '@fc/shared';
import styles from './copy-field.module.css';

/** A value shown whole with a button that copies it. */
export function CopyField({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation('wallet');
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t('referral.copied'));
    } catch {
      toast.error(t('referral.copyFailed'));
    }
  };
  const id = `${testId}-label`;
  return (
    <div className={styles.copyField}>
      <span id={id} className={styles.label}>
        {label}
      </span>
      <div className={styles.copyRow}>
        <code className={styles.value} aria-labelledby={id} data-testid={testId}>
          {value}
        </code>
        <Button type="button" variant="secondary" size="sm" onClick={() => void copy()} aria-label={`${t('referral.copy')}: ${label}`}>
          {t('referral.copy')}
        </Button>
      </div>
    </div>
  );
}
