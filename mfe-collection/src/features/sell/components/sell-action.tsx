import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, paths, SELL_PARAM, type CardDetailResponse, type CardSummary } from '@fc/shared';
import { sellBlock } from '../lib/sell-block';
import { SellBlockNotice } from './sell-block-notice';
import styles from './sell.module.css';

/**
 * The Sell button of a card, pack or box: it opens the dialog (`?sell=`); a card that cannot be listed says why and
 * what to do instead, and a listed one that it is on the market.
 */
export function SellAction({ card, detail, size = 'md' }: { card: CardSummary; detail?: CardDetailResponse; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('collection');
  const [, setParams] = useSearchParams();
  const block = sellBlock(card, detail);
  const whyId = `sell-why-${card.tokenId}`;
  if (block?.reason === 'listed') {
    return (
      <p className={styles.onMarket} data-testid="sell-on-market">
        {t('sell.onMarket')} <Link to={paths.market('listed')}>{t('sell.link.listed')}</Link>
      </p>
    );
  }
  const open = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(SELL_PARAM, card.tokenId);
      return next;
    });
  return (
    <div className={styles.action} data-testid="sell-action" data-allowed={block ? 'false' : 'true'}>
      <Button type="button" variant="secondary" size={size} fullWidth disabled={block !== null} aria-describedby={block ? whyId : undefined} onClick={open}>
        {t('sell.action')}
      </Button>
      {block ? <SellBlockNotice block={block} id={whyId} /> : null}
    </div>
  );
}
