import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@fc/shared';
import { useRemotes } from '../../../remotes/remote-context';
import { RemoteVersions } from './remote-versions';
import styles from './footer.module.css';

const LINKS = [
  { id: 'guidance', to: paths.guidance() },
  { id: 'cloudGame', to: paths.cloudGame() },
  { id: 'subscribe', to: paths.subscribe() },
  { id: 'fair', to: paths.fair() },
  { id: 'terms', to: paths.termsOfService() },
] as const;

export function Footer() {
  const { t } = useTranslation('shell');
  const { versions, shellVersion } = useRemotes();
  return (
    <footer className={styles.footer} data-testid="footer">
      <div className={styles.inner}>
        <div className={styles.brand}>
          <p className={styles.tagline}>{t('footer.tagline')}</p>
          <p className={styles.copyright} data-testid="copyright">
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </p>
        </div>
        <nav aria-label={t('footer.links')}>
          <ul className={styles.links}>
            {LINKS.map(({ id, to }) => (
              <li key={id}>
                <Link to={to} className={styles.link}>
                  {t(`footer.${id}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <RemoteVersions versions={versions} shellVersion={shellVersion} />
      </div>
    </footer>
  );
}
