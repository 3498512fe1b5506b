import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { Card, paths } from '@fc/shared';
import { CardActions, type PageAction } from '../components/card-actions';
import { CardFacts, CardHistory, CardPicture } from '../components/card-facts';
import { CardPageFrame } from '../components/card-page-frame';
import styles from '../components/my-card.module.css';

/** `/mycard/{tokenId}`: a collectible card — the player, its serial, who owned it, and what it can do or why not. */
export default function MyCardPage() {
  const { t } = useTranslation('collection');
  const tokenId = useParams().tokenId ?? '';
  const actions: PageAction[] = [
    { action: 'list', to: `${paths.market('listed')}?sell=${tokenId}` },
    { action: 'sendToTopPrize', to: `/game/dispatch?tokenId=${tokenId}` },
    { action: 'stake', to: `/game/stake/dispatch?tokenId=${tokenId}` },
  ];
  return (
    <CardPageFrame tokenId={tokenId} title={t('titles.myCard')} testId="my-card-page">
      {(detail) =>
        // An FP card has its own page.
        detail.card.family === 'fp' ? (
          <Navigate to={paths.myFpCard(tokenId)} replace />
        ) : (
          <div className={styles.layout}>
            <aside className={styles.aside}>
              <CardPicture detail={detail} />
              <CardActions detail={detail} actions={actions} />
            </aside>
            <div className={styles.sections}>
              <Card title={t('card.about')}>
                <CardFacts detail={detail} />
              </Card>
              <Card title={t('card.ownerHistory')}>
                <CardHistory detail={detail} />
              </Card>
            </div>
          </div>
        )
      }
    </CardPageFrame>
  );
}
