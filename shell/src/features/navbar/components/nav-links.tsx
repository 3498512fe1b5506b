import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { currentAreaLink, paths, type AreaId } from '@fc/shared';
import { AreaMenu } from './area-menu';
import styles from './navbar.module.css';

const LINKS: readonly { id: string; to: string; area?: AreaId }[] = [
  { id: 'home', to: paths.home() },
  { id: 'game', to: paths.gameHome(), area: 'game' },
  { id: 'collection', to: paths.collection(), area: 'collection' },
  { id: 'market', to: paths.market() },
  { id: 'guidance', to: paths.guidance() },
];

/** Where the navbar's links lead: the pages whose code a page prefetches once idle. */
export const NAV_LINK_PATHS: readonly string[] = LINKS.map(({ to }) => to);

/**
 * A link is current anywhere in its area: Market for every /market/… page, Collection on a card's page too (the
 * pages its area navigation lists), Home only on /.
 */
function isCurrent({ to, area }: (typeof LINKS)[number], pathname: string): boolean {
  if (to === paths.home()) return pathname === to;
  if (area && currentAreaLink(area, pathname)) return true;
  const prefix = `/${to.split('/')[1]}`;
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function NavLinks() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  return (
    <>
      {LINKS.map((entry) => {
        const { id, to, area } = entry;
        const current = isCurrent(entry, pathname);
        return (
          <li key={id} className={area ? styles.withArea : undefined}>
            <Link to={to} className={styles.link} aria-current={current ? 'page' : undefined} data-testid={`nav-${id}`}>
              {t(`nav.${id}`)}
            </Link>
            {area ? <AreaMenu area={area} areaName={t(`nav.${id}`)} inArea={current} /> : null}
          </li>
        );
      })}
    </>
  );
}
