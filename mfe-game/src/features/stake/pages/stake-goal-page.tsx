import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  Button,
  ButtonLink,
  errorMessage,
  formatDate,
  formatDateTime,
  Money,
  PageFrame,
  paths,
  Skeleton,
  useFormatMoney,
  useIsLoggedIn,
  useServerNow,
} from '@fc/shared';
import { Alert, Badge, Card, DataTable, DateTime, EmptyState, TextField } from '@fc/shared/ui';
import { GOAL_STAKE_LOCK_S, STAKING_TOKEN } from '@fc/shared/contracts/game';
import { GuestPrompt } from '../../../components/guest-prompt';
import styles from '../../../components/staking.module.css';
import { useGoalStakes } from '../api/get-goal-stakes';
import { useStakeGoal } from '../api/stake-goal';
import { checkGoalAmount } from '../lib/goal-amount';

const LOCK_DAYS = GOAL_STAKE_LOCK_S / 86_400;

function GoalStaking() {
  const { t } = useTranslation('game');
  const money = useFormatMoney();
  const stakes = useGoalStakes(true);
  const stakeGoal = useStakeGoal();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const now = useServerNow({ now: stakes.data?.now ?? 0, answeredAt: stakes.dataUpdatedAt }, stakes.data !== undefined);

  if (stakes.isPending) return <Skeleton height={240} />;
  if (!stakes.data) {
    return (
      <EmptyState
        title={t('stakeGoal.loadFailed')}
        description={stakes.error ? errorMessage(t, stakes.error) : undefined}
        action={<Button onClick={() => void stakes.refetch()}>{t('common:retry')}</Button>}
      />
    );
  }
  const balance = BigInt(stakes.data.balance);
  const check = checkGoalAmount(text, balance);
  const fieldError = touched && !check.ok && check.reason !== 'empty' ? t(`stakeGoal.amountErrors.${check.reason}`) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setDone(null);
    if (!check.ok) return;
    stakeGoal.mutate(
      { amount: check.amount.toString() },
      {
        onSuccess: (answer) => {
          setText('');
          setTouched(false);
          setDone(t('stakeGoal.done', { amount: money(STAKING_TOKEN, answer.stake.amount), date: formatDateTime(answer.stake.unlocksAt) }));
        },
      },
    );
  };

  return (
    <>
      <div className={styles.grid}>
        <Card as="section" title={t('stakeGoal.balanceTitle')} aria-label={t('stakeGoal.balanceTitle')}>
          <p className={styles.big}>
            <Money currency={STAKING_TOKEN} amount={balance} data-testid="goal-balance" />
          </p>
        </Card>
        <Card as="section" title={t('stakeGoal.formTitle')} aria-label={t('stakeGoal.formTitle')}>
          <form className={styles.form} onSubmit={submit} noValidate>
            <TextField
              label={t('stakeGoal.amountLabel', { token: STAKING_TOKEN })}
              value={text}
              inputMode="decimal"
              autoComplete="off"
              onChange={(event) => setText(event.target.value)}
              onBlur={() => setTouched(true)}
              error={fieldError}
            />
            <p className={styles.muted}>{t('stakeGoal.unlockPreview', { date: formatDate(now + GOAL_STAKE_LOCK_S), days: LOCK_DAYS })}</p>
            <Button type="submit" loading={stakeGoal.isPending} disabled={!check.ok}>
              {t('stakeGoal.stakeButton')}
            </Button>
            <div role="status">{done}</div>
            {stakeGoal.error ? <Alert tone="error">{errorMessage(t, stakeGoal.error)}</Alert> : null}
          </form>
        </Card>
      </div>
      <Card as="section" title={t('stakeGoal.listTitle')} aria-label={t('stakeGoal.listTitle')}>
        {stakes.data.stakes.length === 0 ? (
          <p className={styles.muted}>{t('stakeGoal.none')}</p>
        ) : (
          <DataTable label={t('stakeGoal.listTitle')} dense>
            <thead>
              <tr>
                <th scope="col" data-numeric>
                  {t('stakeGoal.columns.amount')}
                </th>
                <th scope="col">{t('stakeGoal.columns.staked')}</th>
                <th scope="col">{t('stakeGoal.columns.unlocks')}</th>
                <th scope="col">{t('stakeGoal.columns.status')}</th>
              </tr>
            </thead>
            <tbody>
              {stakes.data.stakes.map((stake) => (
                <tr key={stake.stakeId} data-testid="goal-stake">
                  <td data-numeric>
                    <Money currency={STAKING_TOKEN} amount={stake.amount} />
                  </td>
                  <td>
                    <DateTime value={stake.stakedAt} />
                  </td>
                  <td>
                    <DateTime value={stake.unlocksAt} />
                  </td>
                  <td>
                    {stake.unlocksAt <= now ? (
                      <Link to={paths.claimCenter()}>{t('stakeGoal.unlocked')}</Link>
                    ) : (
                      <Badge>{t('stakeGoal.locked')}</Badge>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
        <div className={styles.links}>
          <ButtonLink to={paths.claimCenter()} variant="secondary">
            {t('stakeGoal.toClaimCenter')}
          </ButtonLink>
        </div>
      </Card>
    </>
  );
}

/** Fan-token staking: lock GOAL for 30 days; it comes back whole through the claim center. */
export default function StakeGoalPage() {
  const { t } = useTranslation('game');
  const signedIn = useIsLoggedIn();
  return (
    <PageFrame
      title={t('titles.stakeGoal')}
      subtitle={t('stakeGoal.subtitle', { days: LOCK_DAYS })}
      breadcrumb={[{ label: t('titles.stake'), to: paths.stake() }]}
    >
      <Card as="section" title={t('stakeGoal.rulesTitle')} aria-label={t('stakeGoal.rulesTitle')}>
        <ul className={styles.rules}>
          <li>{t('stakeGoal.rules.lock', { days: LOCK_DAYS })}</li>
          <li>{t('stakeGoal.rules.claim')}</li>
        </ul>
      </Card>
      {signedIn ? <GoalStaking /> : <GuestPrompt title={t('stakeGoal.guestTitle')} />}
    </PageFrame>
  );
}
