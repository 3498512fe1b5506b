import CollectionPacksPage from './collection-packs-page';

/** `/game/menu/pack`: the packs and mystery boxes to open, in the game's layout. */
export default function GameMenuPackPage() {
  return <CollectionPacksPage />;
}
