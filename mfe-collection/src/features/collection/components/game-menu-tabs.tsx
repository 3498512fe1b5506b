import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { paths, Tabs } from '@fc/shared';

const TABS = ['card', 'pack', 'item'] as const;

/** The game menu's tabs (SPEC §2): cards, packs, items. */
export function GameMenuTabs() {
  const { t } = useTranslation('collection');
  const { pathname } = useLocation();
  const current = TABS.find((tab) => pathname.startsWith(paths.gameMenu(tab))) ?? 'card';
  return (
    <Tabs label={t('gameMenu.label')} value={current} items={TABS.map((tab) => ({ id: tab, label: t(`gameMenu.${tab}`), href: paths.gameMenu(tab) }))} />
  );
}
