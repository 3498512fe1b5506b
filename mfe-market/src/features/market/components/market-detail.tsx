import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Alert, Button, ButtonLink, Card, EmptyState, errorMessage, formatDateTime, isApiError, PageTitle, paths, Skeleton, type MarketDetailResponse, type MarketListing } from '@fc/shared';
import { ANTI_SNIPING_EXTENSION_S, ANTI_SNIPING_WINDOW_S } from '@fc/shared/contracts/sales';
import { holdingArtUrl } from '@fc/shared/contracts/resources';
import { useBuyListing } from '../api/buy-listing';
import { useMarketDetail } from '../api/get-market-detail';
import { volumeTotal } from '../lib/chart-data';
import { itemName } from '../lib/listing-view';
import { AuctionCountdown } from './auction-countdown';
import { BidForm } from './bid-form';
import { BidHistory } from './bid-history';
import { BuyDialog } from './buy-dialog';
import { CancelDialog } from './cancel-dialog';
import { FavoriteButton } from './favorite-button';
import { ItemFacts } from './item-facts';
import { LiveListings } from './live-listings';
import { MarketNav } from './market-nav';
import { PriceChart } from './price-chart';
import { tmtText } from './tmt';
import styles from './market.module.css';

type DetailKind = 'fp' | 'rol' | 'box';
const TITLE_OF_KIND: Record<DetailKind, string> = { fp: 'titles.detailFp', rol: 'titles.detailRol', box: 'titles.detailBox' };

/** A closed listing's final state in words. */
function FinalState({ listing }: { listing: MarketListing }) {
  const { t } = useTranslation('market');
  const when = listing.closedAt === null ? '' : formatDateTime(listing.closedAt);
  const text =
    listing.state === 'completed'
      ? t('market.final.sold', { price: tmtText(listing.soldPrice ?? listing.price), when })
      : listing.state === 'timeout'
        ? t('market.final.timeout', { when })
        : t('market.final.cancelled', { when });
  return (
    <Alert tone="info" data-testid="final-state">
      {text}
    </Alert>
  );
}

/** What a pack or a box holds. */
function Contents({ listing }: { listing: MarketListing }) {
  const { t } = useTranslation('market');
  const { item } = listing;
  if (item.family === 'pack') {
    return (
      <p data-testid="item-contents">
        {t('market.contents.pack')} <Link to={paths.packs()}>{t('market.contents.packLink')}</Link>
      </p>
    );
  }
  if (item.family === 'box') return <p data-testid="item-contents">{item.rarity ? t('market.contents.boxOf', { rarity: t(`packs.rarity.${item.rarity}`) }) : t('market.contents.box')}</p>;
  return null;
}

/** Buy, bid, or the seller's fee, proceeds and Cancel; nothing once the listing is closed. */
function Actions({ detail, answeredAt, endMoved }: { detail: MarketDetailResponse; answeredAt: number; endMoved: boolean }) {
  const { t } = useTranslation('market');
  const { listing } = detail;
  const buy = useBuyListing();
  const [buying, setBuying] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [bought, setBought] = useState(false);
  const closed = listing.state !== 'listed';
  const clock = { now: detail.now, answeredAt };
  // Sold, ended or cancelled meanwhile: the dialog closes and the page (reloaded by the mutation) shows the final state.
  const closeIfGone = (error: unknown) => {
    if (isApiError(error, 'LISTING_NOT_AVAILABLE')) setBuying(false);
  };
  return (
    <Card as="section" data-testid="listing-actions">
      <p className={styles.price} data-testid="detail-price">
        {listing.saleType === 'auction' && listing.bidCount === 0 ? t('market.startsAt', { price: tmtText(listing.price) }) : tmtText(listing.price)}
      </p>
      <p>
        <span className={styles.badge}>{t(`market.saleType.${listing.saleType}`)}</span> {t('market.seller', { seller: listing.seller })}
      </p>
      {listing.saleType === 'auction' ? (
        <>
          <p data-testid="detail-bids">{t('market.bids', { count: listing.bidCount })}</p>
          {!closed && listing.endsAt !== null ? (
            <p>
              <AuctionCountdown endsAt={listing.endsAt} clock={clock} /> · {formatDateTime(listing.endsAt)}
            </p>
          ) : null}
          <p className={styles.muted} data-testid="anti-sniping">
            {t('market.antiSniping', { window: ANTI_SNIPING_WINDOW_S / 60, extension: ANTI_SNIPING_EXTENSION_S / 60 })}
          </p>
          {endMoved ? (
            <Alert tone="info" data-testid="end-moved">
              {t('market.endMoved', { when: listing.endsAt === null ? '' : formatDateTime(listing.endsAt) })}
            </Alert>
          ) : null}
          {listing.leading ? <Alert tone="success">{t('market.leading')}</Alert> : null}
        </>
      ) : null}
      {closed ? <FinalState listing={listing} /> : null}
      {buy.error && !buying ? <Alert tone="error">{errorMessage(t, buy.error)}</Alert> : null}
      {bought ? (
        <Alert tone="success" data-testid="bought">
          {t('market.buy.done')} <Link to={paths.collection(listing.item.family === 'fp' ? 'fpcards' : listing.item.family === 'collectible' ? 'cards' : listing.item.family === 'pack' ? 'packs' : 'fppack')}>{t('market.buy.see')}</Link>
        </Alert>
      ) : null}
      {!closed && listing.mine ? (
        <>
          <dl className={styles.facts} data-testid="seller-terms">
            <dt>{t('market.fee')}</dt>
            <dd data-testid="seller-fee">{tmtText(detail.fee)}</dd>
            <dt>{t('market.proceeds')}</dt>
            <dd data-testid="seller-proceeds">{tmtText(detail.proceeds)}</dd>
          </dl>
          <Button variant="danger" onClick={() => setCancelling(true)}>
            {t('market.cancel.open')}
          </Button>
        </>
      ) : null}
      {!closed && !listing.mine && listing.saleType === 'fixed' ? (
        <Button onClick={() => setBuying(true)} data-testid="buy">
          {t('market.buy.open')}
        </Button>
      ) : null}
      {!closed && !listing.mine && listing.saleType === 'auction' ? <BidForm listing={listing} /> : null}
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
    </Card>
  );
}

