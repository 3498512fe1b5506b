import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, errorMessage, formatNumber, Skeleton, type CardSummary } from '@fc/shared';
import { Alert, Card, Checkbox, EmptyState } from '@fc/shared/ui';
import { MAX_STAKED_CARDS, stakingPower } from '@fc/shared/contracts/game';
import { useStakableCards } from '../lib/api/get-my-cards';
import { useStakeInfo } from '../lib/api/get-stake-info';
import { useStakeCards } from '../lib/api/stake-cards';
import { cardName } from '../lib/card-name';
import styles from './staking.module.css';

const powerOf = (card: CardSummary) => (card.rarity ? stakingPower(card.rarity) : 0);

/**
 * Picks up to the free staking slots among my resting player cards, with the power they add, and stakes them; then
 * goes to `doneTo` (the stake page, or the airdrop's). Shared by /game/stake/dispatch and /game/airdrop/dispatch.
 */
export function StakePicker({ doneTo }: { doneTo: string }) {
  const { t } = useTranslation('game');
  const navigate = useNavigate();
  const info = useStakeInfo(true);
  const cards = useStakableCards(true);
  const stake = useStakeCards();
  const [picked, setPicked] = useState<string[]>([]);

  if (info.isPending || cards.isPending) return <Skeleton height={240} />;
  const failed = info.error ?? cards.error;
  if (failed || !info.data || !cards.data) {
    return (
      <EmptyState
        title={t('stake.loadFailed')}
        description={failed ? errorMessage(t, failed) : undefined}
        action={<Button onClick={() => void Promise.all([info.refetch(), cards.refetch()])}>{t('common:retry')}</Button>}
      />
    );
  }
  const mine = info.data.mine;
  const stakedCount = mine?.staked.length ?? 0;
  const free = Math.max(0, MAX_STAKED_CARDS - stakedCount);
  const list = cards.data;
  const chosen = list.filter((card) => picked.includes(card.tokenId));
  const added = chosen.reduce((total, card) => total + powerOf(card), 0);
  const myPower = mine?.power ?? 0;

  const toggle = (tokenId: string) =>
    setPicked((current) => (current.includes(tokenId) ? current.filter((id) => id !== tokenId) : current.length < free ? [...current, tokenId] : current));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (picked.length === 0) return;
    stake.mutate({ tokenIds: picked }, { onSuccess: () => void navigate(doneTo) });
  };

  return (
    <Card as="section" title={t('stake.pickTitle')} aria-label={t('stake.pickTitle')}>
      <p className={styles.muted}>{t('stake.slots', { staked: stakedCount, max: MAX_STAKED_CARDS, free })}</p>
      {free === 0 ? (
        <Alert tone="info">{t('stake.noSlots')}</Alert>
      ) : list.length === 0 ? (
        <p className={styles.muted}>{t('stake.noEligible')}</p>
      ) : (
        <form onSubmit={submit} className={styles.form}>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('stake.pickLegend', { free })}</legend>
            <ul className={styles.cardList}>
              {list.map((card) => {
                const on = picked.includes(card.tokenId);
                return (
                  <li key={card.tokenId} className={styles.cardRow} data-testid="stakable-card">
                    <Checkbox
                      label={t('stake.cardLine', { name: cardName(card), rarity: t(`stake.rarities.${card.rarity ?? 'common'}`), power: formatNumber(powerOf(card)) })}
                      checked={on}
                      disabled={!on && picked.length >= free}
                      onChange={() => toggle(card.tokenId)}
                    />
                  </li>
                );
              })}
            </ul>
          </fieldset>
          <p role="status" className={styles.preview}>
            {t('stake.preview', { cards: chosen.length, added: formatNumber(added), total: formatNumber(myPower + added) })}
          </p>
          <Button type="submit" loading={stake.isPending} disabled={picked.length === 0}>
            {t('stake.stakeButton', { cards: picked.length })}
          </Button>
          {stake.error ? <Alert tone="error">{errorMessage(t, stake.error)}</Alert> : null}
        </form>
      )}
    </Card>
  );
}
