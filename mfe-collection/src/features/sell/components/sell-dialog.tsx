import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink, errorMessage, isApiError, paths, SELL_PARAM, Skeleton } from '@fc/shared';
import { Modal } from '@fc/shared/ui';
import { MARKET_DETAIL_KIND } from '@fc/shared/contracts/sales';
import { useCardDetail } from '../../../lib/api/card-detail';
import { isSellable, sellBlock } from '../lib/sell-block';
import { SellBlockNotice } from './sell-block-notice';
import { SellForm } from './sell-form';
import styles from './sell.module.css';

const TOKEN_ID = /^[1-9][0-9]{0,77}$/;

/** The dialog for one card: its form, or why it cannot be listed, or (once listed) the way to its listing. */
function SellDialog({ tokenId, onClose }: { tokenId: string; onClose: () => void }) {
  const { t } = useTranslation('collection');
  const detail = useCardDetail(tokenId);
  const [listed, setListed] = useState<string | null>(null);
  const card = detail.data?.card;
  let body;
  if (listed !== null && card && isSellable(card.family)) {
    body = (
      <div className={styles.done} data-testid="sell-done">
        <p>{t('sell.done')}</p>
        <ButtonLink to={paths.marketDetail(MARKET_DETAIL_KIND[card.family], listed)}>{t('sell.seeListing')}</ButtonLink>
      </div>
    );
  } else if (detail.isPending) {
    body = <Skeleton lines={4} />;
  } else if (detail.isError || !card) {
    body = (
      <p className={styles.blocked} data-testid="sell-load-failed">
        {isApiError(detail.error, 'NOT_FOUND') ? t('sell.notYours') : errorMessage(t, detail.error)}
      </p>
    );
  } else {
    const block = sellBlock(card, detail.data);
    body = block ? <SellBlockNotice block={block} /> : <SellForm card={card} onListed={setListed} />;
  }
  const name = card?.player?.name ?? (card ? t(`sell.family.${card.family}`) : '');
  return (
    <Modal open onClose={onClose} title={t('sell.title', { name })} size="md">
      <div data-testid="sell-dialog">{body}</div>
    </Modal>
  );
}

/** Opens the sell dialog for the card named by `?sell=` (the Sell buttons and the market's Relist link set it). */
export function SellFromParam() {
  const [params, setParams] = useSearchParams();
  const tokenId = params.get(SELL_PARAM);
  if (!tokenId || !TOKEN_ID.test(tokenId)) return null;
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SELL_PARAM);
        return next;
      },
      { replace: true },
    );
  return <SellDialog key={tokenId} tokenId={tokenId} onClose={close} />;
}
