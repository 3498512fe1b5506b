import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiPaths, ButtonLink, callApi, currentLanguage, formatAmount, paths, type CardSummary, type MarketListing, type MarketListRequest, type MarketListResponse, type MarketSort } from '@fc/shared';
import { HOME_LISTINGS_SHOWN } from '../constants';
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

function Strip({ sort, title, testId }: { sort: MarketSort; title: string; testId: string }) {
  const { t } = useTranslation('market');
  const [list, setList] = useState<MarketListing[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    callApi<MarketListResponse, MarketListRequest>(ApiPaths.marketList, { tab: 'fp', sort, page: 1, pageSize: HOME_LISTINGS_SHOWN }, { signal: controller.signal })
      .then((answer) => setList(answer.list))
      .catch(() => setList([]));
    return () => controller.abort();
  }, [sort]);
  return (
    <div data-testid={testId}>
      <h3 className={styles.stepTitle}>{title}</h3>
      {list === null ? null : list.length === 0 ? (
        <p className={styles.stepText}>{t('home.listings.empty')}</p>
      ) : (
        <ul className={styles.packList}>
          {list.map((listing) => (
            <li key={listing.transId} className={styles.packCard} data-testid="home-listing">
              <Link to={detailPath(listing)} className={styles.packName}>
                {nameOf(listing.item, t)}
              </Link>
              <span className={styles.packPeriod}>{t(`home.listings.${listing.saleType}`)}</span>
              <span>{formatAmount('TMT', listing.price, currentLanguage())} TMT</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * "Newest on the market" and "Top listings" (FP cards): a few listings each by one plain call, no server-state
 * library in a guest's first load; when a call fails the strip says so quietly and the link still leads to the market.
 */
export function MarketStrips() {
  const { t } = useTranslation('market');
  return (
    <section className={styles.section} aria-labelledby="home-market" data-testid="home-market">
      <h2 id="home-market" className={styles.sectionTitle}>
        {t('home.listings.title')}
      </h2>
      <Strip sort="newest" title={t('home.listings.newest')} testId="home-market-newest" />
      <Strip sort="priceDesc" title={t('home.listings.top')} testId="home-market-top" />
      <ButtonLink to={paths.market()} variant="secondary">
        {t('home.listings.link')}
      </ButtonLink>
    </section>
  );
}
