import { useTranslation } from 'react-i18next';
import { type PackSeriesSummary } from '@fc/shared';
import { PACK_PERIODS } from '@fc/shared/contracts/sales';
import { formatSecondsLeft, useSecondsLeft } from '../../../lib/server-countdown';
import styles from './packs.module.css';

/** The series' period and a live countdown to the next one (by the server's clock). */
export function NextPeriod({ series, answeredAt }: { series: PackSeriesSummary; answeredAt: number }) {
  const { t } = useTranslation('market');
  const left = useSecondsLeft(series.nextPeriodAt, { now: series.now, answeredAt });
  const next = PACK_PERIODS[PACK_PERIODS.indexOf(series.period) + 1];
  return (
    <div className={styles.row}>
      <span className={styles.period} data-testid="period" data-period={series.period}>
        {t(`packs.period.${series.period}`)}
      </span>
      {next && series.nextPeriodAt !== null ? (
        <span className={styles.muted} data-testid="countdown">
          {next === 'end' ? t('packs.endsIn', { time: formatSecondsLeft(left) }) : t('packs.next', { period: t(`packs.period.${next}`), time: formatSecondsLeft(left) })}
        </span>
      ) : (
        <span className={styles.muted}>{t('packs.ended')}</span>
      )}
    </div>
  );
}
