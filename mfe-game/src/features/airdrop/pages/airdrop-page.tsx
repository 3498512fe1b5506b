import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, errorMessage, PageFrame, paths, Skeleton, useIsLoggedIn } from '@fc/shared';
import { Card, EmptyState } from '@fc/shared/ui';
import { AIRDROP_VESTING_S } from '@fc/shared/contracts/game';
import { GuestPrompt } from '../../../components/guest-prompt';
import styles from '../../../components/staking.module.css';
import { useAirdrop } from '../api/get-airdrop';
import { CurrentRound } from '../components/current-round';
import { PastRounds } from '../components/past-rounds';

/** The airdrop: the running round with its countdown and my projected share, and the settled rounds. */
export default function AirdropPage() {
  const { t } = useTranslation('game');
  const signedIn = useIsLoggedIn();
  const airdrop = useAirdrop(signedIn);
  const refetch = airdrop.refetch;
  const onEnded = useCallback(() => void refetch(), [refetch]);

  let body;
  if (airdrop.isPending) body = <Skeleton height={240} />;
  else if (!airdrop.data) {
    body = (
      <EmptyState
        title={t('airdrop.loadFailed')}
        description={airdrop.error ? errorMessage(t, airdrop.error) : undefined}
        action={<Button onClick={() => void airdrop.refetch()}>{t('common:retry')}</Button>}
      />
    );
  } else {
    const clock = { now: airdrop.data.now, answeredAt: airdrop.dataUpdatedAt };
    body = (
      <>
        {airdrop.data.current ? (
          <CurrentRound key={airdrop.data.current.roundId} round={airdrop.data.current} clock={clock} onEnded={onEnded} />
        ) : (
          <EmptyState title={t('airdrop.noCurrent')} description={t('airdrop.noCurrentBody')} />
        )}
        {signedIn ? null : <GuestPrompt title={t('airdrop.guestTitle')} />}
        <PastRounds rounds={airdrop.data.past} signedIn={signedIn} />
      </>
    );
  }

  return (
    <PageFrame title={t('titles.airdrop')} subtitle={t('airdrop.subtitle')}>
      {body}
      <Card as="section" title={t('airdrop.rulesTitle')} aria-label={t('airdrop.rulesTitle')}>
        <ul className={styles.rules}>
          <li>{t('airdrop.rules.share')}</li>
          <li>{t('airdrop.rules.vesting', { days: AIRDROP_VESTING_S / 86_400 })}</li>
          <li>
            {t('airdrop.rules.stake')} <Link to={paths.stake()}>{t('airdrop.toStake')}</Link>
          </li>
          <li>
            <Link to={paths.claimCenter()}>{t('airdrop.toClaimCenter')}</Link>
          </li>
        </ul>
      </Card>
    </PageFrame>
  );
}
