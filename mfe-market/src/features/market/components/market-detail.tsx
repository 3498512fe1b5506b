import type { TFunction } from 'i18next';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import {
  Button,
  ButtonLink,
  errorMessage,
  formatNumber,
  isApiError,
  Money,
  PageFrame,
  PageTitle,
  paths,
  Skeleton,
  type CardSummary,
  type Crumb,
  type MarketListing,
  type MarketTab,
} from '@fc/shared';
import { Card, DefinitionList, EmptyState } from '@fc/shared/ui';
import { holdingArtUrl } from '@fc/shared/contracts/resources';
import { MARKET_HISTORY_DAYS } from '@fc/shared/contracts/sales';
import { useMarketDetail } from '../api/get-market-detail';
import { volumeTotal } from '../lib/chart-data';
import { filtersFromQuery, itemName, withGridQuery } from '../lib/listing-view';
import { BidHistory } from './bid-history';
import { ItemBadge, ItemFacts } from './item-facts';
import { LiveListings } from './live-listings';
import { SECTION_OF_TAB } from './market-nav';
import { PriceBox } from './price-box';
import { PriceChart } from './price-chart';
import styles from './market.module.css';

type DetailKind = 'fp' | 'rol' | 'box';
const TITLE_OF_KIND: Record<DetailKind, string> = { fp: 'titles.detailFp', rol: 'titles.detailRol', box: 'titles.detailBox' };
const TAB_OF_KIND: Record<DetailKind, MarketTab> = { fp: 'fp', rol: 'rol', box: 'pack' };

/** Market / <the tab> / this listing: the tab's link keeps the grid's filters this page was opened with. */
function useBreadcrumb(tab: MarketTab): Crumb[] {
  const { t } = useTranslation('market');
  const [query] = useSearchParams();
  const section = SECTION_OF_TAB[tab];
  return [
    { label: t('market.breadcrumb'), to: paths.market() },
    { label: t(`market.nav.${section}`), to: withGridQuery(paths.market(section), filtersFromQuery(query)) },
  ];
}

/** Under the name: an FP card's position and club, a pack's or box's kind. */
function subtitleOf(t: TFunction, item: CardSummary): string | undefined {
  if (item.player) return `${t(`packs.position.${item.player.position}`)} · ${item.player.club.name}`;
  if (item.family === 'pack' || item.family === 'box') return t(`market.family.${item.family}`);
  return undefined;
}

/** What a pack or a box holds. */
function Contents({ listing }: { listing: MarketListing }) {
  const { t } = useTranslation('market');
  const { item } = listing;
  if (item.family === 'pack') {
    return (
      <p className={styles.muted} data-testid="item-contents">
        {t('market.contents.pack')} <Link to={paths.packs()}>{t('market.contents.packLink')}</Link>
      </p>
    );
  }
  if (item.family === 'box') {
    return (
      <p className={styles.muted} data-testid="item-contents">
        {item.rarity ? t('market.contents.boxOf', { rarity: t(`packs.rarity.${item.rarity}`) }) : t('market.contents.box')}
      </p>
    );
  }
  return null;
}

/** The page's outline while the listing loads: the art, the name and the price box where they will be. */
function DetailSkeleton() {
  return (
    <div className={styles.detail} data-testid="detail-skeleton">
      <div className={styles.detailHead}>
        <Skeleton width={80} height={20} />
        <Skeleton width="60%" height={36} />
      </div>
      <div className={styles.detailArt}>
        <Skeleton width="70%" height="85%" />
      </div>
      <div className={styles.priceBox}>
        <Skeleton width="40%" height={16} />
        <Skeleton width="50%" height={40} />
        <Skeleton lines={3} />
        <Skeleton height={48} />
      </div>
    </div>
  );
}

/**
 * `/market/detail/{fp|rol|box}/{transId}`: the way back to the grid, the art beside the name, the attributes and the
 * price box (on a phone: the art, the price box, then the attributes), then the bids and the price history.
 */
