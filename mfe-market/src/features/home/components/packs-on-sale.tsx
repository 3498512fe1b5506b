import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiPaths, ButtonLink, callApi, currentLanguage, formatAmount, paths, type PackListRequest, type PackListResponse, type PackSeriesSummary } from '@fc/shared';
import { PACK_PERIODS } from '@fc/shared/contracts/sales';
import { formatSecondsLeft, useSecondsLeft, type ServerClock } from '../../../lib/server-countdown';
import { HOME_PACKS_REFRESH_MS, HOME_PACKS_SHOWN } from '../constants';
import styles from './home.module.css';

/** The series a visitor can act on: on sale first, then those about to open; ended ones are left out. */
export function seriesToShow(list: readonly PackSeriesSummary[]): PackSeriesSummary[] {
  const order = (series: PackSeriesSummary) => {
    if (series.period === 'onSale' || series.period === 'beforeSale') return 0;
    return PACK_PERIODS.length - PACK_PERIODS.indexOf(series.period);
  };
  return list
    .filter((series) => series.period !== 'end')
    .sort((a, b) => order(a) - order(b))
    .slice(0, HOME_PACKS_SHOWN);
}

function SeriesCard({ series, clock }: { series: PackSeriesSummary; clock: ServerClock }) {
  const { t } = useTranslation('market');
  const language = currentLanguage();
  const left = useSecondsLeft(series.nextPeriodAt, clock);
  const next = PACK_PERIODS[PACK_PERIODS.indexOf(series.period) + 1];
  return (
    <li className={styles.packCard} data-testid="home-pack" data-period={series.period}>
      <Link to={paths.pack(series.seriesId)} className={styles.packName}>
        {t(`packs.kind.${series.kind}`)}
      </Link>
      <span className={styles.packPeriod}>{t(`packs.period.${series.period}`)}</span>
      {next && series.nextPeriodAt !== null ? (
        <span data-testid="home-pack-countdown">
          {next === 'end' ? t('packs.endsIn', { time: formatSecondsLeft(left) }) : t('packs.next', { period: t(`packs.period.${next}`), time: formatSecondsLeft(left) })}
        </span>
      ) : null}
      <span>{t('packs.priceValue', { tmt: formatAmount('TMT', series.priceTmt, language), usd: formatAmount('USD', series.priceUsd, language) })}</span>
      <span data-testid="home-pack-left">{series.left === 0 ? t('packs.soldOut') : t('packs.supplyLeft', { left: series.left, supply: series.supply })}</span>
    </li>
  );
}

/**
 * Packs on sale with their countdowns. The guest's first load: one plain call (no server-state library), asked again
 * now and then for the supply left; when the call fails the section still leads to the packs page.
 */
export function PacksOnSale() {
  const { t } = useTranslation('market');
  const [answer, setAnswer] = useState<{ list: PackSeriesSummary[]; clock: ServerClock } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const load = () =>
      callApi<PackListResponse, PackListRequest>(ApiPaths.packList, {}, { signal: controller.signal })
        .then((response) => {
          const now = response.list[0]?.now ?? Math.floor(Date.now() / 1000);
          setAnswer({ list: seriesToShow(response.list), clock: { now, answeredAt: Date.now() } });
        })
        .catch(() => undefined);
    void load();
    const timer = setInterval(() => void load(), HOME_PACKS_REFRESH_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, []);

  return (
    <section className={styles.section} aria-labelledby="home-packs-on-sale" data-testid="home-packs-on-sale">
      <h2 id="home-packs-on-sale" className={styles.sectionTitle}>
        {t('home.packsOnSale.title')}
      </h2>
      {answer && answer.list.length > 0 ? (
        <ul className={styles.packList}>
          {answer.list.map((series) => (
            <SeriesCard key={series.seriesId} series={series} clock={answer.clock} />
          ))}
        </ul>
      ) : (
        <p className={styles.stepText}>{t('home.packsOnSale.text')}</p>
      )}
      <ButtonLink to={paths.packs()} variant="secondary">
        {t('home.packsOnSale.link')}
      </ButtonLink>
    </section>
  );
}
