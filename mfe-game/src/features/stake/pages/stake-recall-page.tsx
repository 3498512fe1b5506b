import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, errorMessage, formatNumber, PageFrame, paths, Skeleton, useIsLoggedIn } from '@fc/shared';
import { Alert, Card, Checkbox, EmptyState } from '@fc/shared/ui';
import { UNSTAKE_FREEZE_S } from '@fc/shared/contracts/game';
import { GuestPrompt } from '../../../components/guest-prompt';
import { useStakeInfo } from '../../../lib/api/get-stake-info';
import { cardName } from '../../../lib/card-name';
import styles from '../../../components/staking.module.css';
import { useUnstakeCards } from '../api/unstake-cards';

function RecallForm() {
  const { t } = useTranslation('game');
  const navigate = useNavigate();
  const info = useStakeInfo(true);
  const unstake = useUnstakeCards();
  const [picked, setPicked] = useState<string[]>([]);

  if (info.isPending) return <Skeleton height={200} />;
  if (!info.data?.mine) {
    return (
      <EmptyState
        title={t('stake.loadFailed')}
        description={info.error ? errorMessage(t, info.error) : undefined}
        action={<Button onClick={() => void info.refetch()}>{t('common:retry')}</Button>}
      />
    );
  }
  const { staked, power } = info.data.mine;
  const removed = staked.filter((card) => picked.includes(card.card.tokenId)).reduce((total, card) => total + card.power, 0);
  const toggle = (tokenId: string) => setPicked((current) => (current.includes(tokenId) ? current.filter((id) => id !== tokenId) : [...current, tokenId]));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (picked.length === 0) return;
    unstake.mutate({ tokenIds: picked }, { onSuccess: () => void navigate(paths.stake()) });
  };

  return (
    <Card as="section" title={t('stake.recallTitle')} aria-label={t('stake.recallTitle')}>
      {staked.length === 0 ? (
        <p className={styles.muted}>{t('stake.noneStaked')}</p>
      ) : (
        <form onSubmit={submit} className={styles.form}>
          <Alert tone="warning">{t('stake.freezeWarning', { hours: UNSTAKE_FREEZE_S / 3600 })}</Alert>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('stake.recallLegend')}</legend>
            <ul className={styles.cardList}>
              {staked.map((card) => (
                <li key={card.card.tokenId} className={styles.cardRow} data-testid="recall-card">
                  <Checkbox
                    label={t('stake.cardLine', { name: cardName(card.card), rarity: t(`stake.rarities.${card.card.rarity ?? 'common'}`), power: formatNumber(card.power) })}
                    checked={picked.includes(card.card.tokenId)}
                    onChange={() => toggle(card.card.tokenId)}
                  />
                </li>
              ))}
            </ul>
          </fieldset>
          <p role="status" className={styles.preview}>
            {t('stake.recallPreview', { cards: picked.length, removed: formatNumber(removed), total: formatNumber(power - removed) })}
          </p>
          <Button type="submit" loading={unstake.isPending} disabled={picked.length === 0}>
            {t('stake.unstakeButton', { cards: picked.length })}
          </Button>
          {unstake.error ? <Alert tone="error">{errorMessage(t, unstake.error)}</Alert> : null}
        </form>
      )}
    </Card>
  );
}

/** Pick staked cards and unstake them, warned that they stay frozen 24 hours. */
export default function StakeRecallPage() {
  const { t } = useTranslation('game');
  const signedIn = useIsLoggedIn();
  return (
    <PageFrame title={t('titles.stakeRecall')} subtitle={t('stake.recallSubtitle')} breadcrumb={[{ label: t('titles.stake'), to: paths.stake() }]}>
      {signedIn ? <RecallForm /> : <GuestPrompt title={t('stake.guestTitle')} />}
    </PageFrame>
  );
}
