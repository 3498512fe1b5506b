import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, type StakedCard } from '@fc/shared';
import { formatDuration, useServerNow, type ServerClock } from '../../../lib/server-clock';
import { cardName } from '../../../lib/staking/format';
import styles from '../../../components/staking.module.css';

function rarityText(t: (key: string) => string, staked: StakedCard): string {
  return t(`stake.rarities.${staked.card.rarity ?? 'common'}`);
}

/** My staked cards: name, rarity, power and since when. */
export function StakedList({ list }: { list: StakedCard[] }) {
  const { t } = useTranslation('game');
  if (list.length === 0) return <p className={styles.muted}>{t('stake.noneStaked')}</p>;
  return (
    <ul className={styles.cardList} aria-label={t('stake.stakedTitle')}>
      {list.map((staked) => (
        <li key={staked.card.tokenId} className={styles.cardRow} data-testid="staked-card">
          <span>
            <span className={styles.name}>{cardName(staked.card)}</span> · {rarityText(t, staked)}
          </span>
          <span>
            {t('stake.power', { power: staked.power })} · <span className={styles.muted}>{t('stake.since', { date: formatDate(staked.stakedAt) })}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

function FrozenRow({ staked, clock, onThawed }: { staked: StakedCard; clock: ServerClock; onThawed: () => void }) {
  const { t } = useTranslation('game');
  const now = useServerNow(clock);
  const left = (staked.frozenUntil ?? 0) - now;
  const thawed = left <= 0;
  useEffect(() => {
    if (thawed) onThawed();
  }, [thawed, onThawed]);
  return (
    <li className={styles.cardRow} data-testid="frozen-card">
      <span>
        <span className={styles.name}>{cardName(staked.card)}</span> · {rarityText(t, staked)}
      </span>
      <span className={styles.muted}>{thawed ? t('stake.thawing') : t('stake.frozenFor', { time: formatDuration(left) })}</span>
    </li>
  );
}

/** Unstaked cards still frozen, each with its countdown; the list loads again when one's freeze ends. */
export function FrozenList({ list, clock, onThawed }: { list: StakedCard[]; clock: ServerClock; onThawed: () => void }) {
  const { t } = useTranslation('game');
  if (list.length === 0) return <p className={styles.muted}>{t('stake.noneFrozen')}</p>;
  return (
    <ul className={styles.cardList} aria-label={t('stake.frozenTitle')}>
      {list.map((staked) => (
        <FrozenRow key={staked.card.tokenId} staked={staked} clock={clock} onThawed={onThawed} />
      ))}
    </ul>
  );
}
