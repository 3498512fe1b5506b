import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, ButtonLink, errorMessage, PageFrame, paths, useIsLoggedIn, type MarketTab } from '@fc/shared';
import { EmptyState, Pager } from '@fc/shared/ui';
import { MARKET_TOTAL_CAP } from '@fc/shared/contracts/sales';
import { useMarketList } from '../api/market-list-query';
import { activeFilterCount, filtersFromQuery, filtersToQuery, listRequest, withoutFilters, type MarketFilters } from '../lib/listing-view';
import { FilterBar, FilterSheet, SortSelect } from './filters';
import { ListingCard, ListingCardSkeleton } from './listing-card';
import { LiveListings } from './live-listings';
import { MarketNav, SECTION_OF_TAB } from './market-nav';
import styles from './market.module.css';

const TITLE_OF_TAB: Record<MarketTab, string> = { fp: 'titles.center', rol: 'titles.cardRol', pack: 'titles.packMarket' };
const SKELETON_TILES = 8;

/** A market tab: the filters kept in the URL, the listings a page at a time, live for everyone by the public stream (polled while it is down) and for the signed in by their own events too. */
export function MarketGrid({ tab }: { tab: MarketTab }) {
  const { t } = useTranslation('market');
  const loggedIn = useIsLoggedIn();
  const [query, setQuery] = useSearchParams();
  const filters = filtersFromQuery(query);
  const list = useMarketList(listRequest(tab, filters));
  const setFilters = (next: MarketFilters) => setQuery(filtersToQuery(next));
  const filtered = activeFilterCount(tab, filters) > 0;
  return (
    <PageFrame title={t(TITLE_OF_TAB[tab])} subtitle={t('market.subtitle')} nav={<MarketNav current={SECTION_OF_TAB[tab]} />} busy={list.isPending} data-testid="market-grid">
      {loggedIn ? <LiveListings /> : null}
      <div className={styles.toolbar}>
        <FilterBar tab={tab} filters={filters} onChange={setFilters} className={styles.wideOnly} />
        <FilterSheet tab={tab} filters={filters} onChange={setFilters} className={styles.narrowOnly} />
        <SortSelect filters={filters} onChange={setFilters} className={styles.sort} />
      </div>
      {list.isPending ? (
        <ul className={styles.grid} aria-label={t('common:loading')} data-testid="market-skeleton">
          {Array.from({ length: SKELETON_TILES }, (_, n) => (
            <li key={n}>
              <ListingCardSkeleton />
            </li>
          ))}
        </ul>
      ) : list.error && !list.data ? (
        <EmptyState
          className={styles.gridEmpty}
          title={t('market.loadFailed')}
          description={errorMessage(t, list.error)}
          action={<Button onClick={() => void list.refetch()}>{t('common:retry')}</Button>}
        />
      ) : list.data.list.length === 0 ? (
        <EmptyState
          className={styles.gridEmpty}
          title={filtered ? t('market.emptyFiltered') : t('market.empty')}
          description={filtered ? undefined : t('market.emptyHint')}
          action={
            filtered ? (
              <Button onClick={() => setFilters(withoutFilters(filters))}>{t('market.clearFilters')}</Button>
            ) : loggedIn ? (
              <ButtonLink to={paths.collection()}>{t('market.sellFromCollection')}</ButtonLink>
            ) : undefined
          }
        />
      ) : (
        <>
          <p className={styles.muted} data-testid="market-total" aria-live="polite">
            {list.data.total >= MARKET_TOTAL_CAP ? t('market.totalAtLeast', { count: list.data.total }) : t('market.total', { count: list.data.total })}
          </p>
          <ul className={styles.grid}>
            {list.data.list.map((listing) => (
              <li key={listing.transId}>
                <ListingCard listing={listing} clock={{ now: list.data.now, answeredAt: list.dataUpdatedAt }} filters={filters} />
              </li>
            ))}
          </ul>
          <Pager page={filters.page} pages={Math.ceil(list.data.total / list.data.pageSize)} onChange={(page) => setFilters({ ...filters, page })} label={t('market.pages')} />
        </>
      )}
    </PageFrame>
  );
}
