import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Card, formatDateTime, paths, type AirdropRoundView } from '@fc/shared';
import { formatDuration, useServerNow, type ServerClock } from '../../../lib/server-clock';
import { goalText } from '../../../lib/staking/format';
import styles from '../../../components/staking.module.css';

/** How long after a round's end the page asks again (the settlement job runs every minute). */
const RELOAD_AFTER_END_MS = 5_000;

/** The running round: live countdown on the server's clock, pool, power and (signed in) my projected share. */
export function CurrentRound({ round, clock, onEnded }: { round: AirdropRoundView; clock: ServerClock; onEnded: () => void }) {
  const { t } = useTranslation('game');
  const now = useServerNow(clock);
  const left = round.endsAt - now;
  const ended = left <= 0;
  useEffect(() => {
    if (!ended) return undefined;
    const timer = setTimeout(onEnded, RELOAD_AFTER_END_MS);
    return () => clearTimeout(timer);
  }, [ended, onEnded]);
  return (
    <Card as="section" title={t('airdrop.currentTitle', { id: round.roundId })} aria-label={t('airdrop.currentLabel')}>
      <div className={styles.grid}>
        <div>
          <p className={styles.muted}>{t('airdrop.pool')}</p>
          <p className={styles.big} data-testid="airdrop-pool">
            {goalText(round.pool)}
          </p>
        </div>
        <div>
          <p className={styles.muted}>{t('airdrop.endsIn')}</p>
          <p className={styles.big} role="timer" data-testid="airdrop-countdown">
            {ended ? t('airdrop.settling') : formatDuration(left)}
          </p>
          <p className={styles.muted}>{formatDateTime(round.endsAt)}</p>
        </div>
        <div>
          <p className={styles.muted}>{t('airdrop.totalPower')}</p>
          <p className={styles.big}>{round.totalPower}</p>
        </div>
        {round.myPower !== null ? (
          <div>
            <p className={styles.muted}>{t('airdrop.myPower')}</p>
            <p className={styles.big} data-testid="airdrop-my-power">
              {round.myPower}
            </p>
            <p className={styles.muted} data-testid="airdrop-my-share">
              {t('airdrop.projected', { amount: goalText(round.myShare ?? '0') })}
            </p>
          </div>
        ) : null}
      </div>
      <div className={styles.links}>
        <ButtonLink to={paths.airdropDispatch()}>{t('airdrop.toDispatch')}</ButtonLink>
        <ButtonLink to={paths.stake()} variant="secondary">
          {t('airdrop.toStake')}
        </ButtonLink>
      </div>
    </Card>
  );
}