/** `/market/detail/{fp|rol|box}/{transId}`: the item in full, buy or bid, the bids live, the price history and the market of the same item. */
export function MarketDetail({ kind }: { kind: DetailKind }) {
  const { t } = useTranslation('market');
  const { transId = '' } = useParams();
  const detail = useMarketDetail(transId);
  // The end first seen on this page: a later end means a late bid moved it (anti-sniping).
  const firstEnd = useRef<{ transId: string; endsAt: number } | null>(null);
  if (detail.isPending) {
    return (
      <div className={styles.page} aria-busy="true" data-testid="detail-skeleton">
        <LiveListings />
        <Skeleton height={360} />
      </div>
    );
  }
  if (detail.error && !detail.data) {
    const missing = isApiError(detail.error, 'NOT_FOUND', 'INVALID_PARAMS', 'LISTING_NOT_AVAILABLE');
    return (
      <div className={styles.page}>
        <PageTitle>{t(TITLE_OF_KIND[kind])}</PageTitle>
        <EmptyState
          title={missing ? t('market.notFound') : t('market.loadFailed')}
          description={missing ? undefined : errorMessage(t, detail.error)}
          action={missing ? <ButtonLink to={paths.market()}>{t('market.backToMarket')}</ButtonLink> : <Button onClick={() => void detail.refetch()}>{t('common:retry')}</Button>}
        />
      </div>
    );
  }
  const data = detail.data;
  const { listing } = data;
  if (listing.endsAt !== null && firstEnd.current?.transId !== listing.transId) firstEnd.current = { transId: listing.transId, endsAt: listing.endsAt };
  const endMoved = listing.saleType === 'auction' && firstEnd.current !== null && listing.endsAt !== null && listing.endsAt > firstEnd.current.endsAt;
  const name = itemName(t, listing.item);
  return (
    <div className={styles.page} data-testid="market-detail" data-state={listing.state}>
      <LiveListings />
      <PageTitle documentTitle={name}>{name}</PageTitle>
      <MarketNav current={listing.tab === 'fp' ? 'center' : listing.tab === 'rol' ? 'cardrol' : 'pack'} />
      <div className={styles.layout}>
        <div>
          <img className={styles.bigArt} src={holdingArtUrl(listing.item)} alt={name} />
          {listing.favorite !== null ? <FavoriteButton transId={listing.transId} on={listing.favorite} /> : null}
        </div>
        <div className={styles.listing}>
          <ItemFacts item={listing.item} />
          <Contents listing={listing} />
          <Actions detail={data} answeredAt={detail.dataUpdatedAt} endMoved={endMoved} />
        </div>
      </div>
      {listing.saleType === 'auction' ? (
        <Card as="section" title={t('market.bidHistory.title')}>
          <BidHistory bids={data.bids} />
        </Card>
      ) : null}
      <Card as="section" title={t('market.chart.title')}>
        <dl className={styles.facts}>
          <dt>{t('market.floor')}</dt>
          <dd data-testid="floor-price">{data.floorPrice === null ? t('market.noFloor') : tmtText(data.floorPrice)}</dd>
          <dt>{t('market.volume')}</dt>
          <dd data-testid="volume">{t('market.volumeValue', { count: data.volume.reduce((sum, day) => sum + day.sales, 0), amount: tmtText(volumeTotal(data.volume)) })}</dd>
        </dl>
        <PriceChart history={data.priceHistory} volume={data.volume} />
      </Card>
    </div>
  );
}
