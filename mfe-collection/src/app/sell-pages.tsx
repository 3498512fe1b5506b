// The pages selling starts from, composed here: the collection's and the card's pages with the sell feature's
// action and dialog (a feature never imports another one; the remote puts them together).
import type { CardDetailResponse, CardSummary } from '@fc/shared';
import CollectionCardsPage from '../features/collection/pages/collection-cards-page';
import CollectionFpCardsPage from '../features/collection/pages/collection-fp-cards-page';
import CollectionFpPackPage from '../features/collection/pages/collection-fp-pack-page';
import CollectionPacksPage from '../features/collection/pages/collection-packs-page';
import MyCardPage from '../features/my-card/pages/my-card-page';
import MyFpCardPage from '../features/my-card/pages/my-fp-card-page';
import { SellAction, SellFromParam } from '../features/sell';

const sellOnCardPage = (detail: CardDetailResponse) => <SellAction card={detail.card} detail={detail} />;
const sellOnTile = (card: CardSummary) => <SellAction card={card} size="sm" />;

export function SellableFpCardPage() {
  return (
    <>
      <MyFpCardPage sell={sellOnCardPage} />
      <SellFromParam />
    </>
  );
}

export function SellableCardPage() {
  return (
    <>
      <MyCardPage sell={sellOnCardPage} />
      <SellFromParam />
    </>
  );
}

export function SellablePacksPage() {
  return (
    <>
      <CollectionPacksPage sellFor={sellOnTile} />
      <SellFromParam />
    </>
  );
}

export function SellableBoxesPage() {
  return (
    <>
      <CollectionFpPackPage sellFor={sellOnTile} />
      <SellFromParam />
    </>
  );
}

export function SellableCardsPage() {
  return (
    <>
      <CollectionCardsPage sellFor={sellOnTile} />
      <SellFromParam />
    </>
  );
}

export function SellableFpCardsPage() {
  return (
    <>
      <CollectionFpCardsPage sellFor={sellOnTile} />
      <SellFromParam />
    </>
  );
}
