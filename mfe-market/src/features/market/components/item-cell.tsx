import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths, Skeleton, type CardSummary } from '@fc/shared';
import { holdingArtUrl } from '@fc/shared/contracts/resources';
import { detailKind, itemName } from '../lib/listing-view';
import { ItemBadge } from './item-facts';
import styles from './market.module.css';

/** A row's item: a small picture, the name linking to its listing, the rarity. */
export function ItemCell({ listing }: { listing: { transId: string; item: CardSummary } }) {
  const { t } = useTranslation('market');
  return (
    <span className={styles.itemCell}>
      <img src={holdingArtUrl(listing.item)} alt="" width={36} height={48} loading="lazy" />
      <span className={styles.itemCellText}>
        <Link to={paths.marketDetail(detailKind(listing.item), listing.transId)}>{itemName(t, listing.item)}</Link>
        <ItemBadge item={listing.item} />
      </span>
    </span>
  );
}

const SKELETON_ROWS = 5;

/** A list's outline while it loads: rows as tall as the table's. */
export function RowsSkeleton() {
  return (
    <div className={styles.rowsSkeleton} data-testid="rows-skeleton">
      {Array.from({ length: SKELETON_ROWS }, (_, n) => (
        <Skeleton key={n} height={56} />
      ))}
    </div>
  );
}
