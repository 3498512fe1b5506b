import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, ButtonLink, EmptyState, errorMessage, PageTitle, Pager, paths, Skeleton } from '@fc/shared';
import { useFavorites } from '../api/get-favorites';
import { ListingCard } from '../components/listing-card';
import { LiveListings } from '../components/live-listings';
import { MarketNav } from '../components/market-nav';
import styles from '../components/market.module.css';

/** /market/favorites — the listings I marked, any state, a page at a time. */
export default function MarketFavoritesPage() {
  const { t } = useTranslation('market');
  const [query, setQuery] = useSearchParams();
  const page = Math.max(1, Number(query.get('page')) || 1);
  const favorites = useFavorites(page);
  return (
    <div className={styles.page} data-testid="market-favorites">
      <LiveListings />
      <PageTitle subtitle={t('market.favorites.subtitle')}>{t('titles.favorites')}</PageTitle>
      <MarketNav current="favorites" />
      {favorites.isPending ? (
        <Skeleton height={300} />
      ) : favorites.error && !favorites.data ? (
        <EmptyState title={t('market.loadFailed')} description={errorMessage(t, favorites.error)} action={<Button onClick={() => void favorites.refetch()}>{t('common:retry')}</Button>} />
      ) : favorites.data.list.length === 0 ? (
        <EmptyState title={t('market.favorites.empty')} description={t('market.favorites.emptyHint')} action={<ButtonLink to={paths.market()}>{t('market.backToMarket')}</ButtonLink>} />
      ) : (
        <>
          <ul className={styles.grid}>
            {favorites.data.list.map((listing) => (
              <li key={listing.transId}>
                <ListingCard listing={listing} clock={{ now: favorites.data.now, answeredAt: favorites.dataUpdatedAt }} />
              </li>
            ))}
          </ul>
          {favorites.data.total > favorites.data.pageSize ? (
            <Pager page={page} pages={Math.ceil(favorites.data.total / favorites.data.pageSize)} onChange={(next) => setQuery(next > 1 ? { page: String(next) } : {})} label={t('market.pages')} />
          ) : null}
        </>
      )}
    </div>
  );
}
