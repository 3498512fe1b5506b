import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AREA_NAV, currentAreaLink, useIsLoggedIn, type AreaId } from '@fc/shared';
import { ChevronDownIcon } from '../../../components/icons';
import styles from './navbar.module.css';

interface AreaMenuProps {
  area: AreaId;
  /** The area's link in the navbar, for the toggle's name. */
  areaName: string;
  /** The page shown is in this area: the list starts open. */
  inArea: boolean;
}

/**
 * The phone menu's list of an area's own pages (`AREA_NAV`, the same the area shows under the navbar), under the
 * area's link and behind a toggle; wide screens hide it (the area's pages carry their navigation).
 */
export function AreaMenu({ area, areaName, inArea }: AreaMenuProps) {
  const { t } = useTranslation('common');
  const { t: tShell } = useTranslation('shell');
  const { pathname } = useLocation();
  const loggedIn = useIsLoggedIn();
  const id = useId();
  const [chosen, setChosen] = useState<boolean | null>(null);
  useEffect(() => setChosen(null), [pathname]);

  const groups = AREA_NAV[area]
    .map((group) => ({ ...group, links: group.links.filter((link) => loggedIn || !link.loginRequired) }))
    .filter((group) => group.links.length > 0);
  if (groups.length === 0) return null;
  const open = chosen ?? inArea;
  const current = currentAreaLink(area, pathname);
  const grouped = AREA_NAV[area].length > 1;

  return (
    <>
      <button
        type="button"
        className={styles.areaToggle}
        aria-expanded={open}
        aria-controls={id}
        aria-label={tShell('nav.areaPages', { area: areaName })}
        data-testid={`navbar-area-toggle-${area}`}
        onClick={() => setChosen(!open)}
      >
        <ChevronDownIcon className={open ? styles.chevronOpen : styles.chevron} />
      </button>
      <div id={id} className={styles.areaMenu} hidden={!open} data-testid={`navbar-area-${area}`}>
        {groups.map((group) => (
          <ul key={group.id} className={styles.areaLinks} aria-label={grouped ? t(`areaNav.${area}.groups.${group.id}`) : areaName}>
            {grouped ? (
              <li className={styles.areaGroup} aria-hidden="true">
                {t(`areaNav.${area}.groups.${group.id}`)}
              </li>
            ) : null}
            {group.links.map((link) => (
              <li key={link.id}>
                <Link to={link.to} className={styles.areaLink} aria-current={link === current ? 'page' : undefined}>
                  {t(`areaNav.${area}.${link.id}`)}
                </Link>
              </li>
            ))}
          </ul>
        ))}
      </div>
    </>
  );
}
