import type { TFunction } from 'i18next';
import { toBaseUnits, type CardSummary, type MarketListing, type MarketListRequest, type MarketSort, type MarketTab, type Position, type Rarity, type SaleType } from '@fc/shared';
import { MARKET_DETAIL_KIND, MARKET_PAGE_SIZE, MARKET_SORTS, SALE_TYPES } from '@fc/shared/contracts/sales';
import { POSITIONS, RARITIES } from '@fc/shared/contracts/cards';

/** The detail page's path kind of a listing (fp, rol or box). */
export function detailKind(item: Pick<CardSummary, 'family'>): 'fp' | 'rol' | 'box' {
  return item.family === 'item' ? 'box' : MARKET_DETAIL_KIND[item.family];
}

/** What a listing sells, in words: the player's name, or the pack's or box's kind. */
export function itemName(t: TFunction, item: CardSummary): string {
  if (item.player) return item.player.name;
  if (item.family === 'pack' && item.kind) return t(`packs.kind.${item.kind}`, { defaultValue: item.kind });
  if (item.family === 'box') return item.rarity ? t('market.item.boxOf', { rarity: t(`packs.rarity.${item.rarity}`) }) : t('market.item.box');
  return t('market.item.unknown');
}

/** The grid's filters as the URL keeps them: prices as typed, in TMT. */
export interface MarketFilters {
  saleType: SaleType | '';
  rarity: Rarity | '';
  position: Position | '';
  min: string;
  max: string;
  q: string;
  sort: MarketSort;
  page: number;
}

const pick = <T extends string>(value: string | null, choices: readonly T[]): T | '' => (choices.includes(value as T) ? (value as T) : '');

/** Reads the filters from the URL's query, ignoring what is not a choice. */
export function filtersFromQuery(query: URLSearchParams): MarketFilters {
  const page = Number(query.get('page'));
  return {
    saleType: pick(query.get('saleType'), SALE_TYPES),
    rarity: pick(query.get('rarity'), RARITIES),
    position: pick(query.get('position'), POSITIONS),
    min: query.get('min') ?? '',
    max: query.get('max') ?? '',
    q: query.get('q') ?? '',
    sort: pick(query.get('sort'), MARKET_SORTS) || 'newest',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The filters as a URL query (empty ones and the defaults left out). */
export function filtersToQuery(filters: MarketFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.saleType) query.set('saleType', filters.saleType);
  if (filters.rarity) query.set('rarity', filters.rarity);
  if (filters.position) query.set('position', filters.position);
  if (filters.min) query.set('min', filters.min);
  if (filters.max) query.set('max', filters.max);
  if (filters.q) query.set('q', filters.q);
  if (filters.sort !== 'newest') query.set('sort', filters.sort);
  if (filters.page > 1) query.set('page', String(filters.page));
  return query;
}

const NO_FILTERS: Omit<MarketFilters, 'sort'> = { saleType: '', rarity: '', position: '', min: '', max: '', q: '', page: 1 };

/** The same sort with every filter off (the first page). */
export function withoutFilters(filters: MarketFilters): MarketFilters {
  return { ...NO_FILTERS, sort: filters.sort };
}

/** How many filters narrow a tab's list: the sort and the page are not filters, a price range counts once. */
export function activeFilterCount(tab: MarketTab, filters: MarketFilters): number {
  return [filters.saleType, filters.rarity, tab === 'pack' ? '' : filters.position, filters.min || filters.max, filters.q].filter(Boolean).length;
}

/** A path of the market with the grid's filters carried in its query (to the listing and back to the grid). */
export function withGridQuery(path: string, filters: MarketFilters): string {
  const query = filtersToQuery(filters).toString();
  return query ? `${path}?${query}` : path;
}

/** A price typed in TMT as base units, or null when it is not a price ("", "abc", too many decimals, negative). */
export function tmtToBaseUnits(typed: string): string | null {
  const value = typed.trim();
  if (!/^\d+(\.\d+)?$/.test(value)) return null;
  try {
    return toBaseUnits('TMT', value).toString();
  } catch {
    return null;
  }
}

/** The /market/list request of a tab's filters; the position does not apply to packs, a bad price is left out. */
export function listRequest(tab: MarketTab, filters: MarketFilters): MarketListRequest {
  const priceMin = filters.min ? tmtToBaseUnits(filters.min) : null;
  const priceMax = filters.max ? tmtToBaseUnits(filters.max) : null;
  const q = filters.q.trim();
  return {
    tab,
    sort: filters.sort,
    page: filters.page,
    pageSize: MARKET_PAGE_SIZE,
    ...(filters.saleType ? { saleType: filters.saleType } : {}),
    ...(filters.rarity ? { rarity: filters.rarity } : {}),
    ...(filters.position && tab !== 'pack' ? { position: filters.position } : {}),
    ...(priceMin ? { priceMin } : {}),
    ...(priceMax ? { priceMax } : {}),
    ...(q ? { q } : {}),
  };
}

/** A listing's current highest bid, or null while nobody has bid (or for a fixed price). */
export function highestBid(listing: MarketListing): bigint | null {
  return listing.saleType === 'auction' && listing.bidCount > 0 ? BigInt(listing.price) : null;
}
