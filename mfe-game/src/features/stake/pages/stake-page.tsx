import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, errorMessage, formatNumber, PageFrame, paths, Skeleton, useIsLoggedIn } from '@fc/shared';
import { RARITIES } from '@fc/shared/contracts/cards';
import { Card, EmptyState } from '@fc/shared/ui';
import { CARD_STAKING_POWER, MAX_STAKED_CARDS, UNSTAKE_FREEZE_S } from '@fc/shared/contracts/game';
import { GuestPrompt } from '../../../components/guest-prompt';
import { useStakeInfo } from '../../../lib/api/get-stake-info';
import styles from '../../../components/staking.module.css';
import { FrozenList, StakedList } from '../components/staked-lists';

function Rules() {
  const { t } = useTranslation('game');
  return (
    <Card as="section" title={t('stake.rulesTitle')} aria-label={t('stake.rulesTitle')}>
      <ul className={styles.rules}>
        <li>
          {t('stake.rules.power')}{' '}
          {RARITIES.map((rarity) => t('stake.rules.powerOf', { rarity: t(`stake.rarities.${rarity}`), power: formatNumber(CARD_STAKING_POWER[rarity]) })).join(' · ')}
        </li>
        <li>{t('stake.rules.max', { max: MAX_STAKED_CARDS })}</li>
        <li>{t('stake.rules.freeze', { hours: UNSTAKE_FREEZE_S / 3600 })}</li>
        <li>{t('stake.rules.eligible')}</li>
        <li>{t('stake.rules.airdrop')}</li>
      </ul>
      <div className={styles.links}>
        <ButtonLink to={paths.stakeGoal()} variant="secondary">
          {t('stake.toGoal')}
        </ButtonLink>
        <ButtonLink to={paths.airdrop()} variant="secondary">
          {t('stake.toAirdrop')}
        </ButtonLink>
      </div>
    </Card>
  );
}

/** Card staking: total and my power, my staked and frozen cards (with countdowns), the rules and the actions. */
export default function StakePage() {
  const { t } = useTranslation('game');
  const signedIn = useIsLoggedIn();
  const info = useStakeInfo(signedIn);
  const refetch = info.refetch;
  const onThawed = useCallback(() => void refetch(), [refetch]);

  let body;
  if (info.isPending) body = <Skeleton height={200} />;
  else if (!info.data) {
    body = (
      <EmptyState
        title={t('stake.loadFailed')}
        description={info.error ? errorMessage(t, info.error) : undefined}
        action={<Button onClick={() => void info.refetch()}>{t('common:retry')}</Button>}
      />
    );
  } else {
    const { mine, totalPower } = info.data;
    const clock = { now: info.data.now, answeredAt: info.dataUpdatedAt };
    body = (
      <>
        <div className={styles.grid}>
          <Card as="section" title={t('stake.totalTitle')} aria-label={t('stake.totalTitle')}>
            <p className={styles.big} data-testid="total-power">
              {formatNumber(totalPower)}
            </p>
          </Card>
          {mine ? (
            <Card as="section" title={t('stake.myPowerTitle')} aria-label={t('stake.myPowerTitle')}>
              <p className={styles.big} data-testid="my-power">
                {formatNumber(mine.power)}
              </p>
              <p className={styles.muted}>{t('stake.slots', { staked: mine.staked.length, max: MAX_STAKED_CARDS, free: MAX_STAKED_CARDS - mine.staked.length })}</p>
            </Card>
          ) : null}
        </div>
        {mine ? (
          <div className={styles.grid}>
            <Card as="section" title={t('stake.stakedTitle')} aria-label={t('stake.stakedTitle')}>
              <StakedList list={mine.staked} />
            </Card>
            <Card as="section" title={t('stake.frozenTitle')} aria-label={t('stake.frozenTitle')}>
              <FrozenList list={mine.frozen} clock={clock} onThawed={onThawed} />
            </Card>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <PageFrame
      title={t('titles.stake')}
      subtitle={t('stake.subtitle')}
      actions={
        signedIn ? (
          <>
            <ButtonLink to={paths.stakeDispatch()}>{t('stake.toDispatch')}</ButtonLink>
            <ButtonLink to={paths.stakeRecall()} variant="secondary">
              {t('stake.toRecall')}
            </ButtonLink>
          </>
        ) : undefined
      }
    >
      {body}
      {signedIn ? null : <GuestPrompt title={t('stake.guestTitle')} />}
      <Rules />
    </PageFrame>
  );
}
