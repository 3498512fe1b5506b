import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemotes } from '../remotes/remote-context';
import styles from './registry-notice.module.css';

/** Says, discreetly, that the shell booted from its cached registry because the live one was unreachable. */
export function RegistryNotice() {
  const { t } = useTranslation('shell');
  const { registrySource } = useRemotes();
  const [dismissed, setDismissed] = useState(false);
  if (registrySource !== 'cache' || dismissed) return null;
  return (
    <div className={styles.notice} role="status" data-testid="registry-notice">
      <span className={styles.dot} aria-hidden="true" />
      <span>{t('registry.offline')}</span>
      <button type="button" className={styles.dismiss} onClick={() => setDismissed(true)} aria-label={t('common:dismiss')}>
        ×
      </button>
    </div>
  );
}
