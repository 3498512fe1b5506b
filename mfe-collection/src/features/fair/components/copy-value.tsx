import { useTranslation } from 'react-i18next';
import { Button, useToast } from '@fc/shared';
import styles from './fair.module.css';

/** A long value (a hash, a seed) shown whole, breaking anywhere, with a button that copies it. */
export function CopyValue({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation('collection');
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t('fair.copied'));
    } catch {
      toast.error(t('fair.copyFailed'));
    }
  };
  return (
    <span className={styles.copyRow}>
      <code className={styles.hex} data-testid={testId}>
        {value}
      </code>
      <Button type="button" variant="secondary" size="sm" onClick={() => void copy()} aria-label={t('fair.copyLabel', { what: label })}>
        {t('fair.copy')}
      </Button>
    </span>
  );
}
