import { useTranslation } from 'react-i18next';
import { Button, errorMessage, Money, Skeleton, type MarketListing } from '@fc/shared';
import { Alert, DefinitionList, Modal } from '@fc/shared/ui';
import { useBalances } from '../../../lib/api/get-balances';
import { itemName } from '../lib/listing-view';
import { NotEnoughTmt } from './not-enough-tmt';

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
      <DefinitionList
        items={[
          { id: 'price', term: t('market.buy.price'), value: <Money currency="TMT" amount={price} />, valueTestId: 'buy-price' },
          { id: 'balance', term: t('market.buy.balance'), value: balance === null ? <Skeleton width={80} /> : <Money currency="TMT" amount={balance} />, valueTestId: 'buy-balance' },
          {
            id: 'after',
            term: t('market.buy.balanceAfter'),
            value: after === null ? <Skeleton width={80} /> : short ? '–' : <Money currency="TMT" amount={after} />,
            valueTestId: 'buy-balance-after',
          },
        ]}
      />
      {short && after !== null ? <NotEnoughTmt missing={-after} /> : null}
      {error ? <Alert tone="error">{errorMessage(t, error)}</Alert> : null}
    </Modal>
  );
}
