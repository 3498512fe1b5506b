import { useTranslation } from 'react-i18next';
import { formatDuration, useSecondsLeft, type PoolSaleView, type ServerClock } from '@fc/shared';
import styles from './pool-sale.module.css';

/** Time to the start (preparation) or to the end (ongoing), by the server's clock. */
export function SaleCountdown({ sale, clock }: { sale: PoolSaleView; clock: ServerClock }) {
  const { t } = useTranslation('market');
  const target = sale.period === 'preparation' ? sale.startsAt : sale.endsAt;
  const left = useSecondsLeft(target, clock);
  if (sale.period === 'ended') return null;
  const time = formatDuration(left);
  return (
    <p className={styles.countdown} role="timer" data-testid="pool-sale-countdown">
      {left === 0 ? t('poolSale.closing') : sale.period === 'preparation' ? t('poolSale.startsIn', { time }) : t('poolSale.endsIn', { time })}
    </p>
  );
}
