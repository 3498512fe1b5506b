import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Alert, Button, ButtonLink, errorMessage, fromBaseUnits, Modal, paths, Skeleton, type MarketListing } from '@fc/shared';
import { useBalances } from '../api/get-balances';
import { itemName } from '../lib/listing-view';
import { tmtText } from './tmt';
import styles from './market.module.css';

interface BuyDialogProps {
  listing: MarketListing;
  onClose: () => void;
  onConfirm: () => void;
  buying: boolean;
  error: unknown;
}

/** The confirmation before buying at a fixed price: the price, the TMT balance now and after. */
export function BuyDialog({ listing, onClose, onConfirm, buying, error }: BuyDialogProps) {
  const { t } = useTranslation('market');
  const { pathname, search } = useLocation();
  const balances = useBalances(true);
  const price = BigInt(listing.price);
  const balance = balances.data ? BigInt(balances.data.TMT) : null;
  const after = balance === null ? null : balance - price;
  const short = after !== null && after < 0n;
  return (
    <Modal
      open
      title={t('market.buy.title', { name: itemName(t, listing.item) })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('market.close')}
          </Button>
          <Button loading={buying} disabled={short || balance === null} onClick={onConfirm} data-testid="confirm-buy">
            {t('market.buy.confirm')}
          </Button>
        </>
      }
    >
      <dl className={styles.facts}>
        <dt>{t('market.buy.price')}</dt>
        <dd data-testid="buy-price">{tmtText(price)}</dd>
        <dt>{t('market.buy.balance')}</dt>
        <dd data-testid="buy-balance">{balance === null ? <Skeleton width={80} /> : tmtText(balance)}</dd>
        <dt>{t('market.buy.balanceAfter')}</dt>
        <dd data-testid="buy-balance-after">{after === null ? <Skeleton width={80} /> : short ? '–' : tmtText(after)}</dd>
      </dl>
      {short ? (
        <Alert tone="warning">
          {t('market.notEnough')}{' '}
          <ButtonLink size="sm" variant="ghost" to={paths.buyTmt(fromBaseUnits('TMT', -after), `${pathname}${search}`)} data-testid="buy-tmt-link">
            {t('market.buyTmt')}
          </ButtonLink>
        </Alert>
      ) : null}
      {error ? <Alert tone="error">{errorMessage(t, error)}</Alert> : null}
    </Modal>
  );
}
