import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card, currentLanguage, formatAmount, paths, type MarketListing } from '@fc/shared';
import { holdingArtUrl } from '@fc/shared/contracts/resources';
import type { ServerClock } from '../../../lib/server-countdown';
import { detailKind, itemName } from '../lib/listing-view';
import { AuctionCountdown } from './auction-countdown';
import { FavoriteButton } from './favorite-button';
import { ItemFacts } from './item-facts';
import styles from './market.module.css';

/** One listing of a grid: art, what it is, its price and sale type, an auction's bids and countdown, the star. */
export function ListingCard({ listing, clock }: { listing: MarketListing; clock: ServerClock }) {
  const { t } = useTranslation('market');
  const name = itemName(t, listing.item);
  return (
    <Card as="article" className={styles.listing} data-testid="listing" data-trans-id={listing.transId}>
      <img className={styles.art} src={holdingArtUrl(listing.item)} alt={name} loading="lazy" />
      <div className={styles.row}>
        <Link to={paths.marketDetail(detailKind(listing.item), listing.transId)} className={styles.name}>
          {name}
        </Link>
        {listing.favorite !== null ? <FavoriteButton transId={listing.transId} on={listing.favorite} /> : null}
      </div>
      <ItemFacts item={listing.item} short />
      <span className={styles.badge} data-testid="sale-type">
        {t(`market.saleType.${listing.saleType}`)}
      </span>
      <span className={styles.price} data-testid="listing-price">
        {formatAmount('TMT', listing.price, currentLanguage())} TMT
      </span>
      {listing.saleType === 'auction' ? (
        <>
          <span data-testid="bid-count">{t('market.bids', { count: listing.bidCount })}</span>
          {listing.endsAt !== null && listing.state === 'listed' ? <AuctionCountdown endsAt={listing.endsAt} clock={clock} /> : null}
        </>
      ) : null}
      {listing.mine ? <span className={styles.muted}>{t('market.yours')}</span> : null}
    </Card>
  );
}
