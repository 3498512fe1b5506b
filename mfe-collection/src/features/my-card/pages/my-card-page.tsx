import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { paths } from '@fc/shared';
import { CardLayout, tradeActions, useCardSubtitle } from '../components/card-layout';
import { useCardCrumbs } from '../../../lib/card-crumbs';
import { CardPageFrame, type SellSlot } from '../components/card-page-frame';

/** `/mycard/{tokenId}`: a collectible card — the player, its serial, who owned it, and what it can do or why not. */
export default function MyCardPage({ sell }: { sell?: SellSlot } = {}) {
  const { t } = useTranslation('collection');
  const tokenId = useParams().tokenId ?? '';
  const crumbs = useCardCrumbs('collectible');
  const subtitle = useCardSubtitle();
  return (
    <CardPageFrame tokenId={tokenId} title={t('titles.myCard')} testId="my-card-page" breadcrumb={() => crumbs} subtitle={(detail) => subtitle(detail.card)}>
      {(detail) =>
        // An FP card has its own page.
        detail.card.family === 'fp' ? (
          <Navigate to={paths.myFpCard(tokenId)} replace />
        ) : (
          <CardLayout detail={detail} actions={tradeActions(tokenId)} historyTitle={t('card.ownerHistory')} sell={sell?.(detail)} />
        )
      }
    </CardPageFrame>
  );
}
