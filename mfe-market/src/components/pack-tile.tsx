import { useTranslation } from 'react-i18next';
import { ArtTile, formatNumber, Money, paths, ProgressBar, useFormatMoney, type PackSeriesSummary, type ServerClock } from '@fc/shared';
import { packArtUrl } from '@fc/shared/contracts/resources';
import { PeriodBadge, PeriodCountdown } from './pack-period';
import styles from './pack-tile.module.css';

/** A series' price: TMT, and by card in USD. */
export function PackPrice({ series, className }: { series: PackSeriesSummary; className?: string }) {
  const { t } = useTranslation('market');
  const money = useFormatMoney();
  return (
    <p className={[styles.price, className].filter(Boolean).join(' ')} data-testid="pack-price">
      <Money currency="TMT" amount={series.priceTmt} className={styles.tmt} /> <span className={styles.usd}>{t('packs.orUsd', { usd: money('USD', series.priceUsd) })}</span>
    </p>
  );
}

/** How many packs are left of the supply, in words and as a bar. */
export function PackSupply({ series }: { series: PackSeriesSummary }) {
  const { t } = useTranslation('market');
  const words = series.left === 0 ? t('packs.soldOut') : t('packs.supplyLeft', { left: formatNumber(series.left), supply: formatNumber(series.supply) });
  return (
    <div className={styles.supply}>
      <ProgressBar value={series.left} max={series.supply} label={t('packs.supplyLabel')} valueText={words} tone={series.left === 0 ? 'danger' : 'accent'} />
      <p className={styles.supplyText} data-testid="supply-left">
        {words}
      </p>
    </div>
  );
}

/** The stage behind a pack's art, in its kind's colour. */
export function packTintClass(kind: PackSeriesSummary['kind']): string | undefined {
  return styles[kind];
}

interface PackTileProps {
  series: PackSeriesSummary;
  clock: ServerClock;
  /** h2 on the packs page, h3 inside the home's section. */
  headingLevel: 2 | 3;
  /** Called once when the period's countdown reaches 0 (the series moved on: ask again). */
  onPeriodEnd?: () => void;
  'data-testid'?: string;
}

/** A series in a grid: its art with the period, the live countdown, my limits, then the price and the supply left. */
export function PackTile({ series, clock, headingLevel, onPeriodEnd, 'data-testid': testId = 'pack-series' }: PackTileProps) {
  const { t } = useTranslation('market');
  return (
    <ArtTile
      src={packArtUrl(series.kind)}
      shape="stage"
      title={t(`packs.kind.${series.kind}`)}
      to={paths.pack(series.seriesId)}
      headingLevel={headingLevel}
      rowOnPhone
      badge={<PeriodBadge series={series} />}
      className={[styles.tile, packTintClass(series.kind)].filter(Boolean).join(' ')}
      data-testid={testId}
      data-series={series.seriesId}
      data-period={series.period}
      footer={
        <>
          <PackPrice series={series} />
          <PackSupply series={series} />
        </>
      }
    >
      <PeriodCountdown series={series} clock={clock} onEnd={onPeriodEnd} />
      {series.mine ? <p className={styles.limits}>{t('packs.limitsLeft', { left: series.mine.left, leftToday: series.mine.leftToday })}</p> : null}
    </ArtTile>
  );
}
