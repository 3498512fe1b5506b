import { useTranslation } from 'react-i18next';
import { CountdownTo, type PackSeriesSummary, type ServerClock } from '@fc/shared';
import { PACK_PERIODS } from '@fc/shared/contracts/sales';
import styles from './pack-period.module.css';

/** The period after this one, if any. */
function nextPeriod(series: PackSeriesSummary) {
  return PACK_PERIODS[PACK_PERIODS.indexOf(series.period) + 1];
}

/** A series' period as a badge (coloured by what a visitor can do in it). */
export function PeriodBadge({ series }: { series: PackSeriesSummary }) {
  const { t } = useTranslation('market');
  return (
    <span className={styles.badge} data-testid="period" data-period={series.period}>
      {t(`packs.period.${series.period}`)}
    </span>
  );
}

/** "Sale ends in 6d 05:02:27", "Reservation in 2:01:05" — live on the server's clock; "The sale has ended." after. */
export function PeriodCountdown({ series, clock, onEnd, className }: { series: PackSeriesSummary; clock: ServerClock; onEnd?: () => void; className?: string }) {
  const { t } = useTranslation('market');
  const next = nextPeriod(series);
  if (!next || series.nextPeriodAt === null) {
    return <p className={[styles.countdown, className].filter(Boolean).join(' ')}>{t('packs.ended')}</p>;
  }
  return (
    <p className={[styles.countdown, className].filter(Boolean).join(' ')} data-testid="countdown">
      <span className={styles.label}>{next === 'end' ? t('packs.countdown.endsIn') : t('packs.countdown.next', { period: t(`packs.period.${next}`) })}</span>{' '}
      <CountdownTo at={series.nextPeriodAt} clock={clock} onEnd={onEnd} className={styles.time} />
    </p>
  );
}
