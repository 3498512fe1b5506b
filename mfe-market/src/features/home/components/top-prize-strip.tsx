import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatAmount, paths } from '@fc/shared';
import { TOP_PRIZE_PAYOUT_TMT, TOP_PRIZE_TOTAL_TMT, TOP_PRIZE_VESTING_DAYS } from '@fc/shared/contracts/top-prize';
import { useSecondsToNextPayout } from '../hooks/use-next-payout';
import { clockText } from '../lib/top-prize-schedule';
import styles from './home.module.css';

/** TopPrize at a glance: the pool of the next payout, the live countdown to it, and the event's total. */
export function TopPrizeStrip() {
  const { t } = useTranslation('market');
  const seconds = useSecondsToNextPayout();
  return (
    <section className={styles.topPrize} aria-labelledby="home-top-prize" data-testid="home-top-prize">
      <h2 id="home-top-prize" className={styles.sectionTitle}>
        {t('home.topPrize.title')}
      </h2>
      <dl className={styles.topPrizeFigures}>
        <div>
          <dt>{t('home.topPrize.pool')}</dt>
          <dd data-testid="home-top-prize-pool">{t('home.topPrize.amount', { amount: formatAmount('TMT', TOP_PRIZE_PAYOUT_TMT) })}</dd>
        </div>
        <div>
          <dt>{t('home.topPrize.nextPayout')}</dt>
          <dd>
            <time dateTime={`PT${seconds}S`} data-testid="home-top-prize-countdown" aria-live="off">
              {clockText(seconds)}
            </time>
          </dd>
        </div>
        <div>
          <dt>{t('home.topPrize.total')}</dt>
          <dd>{t('home.topPrize.amount', { amount: formatAmount('TMT', TOP_PRIZE_TOTAL_TMT) })}</dd>
        </div>
      </dl>
      <p className={styles.topPrizeText}>{t('home.topPrize.text', { days: TOP_PRIZE_VESTING_DAYS })}</p>
      <Link to={paths.topPrize()} className={styles.stepLink} data-testid="home-top-prize-link">
        {t('home.topPrize.link')}
      </Link>
    </section>
  );
}
