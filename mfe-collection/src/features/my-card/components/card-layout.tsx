import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths, type CardDetailResponse, type CardSummary } from '@fc/shared';
import { Card } from '@fc/shared/ui';
import { CardActions, type PageAction } from './card-actions';
import { CardFacts, CardHero, CardHistory } from './card-facts';
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

/** The line under a card page's heading: the player's club and line. */
export function useCardSubtitle(): (card: CardSummary) => string | undefined {
  const { t } = useTranslation('collection');
  return (card) => (card.player ? `${card.player.club.name} · ${t(`positions.${card.player.position}`)}` : undefined);
}

/** Two panels side by side on a desktop, of one height; one under the other below. */
export function PanelPair({ children }: { children: ReactNode }) {
  return <div className={styles.pair}>{children}</div>;
}

/**
 * A card's page: its art large with the card at a glance and its actions (a column of their own on a desktop, kept in
 * view; first on a phone), beside its facts, the family's own panels and its history.
 */
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
      <div className={styles.hero}>
        <CardHero card={detail.card} />
        <CardActions detail={detail} actions={actions} sell={sell} />
      </div>
      <div className={styles.main}>
        <Card title={t('card.about')}>
          <CardFacts detail={detail} />
        </Card>
        {children}
        <Card title={historyTitle}>
          <CardHistory detail={detail} label={historyTitle} />
        </Card>
      </div>
    </div>
  );
}
