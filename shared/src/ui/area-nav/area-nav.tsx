import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useIsLoggedIn } from '../../session';
import { SectionNav } from '../section-nav/section-nav';
import { AREA_NAV, currentAreaLink, type AreaId } from './areas';
import styles from './area-nav.module.css';

export interface AreaNavProps {
  area: AreaId;
  className?: string;
  'data-testid'?: string;
}

/** An area's own navigation (`AREA_NAV`), the current page marked; what needs a login is left out for a guest. */
export function AreaNav({ area, className, 'data-testid': testId = `area-nav-${area}` }: AreaNavProps) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const loggedIn = useIsLoggedIn();
  const current = currentAreaLink(area, pathname);
  const grouped = AREA_NAV[area].length > 1;
  const groups = AREA_NAV[area].map((group) => ({
    id: group.id,
    label: grouped ? t(`areaNav.${area}.groups.${group.id}`) : '',
    links: group.links
      .filter((link) => loggedIn || !link.loginRequired)
      .map((link) => ({ id: link.id, label: t(`areaNav.${area}.${link.id}`), to: link.to, current: link === current })),
  }));
  return <SectionNav label={t(`areaNav.${area}.label`)} groups={groups} className={className} data-testid={testId} />;
}

/**
 * `Page` with its area's navigation above it: how a remote puts its pages in an area from its route table
 * (`load: () => import('./page').then(...)`), so that no page of the area can forget it.
 */
export function withAreaNav<Props extends object>(area: AreaId, Page: ComponentType<Props>): ComponentType<Props> {
  function PageInArea(props: Props) {
    return (
      <>
        <div className={styles.frame}>
          <AreaNav area={area} />
        </div>
        <Page {...props} />
      </>
    );
  }
  PageInArea.displayName = `WithAreaNav(${Page.displayName ?? Page.name})`;
  return PageInArea;
}
