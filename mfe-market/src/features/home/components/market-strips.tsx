import { useTranslation } from 'react-i18next';
import { ArtTile, Money, paths, useHydrated, type CardSummary, type MarketListing, type MarketSort } from '@fc/shared';
import { holdingArtUrl } from '@fc/shared/contracts/resources';
import { useMarketStrip } from '../api/get-market-strip';
import { HOME_LISTINGS_SHOWN } from '../constants';
import { GhostListingTile } from './ghost-tiles';
import { HomeSection } from './home-section';
import styles from './home.module.css';

/** The detail page of a listed item (its path kind by family). */
function detailPath(listing: MarketListing): string {
  const kind = listing.item.family === 'fp' ? 'fp' : listing.item.family === 'collectible' ? 'rol' : 'box';
  return paths.marketDetail(kind, listing.transId);
}

function nameOf(item: CardSummary, t: (key: string) => string): string {
  if (item.player) return item.player.name;
  return item.family === 'pack' && item.kind ? t(`packs.kind.${item.kind}`) : t('market.family.box');
}

/** A listing as a tile: the card's art in its rarity's frame, name, rarity and position, the price (a bid's or fixed). */
function ListingTile({ listing }: { listing: MarketListing }) {
  const { t } = useTranslation('market');
  const { item } = listing;
  return (
    <ArtTile
      src={holdingArtUrl(item)}
      rarity={item.rarity}
      title={nameOf(item, t)}
      to={detailPath(listing)}
      headingLevel={4}
      className={styles.listingTile}
      data-testid="home-listing"
      footer={
        <p className={styles.listingPrice}>
          <span className={styles.priceLabel}>{listing.saleType === 'auction' ? t('home.listings.bid') : t('home.listings.fixed')}</span>
          <Money currency="TMT" amount={listing.price} />
        </p>
      }
    >
      {item.rarity ? (
        <p className={styles.rarity} data-rarity={item.rarity}>
          {t(`packs.rarity.${item.rarity}`)}
        </p>
      ) : null}
      {item.player ? <p className={styles.tileMeta}>{t(`packs.position.${item.player.position}`)}</p> : null}
    </ArtTile>
  );
}

function GhostListingGrid() {
  return (
    <ul className={styles.listingGrid} aria-hidden="true">
      {Array.from({ length: HOME_LISTINGS_SHOWN }, (_, index) => (
        <li key={index}>
          <GhostListingTile />
        </li>
      ))}
    </ul>
  );
}

function Strip({ sort, title, testId }: { sort: MarketSort; title: string; testId: string }) {
  const { t } = useTranslation('market');
  const hydrated = useHydrated();
  const answer = useMarketStrip(sort);
  const loading = !hydrated || answer.state === 'loading';
  return (
    <div className={styles.strip} aria-busy={loading || undefined} data-testid={testId}>
      <h3 className={styles.subTitle}>{title}</h3>
      {loading ? (
        <GhostListingGrid />
      ) : answer.state === 'done' && answer.data.list.length > 0 ? (
        <ul className={styles.listingGrid}>
          {answer.data.list.map((listing) => (
            <li key={listing.transId}>
              <ListingTile listing={listing} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{t('home.listings.empty')}</p>
      )}
    </div>
  );
}

/**
 * "Newest on the market" and "Top listings" (FP cards): a few listings each by one plain call, no server-state
 * library in a guest's first load; when a call fails the strip says so quietly and the link still leads to the market.
 * Until a strip answers (and in the prerendered page) placeholders hold a row of tiles' place; an empty strip says so in
 * a line (it shrinks then, rather than keep an empty box a row tall).
 */
export function MarketStrips() {
  const { t } = useTranslation('market');
  return (
    <HomeSection id="home-market" title={t('home.listings.title')} more={{ to: paths.market(), label: t('home.listings.link') }} data-testid="home-market">
      <div className={styles.strips}>
        <Strip sort="newest" title={t('home.listings.newest')} testId="home-market-newest" />
        <Strip sort="priceDesc" title={t('home.listings.top')} testId="home-market-top" />
      </div>
    </HomeSection>
  );
}
