import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@fc/shared';
import styles from './navbar.module.css';

const LINKS = [
  { id: 'home', to: paths.home() },
  { id: 'game', to: paths.gameHome() },
  { id: 'collection', to: paths.collection() },
  { id: 'market', to: paths.market() },
  { id: 'guidance', to: paths.guidance() },
] as const;

/** A link is current anywhere in its area: Market for every /market/… page, Home only on /. */
function isCurrent(to: string, pathname: string): boolean {
  if (to === paths.home()) return pathname === to;
  const area = `/${to.split('/')[1]}`;
  return pathname === area || pathname.startsWith(`${area}/`);
}

export function NavLinks() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  return (
    <>
      {LINKS.map(({ id, to }) => (
        <li key={id}>
          <Link
            to={to}
            className={styles.link}
            aria-current={isCurrent(to, pathname) ? 'page' : undefined}
            data-testid={`nav-${id}`}
          >
            {t(`nav.${id}`)}
          </Link>
        </li>
      ))}
    </>
  );
}
