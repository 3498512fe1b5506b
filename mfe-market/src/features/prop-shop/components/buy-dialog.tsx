import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Button, ButtonLink, errorMessage, fromBaseUnits, Money, paths, Skeleton } from '@fc/shared';
import { Alert, DefinitionList, Modal, Select } from '@fc/shared/ui';
import { useBalances } from '../../../lib/api/get-balances';
import { givesKey, mostBuyable, type Offer } from './offer';
import styles from './prop-shop.module.css';

export interface BuyDialogProps {
  offer: Offer | null;
  /** Most units one call buys. */
  cap: number;
  onClose: () => void;
  /** Buys; answers when it is done (a refusal throws the API error, shown in the dialog). */
  onConfirm: (offer: Offer, quantity: number) => Promise<void>;
  buying: boolean;
  error: unknown;
}

/** The confirmation before paying: the quantity, the cost and the balance now and after. */
export function BuyDialog({ offer, cap, onClose, onConfirm, buying, error }: BuyDialogProps) {
  const { t } = useTranslation('market');
  const { pathname, search } = useLocation();
  const balances = useBalances(offer !== null);
  const [quantity, setQuantity] = useState(1);
  if (!offer) return null;
  const most = Math.max(1, mostBuyable(offer, cap));
  const chosen = Math.min(quantity, most);
  const cost = BigInt(offer.price) * BigInt(chosen);
  const balance = balances.data ? BigInt(balances.data[offer.currency]) : null;
  const after = balance === null ? null : balance - cost;
  const short = after !== null && after < 0n;
  const name = t(`${givesKey(offer)}.name`);
  return (
    <Modal
      open
      title={t('shop.confirmTitle', { name })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('shop.cancel')}
          </Button>
          <Button loading={buying} disabled={short || balance === null} onClick={() => void onConfirm(offer, chosen)} data-testid="confirm-buy">
            {t('shop.confirm')}
          </Button>
        </>
      }
    >
      <Select
        label={t('shop.quantity')}
        value={String(chosen)}
        onChange={(event) => setQuantity(Number(event.target.value))}
        options={Array.from({ length: most }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }))}
      />
      <DefinitionList
        className={styles.summary}
        data-testid="buy-summary"
        items={[
          { id: 'cost', term: t('shop.cost'), value: <Money currency={offer.currency} amount={cost} />, valueTestId: 'buy-cost' },
          { id: 'balance', term: t('shop.balance'), value: balance === null ? <Skeleton width={80} /> : <Money currency={offer.currency} amount={balance} />, valueTestId: 'buy-balance' },
          {
            id: 'after',
            term: t('shop.balanceAfter'),
            value: after === null ? <Skeleton width={80} /> : short ? '–' : <Money currency={offer.currency} amount={after} />,
            valueTestId: 'buy-balance-after',
          },
        ]}
      />
      {short ? (
        <Alert tone="warning">
          {t('shop.notEnough')}{' '}
          {offer.currency === 'TMT' && after !== null ? (
            <ButtonLink size="sm" variant="ghost" to={paths.buyTmt(fromBaseUnits('TMT', -after), `${pathname}${search}`)}>
              {t('shop.buyTmt')}
            </ButtonLink>
          ) : null}
        </Alert>
      ) : null}
      {error ? <Alert tone="error">{errorMessage(t, error)}</Alert> : null}
    </Modal>
  );
}
