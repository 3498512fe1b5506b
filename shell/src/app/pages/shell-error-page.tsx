import { useTranslation } from 'react-i18next';
import { Button } from '@fc/shared';
import styles from './pages.module.css';

/** Last resort for an error outside every remote's boundary (a shell bug). */
export function ShellErrorPage() {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.center} role="alert" data-testid="shell-error">
      <h1 className={styles.title}>{t('shellError.title')}</h1>
      <p className={styles.body}>{t('shellError.body')}</p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={() => window.location.reload()}>
          {t('shellError.reload')}
        </Button>
      </div>
    </section>
  );
}
