import { useTranslation } from 'react-i18next';
import { paths, useIsLoggedIn, type MarketTab } from '@fc/shared';
import { Tabs } from '@fc/shared/ui';

export type MarketSection = 'center' | 'cardrol' | 'pack' | 'listed' | 'favorites' | 'history';

/** The grid section of each market tab (its path and its name in the navigation). */
export const SECTION_OF_TAB: Record<MarketTab, Extract<MarketSection, 'center' | 'cardrol' | 'pack'>> = { fp: 'center', rol: 'cardrol', pack: 'pack' };

const PUBLIC_SECTIONS = ['center', 'cardrol', 'pack'] as const;
const MY_SECTIONS = ['listed', 'favorites', 'history'] as const;

/** The market's sections as link tabs (they scroll on a phone); my lists only for the signed in. */
export function MarketNav({ current }: { current: MarketSection }) {
  const { t } = useTranslation('market');
  const loggedIn = useIsLoggedIn();
  const sections: readonly MarketSection[] = loggedIn ? [...PUBLIC_SECTIONS, ...MY_SECTIONS] : PUBLIC_SECTIONS;
  return <Tabs label={t('market.nav.label')} value={current} items={sections.map((section) => ({ id: section, label: t(`market.nav.${section}`), href: paths.market(section) }))} />;
}
