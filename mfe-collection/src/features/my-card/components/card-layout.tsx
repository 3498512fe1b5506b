import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, paths, type CardDetailResponse } from '@fc/shared';
import { CardActions, type PageAction } from './card-actions';
import { CardFacts, CardHistory, CardPicture } from './card-facts';
import styles from './my-card.module.css';

/** What any player card can be taken to: the market, TopPrize, staking (each page of its own). */
export function tradeActions(tokenId: string): PageAction[] {
  return [
    { action: 'list', to: `${paths.market('listed')}?sell=${tokenId}` },
    { action: 'sendToTopPrize', to: paths.topPrizeDispatch() },
    { action: 'stake', to: paths.stakeDispatch() },
    // The wallet's page (mfe-wallet): out to the chain as an NFT.
    { action: 'withdraw', to: paths.nftWithdraw(tokenId), labelKey: 'nftWithdraw.action' },
  ];
}

/** A card's page: the card and its actions beside its facts, the family's own sections, then its history. */
export function CardLayout({
  detail,
  actions,
  historyTitle,
  sell,
  children,
}: {
  detail: CardDetailResponse;
  actions: readonly PageAction[];
  historyTitle: string;
  /** The sell action, composed by the remote (src/app). */
  sell?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('collection');
  return (
    <div className={styles.layout}>
      <aside className={styles.aside}>
        <CardPicture detail={detail} />
        <CardActions detail={detail} actions={actions} sell={sell} />
      </aside>
      <div className={styles.sections}>
        <Card title={t('card.about')}>
          <CardFacts detail={detail} />
        </Card>
        {children}
        <Card title={historyTitle}>
          <CardHistory detail={detail} />
        </Card>
      </div>
    </div>
  );
}
