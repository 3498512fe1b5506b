import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, ButtonLink, errorMessage, PageFrame, paths } from '@fc/shared';
import { EmptyState, Pager } from '@fc/shared/ui';
import { useFavorites } from '../api/get-favorites';
import { ListingCard, ListingCardSkeleton } from '../components/listing-card';
import { LiveListings } from '../components/live-listings';
import { MarketNav } from '../components/market-nav';
import styles from '../components/market.module.css';

const SKELETON_TILES = 4;

/** /market/favorites — the listings I marked, any state, a page at a time. */
export default function MarketFavoritesPage() {
  const { t } = useTranslation('market');
  const [query, setQuery] = useSearchParams();
  const page = Math.max(1, Number(query.get('page')) || 1);
  const favorites = useFavorites(page);
  return (
    <PageFrame title={t('titles.favorites')} subtitle={t('market.favorites.subtitle')} nav={<MarketNav current="favorites" />} busy={favorites.isPending} data-testid="market-favorites">
      <LiveListings />
      {favorites.isPending ? (
        <ul className={styles.grid} aria-label={t('common:loading')}>
          {Array.from({ length: SKELETON_TILES }, (_, n) => (
            <li key={n}>
              <ListingCardSkeleton />
            </li>
          ))}
        </ul>
      ) : favorites.error && !favorites.data ? (
        <EmptyState className={styles.gridEmpty} title={t('market.loadFailed')} description={errorMessage(t, favorites.error)} action={<Button onClick={() => void favorites.refetch()}>{t('common:retry')}</Button>} />
      ) : favorites.data.list.length === 0 ? (
        <EmptyState
          className={styles.gridEmpty}
          title={t('market.favorites.empty')}
          description={t('market.favorites.emptyHint')}
          action={<ButtonLink to={paths.market()}>{t('market.backToMarket')}</ButtonLink>}
        />
      ) : (
        <>
          <ul className={styles.grid}>
            {favorites.data.list.map((listing) => (
              <li key={listing.transId}>
                <ListingCard listing={listing} clock={{ now: favorites.data.now, answeredAt: favorites.dataUpdatedAt }} />
              </li>
            ))}
          </ul>
          <Pager page={page} pages={Math.ceil(favorites.data.total / favorites.data.pageSize)} onChange={(next) => setQuery(next > 1 ? { page: String(next) } : {})} label={t('market.pages')} />
        </>
      )}
    </PageFrame>
  );
}
