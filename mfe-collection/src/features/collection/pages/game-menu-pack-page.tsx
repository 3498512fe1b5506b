import { useTranslation } from 'react-i18next';
import CollectionPacksPage from './collection-packs-page';

/** `/game/menu/pack`: the packs to open, in the game's layout. */
export default function GameMenuPackPage() {
  const { t } = useTranslation('collection');
  return <CollectionPacksPage title={t('titles.gameMenuPack')} />;
}