export function MarketDetail({ kind }: { kind: DetailKind }) {
  const { t } = useTranslation('market');
  const { transId = '' } = useParams();
  const detail = useMarketDetail(transId);
  // The end first seen on this page: a later end means a late bid moved it (anti-sniping).
  const firstEnd = useRef<{ transId: string; endsAt: number } | null>(null);
  const tab = detail.data?.listing.tab ?? TAB_OF_KIND[kind];
  const breadcrumb = useBreadcrumb(tab);
  if (detail.isPending) {
    return (
      <PageFrame breadcrumb={breadcrumb} documentTitle={t(TITLE_OF_KIND[kind])} busy>
        <LiveListings />
        <DetailSkeleton />
      </PageFrame>
    );
  }
  if (detail.error && !detail.data) {
    const missing = isApiError(detail.error, 'NOT_FOUND', 'INVALID_PARAMS', 'LISTING_NOT_AVAILABLE');
    return (
      <PageFrame title={t(TITLE_OF_KIND[kind])} breadcrumb={breadcrumb}>
        <EmptyState
          title={missing ? t('market.notFound') : t('market.loadFailed')}
          description={missing ? undefined : errorMessage(t, detail.error)}
          action={missing ? <ButtonLink to={breadcrumb[1]?.to ?? paths.market()}>{t('market.backToMarket')}</ButtonLink> : <Button onClick={() => void detail.refetch()}>{t('common:retry')}</Button>}
        />
      </PageFrame>
    );
  }
  const data = detail.data;
  const { listing } = data;
  if (listing.endsAt !== null && firstEnd.current?.transId !== listing.transId) firstEnd.current = { transId: listing.transId, endsAt: listing.endsAt };
  const endMoved = listing.saleType === 'auction' && firstEnd.current !== null && listing.endsAt !== null && listing.endsAt > firstEnd.current.endsAt;
  const name = itemName(t, listing.item);
  const sales = data.volume.reduce((sum, day) => sum + day.sales, 0);
  return (
    <PageFrame breadcrumb={breadcrumb} documentTitle={name} data-testid="market-detail">
      <LiveListings />
      <div className={styles.detail} data-state={listing.state}>
        <div className={styles.detailHead}>
          <p className={styles.meta}>
            <ItemBadge item={listing.item} />
            {listing.item.serial !== null && listing.item.supply !== null ? (
              <span className={styles.chip}>{t('market.chip.serial', { serial: formatNumber(listing.item.serial), supply: formatNumber(listing.item.supply) })}</span>
            ) : null}
          </p>
          <PageTitle subtitle={subtitleOf(t, listing.item)} className={styles.detailTitle}>
            {name}
          </PageTitle>
        </div>
        <div className={styles.detailArt}>
          <img src={holdingArtUrl(listing.item)} alt={name} />
        </div>
        <PriceBox detail={data} answeredAt={detail.dataUpdatedAt} endMoved={endMoved} />
        <section className={styles.detailFacts} aria-labelledby="listing-details">
          <h2 id="listing-details" className={styles.sectionTitle}>
            {t('market.details')}
          </h2>
          <ItemFacts item={listing.item} />
          <Contents listing={listing} />
        </section>
      </div>
      <div className={styles.detailBelow}>
        {listing.saleType === 'auction' ? (
          <Card as="section" title={t('market.bidHistory.title')}>
            <BidHistory bids={data.bids} />
          </Card>
        ) : null}
        <Card as="section" title={t('market.chart.title')}>
          <div className={styles.history}>
            <DefinitionList
              layout="tiles"
              className={styles.historyFigures}
              items={[
                { id: 'floor', term: t('market.floor'), value: data.floorPrice === null ? t('market.noFloor') : <Money currency="TMT" amount={data.floorPrice} />, valueTestId: 'floor-price' },
                { id: 'sales', term: t('market.sales', { days: MARKET_HISTORY_DAYS }), value: formatNumber(sales), valueTestId: 'volume-sales' },
                { id: 'volume', term: t('market.volume', { days: MARKET_HISTORY_DAYS }), value: <Money currency="TMT" amount={volumeTotal(data.volume)} />, valueTestId: 'volume' },
              ]}
            />
            <PriceChart history={data.priceHistory} volume={data.volume} />
          </div>
        </Card>
      </div>
    </PageFrame>
  );
}
