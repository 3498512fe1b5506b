import { useTranslation } from 'react-i18next';
import { Button } from '@fc/shared';
import styles from './pages.module.css';

/** The registry could not be read and no copy was cached: no remote can be routed to. */
export default function RegistryUnavailablePage() {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.center} role="alert" data-testid="registry-unavailable">
      <h1 className={styles.title}>{t('remote.unavailable.title')}</h1>
      <p className={styles.body}>{t('registry.unavailable')}</p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={() => window.location.reload()}>
          {t('registry.reload')}
        </Button>
      </div>
    </section>
  );
}
