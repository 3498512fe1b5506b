import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Countdown, formatNumber, useSecondsLeft, type ServerClock, type StakedCard } from '@fc/shared';
import { Badge, DataTable, DateTime } from '@fc/shared/ui';
import { cardName } from '../../../lib/card-name';
import styles from '../../../components/staking.module.css';

function Rarity({ staked }: { staked: StakedCard }) {
  const { t } = useTranslation('game');
  const rarity = staked.card.rarity ?? 'common';
  return <Badge rarity={rarity}>{t(`stake.rarities.${rarity}`)}</Badge>;
}

/** My staked cards: name, rarity, power and since when. */
export function StakedList({ list }: { list: StakedCard[] }) {
  const { t } = useTranslation('game');
  if (list.length === 0) return <p className={styles.muted}>{t('stake.noneStaked')}</p>;
  return (
    <DataTable label={t('stake.stakedTitle')} dense>
      <thead>
        <tr>
          <th scope="col">{t('stake.columns.card')}</th>
          <th scope="col">{t('stake.columns.rarity')}</th>
          <th scope="col" data-numeric>
            {t('stake.columns.power')}
          </th>
          <th scope="col">{t('stake.columns.since')}</th>
        </tr>
      </thead>
      <tbody>
        {list.map((staked) => (
          <tr key={staked.card.tokenId} data-testid="staked-card">
            <th scope="row" data-wrap>
              {cardName(staked.card)}
            </th>
            <td>
              <Rarity staked={staked} />
            </td>
            <td data-numeric>{formatNumber(staked.power)}</td>
            <td>
              <DateTime value={staked.stakedAt} dateOnly />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

function FrozenRow({ staked, clock, onThawed }: { staked: StakedCard; clock: ServerClock; onThawed: () => void }) {
  const { t } = useTranslation('game');
  const left = useSecondsLeft(staked.frozenUntil, clock);
  const thawed = left === 0;
  useEffect(() => {
    if (thawed) onThawed();
  }, [thawed, onThawed]);
  return (
    <tr data-testid="frozen-card">
      <th scope="row" data-wrap>
        {cardName(staked.card)}
      </th>
      <td>
        <Rarity staked={staked} />
      </td>
      <td data-numeric>{thawed ? t('stake.thawing') : <Countdown seconds={left} />}</td>
    </tr>
  );
}

/** Unstaked cards still frozen, each with its countdown; the list loads again when one's freeze ends. */
export function FrozenList({ list, clock, onThawed }: { list: StakedCard[]; clock: ServerClock; onThawed: () => void }) {
  const { t } = useTranslation('game');
  if (list.length === 0) return <p className={styles.muted}>{t('stake.noneFrozen')}</p>;
  return (
    <DataTable label={t('stake.frozenTitle')} dense>
      <thead>
        <tr>
          <th scope="col">{t('stake.columns.card')}</th>
          <th scope="col">{t('stake.columns.rarity')}</th>
          <th scope="col" data-numeric>
            {t('stake.columns.usableIn')}
          </th>
        </tr>
      </thead>
      <tbody>
        {list.map((staked) => (
          <FrozenRow key={staked.card.tokenId} staked={staked} clock={clock} onThawed={onThawed} />
        ))}
      </tbody>
    </DataTable>
  );
}
