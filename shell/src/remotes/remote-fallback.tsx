import { useTranslation } from 'react-i18next';
import { Button } from '@fc/shared';
import { BallIcon } from '../components/icons';
import styles from './remote-fallback.module.css';

interface RemoteFallbackProps {
  remote: string;
  /** `unavailable`: the code did not arrive; `crashed`: the page threw while rendering. */
  kind: 'unavailable' | 'crashed';
  onRetry: () => void;
}

/** Shown in the page area only: the navbar, the footer and other remotes keep working. */
export function RemoteFallback({ remote, kind, onRetry }: RemoteFallbackProps) {
  const { t } = useTranslation('shell');
  return (
    <section
      className={styles.root}
      role="alert"
      data-testid={kind === 'unavailable' ? 'remote-fallback' : 'remote-error'}
      data-remote={remote}
    >
      <div className={styles.icon} aria-hidden="true">
        {kind === 'unavailable' ? <BallIcon /> : '!'}
      </div>
      <h1 className={styles.title}>{t(`remote.${kind}.title`)}</h1>
      <p className={styles.body}>{t(`remote.${kind}.body`)}</p>
      <Button variant="primary" onClick={onRetry} data-testid="remote-retry">
        {t('common:retry')}
      </Button>
    </section>
  );
}
