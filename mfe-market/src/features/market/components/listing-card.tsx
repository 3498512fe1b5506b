import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Money, paths, Skeleton, type MarketListing, type ServerClock } from '@fc/shared';
import { Badge, Card } from '@fc/shared/ui';
import { holdingArtUrl } from '@fc/shared/contracts/resources';
import { detailKind, itemName, withGridQuery, type MarketFilters } from '../lib/listing-view';
import { AuctionCountdown } from './auction-countdown';
import { FavoriteButton } from './favorite-button';
import { ItemMeta } from './item-facts';
import styles from './market.module.css';

interface ListingCardProps {
  listing: MarketListing;
  clock: ServerClock;
  /** The grid's filters, carried to the listing so that its breadcrumb returns to them. */
  filters?: MarketFilters;
}

/**
 * One listing of a grid, the whole tile a link to it: the art (the star, an auction's countdown and "yours" over it),
 * the name, a short meta line, then the sale type and the price at the foot, so that tiles of a row line up.
 */
export function ListingCard({ listing, clock, filters }: ListingCardProps) {
  const { t } = useTranslation('market');
  const name = itemName(t, listing.item);
  const detail = paths.marketDetail(detailKind(listing.item), listing.transId);
  const open = listing.state === 'listed';
  return (
    <Card as="article" className={styles.tile} highlighted={listing.mine && open} data-testid="listing" data-trans-id={listing.transId}>
      <div className={styles.tileArt}>
        <img src={holdingArtUrl(listing.item)} alt={name} loading="lazy" />
        {listing.favorite !== null ? <FavoriteButton transId={listing.transId} on={listing.favorite} className={styles.tileStar} /> : null}
        {listing.saleType === 'auction' && open && listing.endsAt !== null ? <AuctionCountdown endsAt={listing.endsAt} clock={clock} className={styles.tileCountdown} /> : null}
      </div>
      <h2 className={styles.tileName}>
        <Link to={filters ? withGridQuery(detail, filters) : detail} className={styles.stretched} title={name}>
          {name}
        </Link>
      </h2>
      <ItemMeta item={listing.item} />
      <div className={styles.tileFoot}>
        {!open || listing.mine ? (
          <p className={styles.tileBadges}>
            {!open ? <Badge tone="warning">{t(`market.state.${listing.state}`)}</Badge> : null}
            {listing.mine ? <Badge tone="gold">{t('market.yours')}</Badge> : null}
          </p>
        ) : null}
        <p className={styles.saleLine}>
          <span data-testid="sale-type">{t(`market.saleType.${listing.saleType}`)}</span>
          {listing.saleType === 'auction' ? (
            <>
              {' · '}
              <span data-testid="bid-count">{t('market.bids', { count: listing.bidCount })}</span>
            </>
          ) : null}
        </p>
        <p className={styles.tilePrice} data-testid="listing-price">
          <Money currency="TMT" amount={listing.soldPrice ?? listing.price} />
        </p>
      </div>
    </Card>
  );
}

/** A tile's outline while the grid loads: the same art, lines and foot. */
export function ListingCardSkeleton() {
  return (
    <Card className={styles.tile}>
      <div className={styles.tileArt}>
        <Skeleton width="70%" height="85%" />
      </div>
      <Skeleton width="80%" height={20} />
      <Skeleton width="60%" height={16} />
      <div className={styles.tileFoot}>
        <Skeleton width="40%" height={12} />
        <Skeleton width="50%" height={24} />
      </div>
    </Card>
  );
}
