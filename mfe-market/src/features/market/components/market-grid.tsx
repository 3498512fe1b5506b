import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, ButtonLink, EmptyState, errorMessage, PageTitle, Pager, paths, POSITIONS, RARITIES, Select, Skeleton, TextField, useIsLoggedIn, type MarketTab } from '@fc/shared';
import { MARKET_PAGE_SIZE, MARKET_SEARCH_MAX_LENGTH, MARKET_SORTS, MARKET_TOTAL_CAP, SALE_TYPES } from '@fc/shared/contracts/sales';
import { useMarketList } from '../api/get-market-list';
import { filtersFromQuery, filtersToQuery, listRequest, tmtToBaseUnits, type MarketFilters } from '../lib/listing-view';
import { ListingCard } from './listing-card';
import { LiveListings } from './live-listings';
import { MarketNav, type MarketSection } from './market-nav';
import styles from './market.module.css';

const SECTION_OF_TAB: Record<MarketTab, MarketSection> = { fp: 'center', rol: 'cardrol', pack: 'pack' };
const TITLE_OF_TAB: Record<MarketTab, string> = { fp: 'titles.center', rol: 'titles.cardRol', pack: 'titles.packMarket' };

/** The typed fields (prices, search) are applied on submit; the choices at once. */
function FiltersForm({ tab, filters, onChange }: { tab: MarketTab; filters: MarketFilters; onChange: (next: MarketFilters) => void }) {
  const { t } = useTranslation('market');
  const [typed, setTyped] = useState({ min: filters.min, max: filters.max, q: filters.q });
  const minBad = typed.min !== '' && tmtToBaseUnits(typed.min) === null;
  const maxBad = typed.max !== '' && tmtToBaseUnits(typed.max) === null;
  const choose = (patch: Partial<MarketFilters>) => onChange({ ...filters, ...patch, page: 1 });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (minBad || maxBad) return;
    choose({ min: typed.min.trim(), max: typed.max.trim(), q: typed.q.trim() });
  };
  const all = { value: '', label: t('market.filter.all') };
  return (
    <form className={styles.filters} onSubmit={submit} role="search" aria-label={t('market.filter.label')}>
      <Select
        label={t('market.filter.saleType')}
        value={filters.saleType}
        onChange={(event) => choose({ saleType: event.target.value as MarketFilters['saleType'] })}
        options={[all, ...SALE_TYPES.map((type) => ({ value: type, label: t(`market.saleType.${type}`) }))]}
      />
      <Select
        label={t('market.filter.rarity')}
        value={filters.rarity}
        onChange={(event) => choose({ rarity: event.target.value as MarketFilters['rarity'] })}
        options={[all, ...RARITIES.map((rarity) => ({ value: rarity, label: t(`packs.rarity.${rarity}`) }))]}
      />
      {tab !== 'pack' ? (
        <Select
          label={t('market.filter.position')}
          value={filters.position}
          onChange={(event) => choose({ position: event.target.value as MarketFilters['position'] })}
          options={[all, ...POSITIONS.map((position) => ({ value: position, label: t(`packs.position.${position}`) }))]}
        />
      ) : null}
      <Select
        label={t('market.filter.sort')}
        value={filters.sort}
        onChange={(event) => choose({ sort: event.target.value as MarketFilters['sort'] })}
        options={MARKET_SORTS.map((sort) => ({ value: sort, label: t(`market.sort.${sort}`) }))}
      />
      <TextField label={t('market.filter.min')} inputMode="decimal" value={typed.min} onChange={(event) => setTyped({ ...typed, min: event.target.value })} error={minBad ? t('market.filter.badPrice') : undefined} />
      <TextField label={t('market.filter.max')} inputMode="decimal" value={typed.max} onChange={(event) => setTyped({ ...typed, max: event.target.value })} error={maxBad ? t('market.filter.badPrice') : undefined} />
      <TextField label={t('market.filter.search')} type="search" maxLength={MARKET_SEARCH_MAX_LENGTH} value={typed.q} onChange={(event) => setTyped({ ...typed, q: event.target.value })} />
      <Button type="submit" disabled={minBad || maxBad}>
        {t('market.filter.apply')}
      </Button>
    </form>
  );
}

/** A market tab: the filters kept in the URL, the listings a page at a time, live for everyone by polling and for the signed in by their events. */
export function MarketGrid({ tab }: { tab: MarketTab }) {
  const { t } = useTranslation('market');
  const loggedIn = useIsLoggedIn();
  const [query, setQuery] = useSearchParams();
  const filters = filtersFromQuery(query);
  const list = useMarketList(listRequest(tab, filters));
  const setFilters = (next: MarketFilters) => setQuery(filtersToQuery(next));
  const filtered = [...query.keys()].some((key) => key !== 'page' && key !== 'sort');
  return (
    <div className={styles.page} data-testid="market-grid" data-tab={tab}>
      {loggedIn ? <LiveListings /> : null}
      <PageTitle subtitle={t('market.subtitle')}>{t(TITLE_OF_TAB[tab])}</PageTitle>
      <MarketNav current={SECTION_OF_TAB[tab]} />
      <FiltersForm key={query.toString()} tab={tab} filters={filters} onChange={setFilters} />
      {list.isPending ? (
        <div className={styles.grid} aria-busy="true" aria-label={t('common:loading')} data-testid="market-skeleton">
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} height={300} />
          ))}
        </div>
      ) : list.error && !list.data ? (
        <EmptyState title={t('market.loadFailed')} description={errorMessage(t, list.error)} action={<Button onClick={() => void list.refetch()}>{t('common:retry')}</Button>} />
      ) : list.data.list.length === 0 ? (
        <EmptyState
          title={t('market.empty')}
          description={filtered ? t('market.emptyFiltered') : t('market.emptyHint')}
          action={
            filtered ? <Button onClick={() => setQuery(new URLSearchParams())}>{t('market.clearFilters')}</Button> : loggedIn ? <ButtonLink to={paths.collection()}>{t('market.sellFromCollection')}</ButtonLink> : undefined
          }
        />
      ) : (
        <>
          <p className={styles.muted} data-testid="market-total">
            {list.data.total >= MARKET_TOTAL_CAP ? t('market.totalAtLeast', { count: list.data.total }) : t('market.total', { count: list.data.total })}
          </p>
          <ul className={styles.grid}>
            {list.data.list.map((listing) => (
              <li key={listing.transId}>
                <ListingCard listing={listing} clock={{ now: list.data.now, answeredAt: list.dataUpdatedAt }} />
              </li>
            ))}
          </ul>
          {list.data.total > MARKET_PAGE_SIZE ? (
            <Pager page={filters.page} pages={Math.ceil(list.data.total / list.data.pageSize)} onChange={(page) => setFilters({ ...filters, page })} label={t('market.pages')} />
          ) : null}
        </>
      )}
    </div>
  );
}
