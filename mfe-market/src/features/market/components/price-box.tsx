import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  Button,
  CountdownTo,
  errorMessage,
  formatDateTime,
  isApiError,
  Money,
  paths,
  Skeleton,
  useFormatMoney,
  type MarketDetailResponse,
  type MarketListing,
} from '@fc/shared';
import { Alert, Badge, DateTime, DefinitionList, type Definition } from '@fc/shared/ui';
import { ANTI_SNIPING_EXTENSION_S, ANTI_SNIPING_WINDOW_S } from '@fc/shared/contracts/sales';
import { useBalances } from '../../../lib/api/get-balances';
import { useBuyListing } from '../api/buy-listing';
import { BidForm } from './bid-form';
import { BuyDialog } from './buy-dialog';
import { CancelDialog } from './cancel-dialog';
import { FavoriteButton } from './favorite-button';
import { NotEnoughTmt } from './not-enough-tmt';
import styles from './market.module.css';

/** What the big figure is: the price, the highest bid, or an auction's starting price before any bid. */
function priceLabelKey(listing: MarketListing): string {
  if (listing.state === 'completed') return 'market.priceBox.soldFor';
  if (listing.saleType === 'fixed') return 'market.priceBox.price';
  return listing.bidCount > 0 ? 'market.priceBox.currentBid' : 'market.priceBox.startingPrice';
}

/** A closed listing's final state in words. */
function FinalState({ listing }: { listing: MarketListing }) {
  const { t } = useTranslation('market');
  const money = useFormatMoney();
  const when = listing.closedAt === null ? '' : formatDateTime(listing.closedAt);
  const text =
    listing.state === 'completed'
      ? t('market.final.sold', { price: money('TMT', listing.soldPrice ?? listing.price), when })
      : listing.state === 'timeout'
        ? t('market.final.timeout', { when })
        : t('market.final.cancelled', { when });
  return (
    <Alert tone="info" data-testid="final-state">
      {text}
    </Alert>
  );
}

/** Where a bought item is in the collection. */
function collectionOf(listing: MarketListing): string {
  const { family } = listing.item;
  return paths.collection(family === 'fp' ? 'fpcards' : family === 'collectible' ? 'cards' : family === 'pack' ? 'packs' : 'fppack');
}

interface PriceBoxProps {
  detail: MarketDetailResponse;
  /** When the detail was answered (the device's ms), for the countdown on the server's clock. */
  answeredAt: number;
  /** A late bid moved the end since the page opened. */
  endMoved: boolean;
}

/**
 * The listing's price box: the price, the sale type and seller, an auction's bids and countdown (with the anti-sniping
 * rule), then what the viewer can do — buy or bid with their balance after, or, on their own listing, the fee, the
 * proceeds and Cancel — and the favourite star. A closed listing says how it ended.
 */
