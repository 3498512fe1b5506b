import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ButtonLink,
  Countdown,
  formatNumber,
  Money,
  paths,
  useSecondsLeft,
  type AirdropRoundView,
  type ServerClock,
} from '@fc/shared';
import { Card, DateTime, DefinitionList, type Definition } from '@fc/shared/ui';
import { STAKING_TOKEN } from '@fc/shared/contracts/game';
import styles from '../../../components/staking.module.css';

/** How long after a round's end the page asks again (the settlement job runs every minute). */
const RELOAD_AFTER_END_MS = 5_000;

/** The running round: live countdown on the server's clock, pool, power and (signed in) my projected share. */
export function CurrentRound({ round, clock, onEnded }: { round: AirdropRoundView; clock: ServerClock; onEnded: () => void }) {
  const { t } = useTranslation('game');
  const left = useSecondsLeft(round.endsAt, clock);
  const ended = left === 0;
  useEffect(() => {
    if (!ended) return undefined;
    const timer = setTimeout(onEnded, RELOAD_AFTER_END_MS);
    return () => clearTimeout(timer);
  }, [ended, onEnded]);
  const figures: Definition[] = [
    { id: 'pool', term: t('airdrop.pool'), value: <Money currency={STAKING_TOKEN} amount={round.pool} />, valueTestId: 'airdrop-pool' },
    {
      id: 'ends',
      term: t('airdrop.endsIn'),
      value: (
        <>
          {ended ? t('airdrop.settling') : <Countdown seconds={left} data-testid="airdrop-countdown" />}
          <DateTime value={round.endsAt} className={styles.when} />
        </>
      ),
    },
    { id: 'total', term: t('airdrop.totalPower'), value: formatNumber(round.totalPower) },
  ];
  if (round.myPower !== null) {
    figures.push(
      { id: 'mine', term: t('airdrop.myPower'), value: formatNumber(round.myPower), valueTestId: 'airdrop-my-power' },
      { id: 'share', term: t('airdrop.projected'), value: <Money currency={STAKING_TOKEN} amount={round.myShare ?? '0'} />, valueTestId: 'airdrop-my-share' },
    );
  }
  return (
    <Card as="section" title={t('airdrop.currentTitle', { id: round.roundId })} aria-label={t('airdrop.currentLabel')}>
      <DefinitionList layout="tiles" items={figures} className={styles.figures} />
      <div className={styles.links}>
        <ButtonLink to={paths.airdropDispatch()}>{t('airdrop.toDispatch')}</ButtonLink>
        <ButtonLink to={paths.stake()} variant="secondary">
          {t('airdrop.toStake')}
        </ButtonLink>
      </div>
    </Card>
  );
}
