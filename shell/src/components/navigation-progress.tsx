import { useTranslation } from 'react-i18next';
import styles from './navigation-progress.module.css';

/**
 * The thin bar at the top of the window while a navigation waits for its page's code and first answers (ShellRouter
 * keeps the page before on screen meanwhile): the click was taken. It fades in only after a short delay, so a
 * navigation served from the cache shows nothing.
 */
export function NavigationProgress() {
  const { t } = useTranslation('shell');
  return <div className={styles.bar} role="progressbar" aria-label={t('remote.loading')} data-testid="navigation-progress" />;
}
