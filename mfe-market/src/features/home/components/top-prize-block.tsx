import { useTranslation } from 'react-i18next';
import { ButtonLink, Countdown, Money, paths, Skeleton, useHydrated, useServerNow, type ServerClock } from '@fc/shared';
import { nextTopPrizePayoutS, TOP_PRIZE_PAYOUT_TMT, TOP_PRIZE_TOTAL_TMT, TOP_PRIZE_VESTING_DAYS } from '@fc/shared/contracts/top-prize';
import { HomeSection } from './home-section';
import styles from './home.module.css';

/**
 * TopPrize at a glance, from its rules (no call): the pool of each payout, the live countdown to the next half hour on
 * the server's clock, and the event's total. Prerendered (and while hydrating) the countdown is a placeholder of its
 * size: the clock is not known then.
 */
export function TopPrizeBlock({ clock }: { clock: ServerClock }) {
  const { t } = useTranslation('market');
  const hydrated = useHydrated();
  const now = useServerNow(clock);
  return (
    <HomeSection
      id="home-top-prize"
      title={t('home.topPrize.title')}
      lead={t('home.topPrize.text', { days: TOP_PRIZE_VESTING_DAYS })}
      className={[styles.game, styles.topPrize].join(' ')}
      data-testid="home-top-prize"
    >
      <dl className={styles.figures}>
        <div className={[styles.figure, styles.wide].join(' ')}>
          <dt>{t('home.topPrize.nextPayout')}</dt>
          <dd className={styles.bigCountdown}>
            {hydrated ? (
              <Countdown seconds={nextTopPrizePayoutS(now) - now} data-testid="home-top-prize-countdown" />
            ) : (
              <Skeleton shape="text" width="5ch" height="1lh" />
            )}
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('home.topPrize.pool')}</dt>
          <dd>
            <Money currency="TMT" amount={TOP_PRIZE_PAYOUT_TMT} data-testid="home-top-prize-pool" />
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('home.topPrize.total')}</dt>
          <dd>
            <Money currency="TMT" amount={TOP_PRIZE_TOTAL_TMT} />
          </dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <ButtonLink to={paths.topPrize()} className={styles.goldButton} data-testid="home-top-prize-link">
          {t('home.topPrize.link')}
        </ButtonLink>
      </div>
    </HomeSection>
  );
}
