import { useTranslation } from 'react-i18next';
import type { PoolSaleView } from '@fc/shared';
import { splitSeconds, useSecondsLeft, type ServerClock } from '../../../lib/server-countdown';
import styles from './pool-sale.module.css';

/** Time to the start (preparation) or to the end (ongoing), by the server's clock. */
export function SaleCountdown({ sale, clock }: { sale: PoolSaleView; clock: ServerClock }) {
  const { t } = useTranslation('market');
  const target = sale.period === 'preparation' ? sale.startsAt : sale.endsAt;
  const left = useSecondsLeft(target, clock);
  if (sale.period === 'ended') return null;
  const { days, time } = splitSeconds(left);
  const remaining = days > 0 ? t('poolSale.daysAndTime', { count: days, time }) : time;
  return (
    <p className={styles.countdown} role="timer" aria-live="off" data-testid="pool-sale-countdown">
      {left === 0 ? t('poolSale.closing') : sale.period === 'preparation' ? t('poolSale.startsIn', { time: remaining }) : t('poolSale.endsIn', { time: remaining })}
    </p>
  );
}