export function PriceBox({ detail, answeredAt, endMoved }: PriceBoxProps) {
  const { t } = useTranslation('market');
  const { listing } = detail;
  const open = listing.state === 'listed';
  const buyer = open && !listing.mine;
  const balances = useBalances(buyer);
  const balance = balances.data ? BigInt(balances.data.TMT) : null;
  const buy = useBuyListing();
  const [buying, setBuying] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [bought, setBought] = useState(false);
  const clock = { now: detail.now, answeredAt };
  const auction = listing.saleType === 'auction';
  const price = BigInt(listing.soldPrice ?? listing.price);
  const afterBuying = balance === null ? null : balance - price;
  // Sold, ended or cancelled meanwhile: the dialog closes and the page (reloaded by the mutation) shows the final state.
  const closeIfGone = (error: unknown) => {
    if (isApiError(error, 'LISTING_NOT_AVAILABLE')) setBuying(false);
  };

  const terms: Definition[] = [
    { id: 'saleType', term: t('market.column.saleType'), value: <Badge tone={auction ? 'info' : 'accent'}>{t(`market.saleType.${listing.saleType}`)}</Badge> },
    { id: 'seller', term: t('market.priceBox.seller'), value: listing.mine ? t('market.priceBox.you') : listing.seller, valueTestId: 'seller' },
  ];
  if (auction) terms.push({ id: 'bids', term: t('market.priceBox.bids'), value: t('market.bids', { count: listing.bidCount }), valueTestId: 'detail-bids' });
  if (auction && open && listing.endsAt !== null) {
    terms.push({ id: 'endsIn', term: t('market.priceBox.endsIn'), value: <CountdownTo at={listing.endsAt} clock={clock} data-testid="auction-countdown" />, valueTestId: 'detail-ends-in' });
    terms.push({ id: 'endsAt', term: t('market.priceBox.endsAt'), value: <DateTime value={listing.endsAt} />, valueTestId: 'detail-ends-at' });
  }

  return (
    <section className={styles.priceBox} aria-labelledby="price-box-label" data-testid="listing-actions">
      <div className={styles.priceHead}>
        <div>
          <h2 id="price-box-label" className={styles.priceLabel}>
            {t(priceLabelKey(listing))}
          </h2>
          <p className={styles.bigPrice} data-testid="detail-price">
            <Money currency="TMT" amount={price} />
          </p>
        </div>
        {listing.favorite !== null ? <FavoriteButton transId={listing.transId} on={listing.favorite} labelled /> : null}
      </div>
      <DefinitionList items={terms} />
      {auction && open ? (
        <p className={styles.note} data-testid="anti-sniping">
          {t('market.antiSniping', { window: ANTI_SNIPING_WINDOW_S / 60, extension: ANTI_SNIPING_EXTENSION_S / 60 })}
        </p>
      ) : null}
      {endMoved && listing.endsAt !== null ? (
        <Alert tone="info" data-testid="end-moved">
          {t('market.endMoved', { when: formatDateTime(listing.endsAt) })}
        </Alert>
      ) : null}
      {open && listing.leading ? <Alert tone="success">{t('market.leading')}</Alert> : null}
      {!open ? <FinalState listing={listing} /> : null}
      {buy.error && !buying ? <Alert tone="error">{errorMessage(t, buy.error)}</Alert> : null}
      {bought ? (
        <Alert tone="success" data-testid="bought">
          {t('market.buy.done')} <Link to={collectionOf(listing)}>{t('market.buy.see')}</Link>
        </Alert>
      ) : null}

      {open && listing.mine ? (
        <div className={styles.priceActions}>
          <DefinitionList
            data-testid="seller-terms"
            items={[
              { id: 'fee', term: t('market.fee'), value: <Money currency="TMT" amount={detail.fee} />, valueTestId: 'seller-fee' },
              { id: 'proceeds', term: t('market.proceeds'), value: <Money currency="TMT" amount={detail.proceeds} />, valueTestId: 'seller-proceeds' },
            ]}
          />
          <Button variant="secondary" fullWidth onClick={() => setCancelling(true)}>
            {t('market.cancel.open')}
          </Button>
        </div>
      ) : null}

      {buyer && !auction ? (
        <div className={styles.priceActions}>
          <DefinitionList
            items={[
              { id: 'balance', term: t('market.buy.balance'), value: balance === null ? <Skeleton width={80} /> : <Money currency="TMT" amount={balance} />, valueTestId: 'detail-balance' },
              {
                id: 'after',
                term: t('market.buy.balanceAfter'),
                value: afterBuying === null || afterBuying < 0n ? '–' : <Money currency="TMT" amount={afterBuying} />,
                valueTestId: 'detail-balance-after',
              },
            ]}
          />
          {afterBuying !== null && afterBuying < 0n && !buying ? <NotEnoughTmt missing={-afterBuying} /> : null}
          <Button size="lg" fullWidth onClick={() => setBuying(true)} data-testid="buy">
            {t('market.buy.open')}
          </Button>
        </div>
      ) : null}
      {buyer && auction && !listing.leading ? <BidForm listing={listing} balance={balance} /> : null}

      {buying ? (
        <BuyDialog
          listing={listing}
          buying={buy.isPending}
          error={buy.error}
          onClose={() => {
            buy.reset();
            setBuying(false);
          }}
          onConfirm={() =>
            buy.mutate(
              { transId: listing.transId },
              {
                onSuccess: () => {
                  setBuying(false);
                  setBought(true);
                },
                onError: closeIfGone,
              },
            )
          }
        />
      ) : null}
      {cancelling ? <CancelDialog listing={listing} onClose={() => setCancelling(false)} /> : null}
    </section>
  );
}
