import CollectionPacksPage from './collection-packs-page';
import { GameMenuTabs } from '../components/game-menu-tabs';

/** `/game/menu/pack`: the packs and mystery boxes to open, in the game's layout. */
export default function GameMenuPackPage() {
  return (
    <>
      <GameMenuTabs />
      <CollectionPacksPage />
    </>
  );
}
