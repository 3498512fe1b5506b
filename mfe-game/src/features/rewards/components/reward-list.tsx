import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate, Money, paths, ProgressBar, useFormatMoney, type GameRewardRow } from '@fc/shared';
import { releasedPercent } from '../lib/vesting';
import styles from './rewards.module.css';

/** What a grant pays for: a day's or a season's ranking (with its link), or a PVP match. */
function RewardRef({ row }: { row: GameRewardRow }) {
  const { t } = useTranslation('game');
  if (row.source === 'pvp') return <Link to={paths.gameMatch(row.ref)}>{t('rewards.row.match', { ref: row.ref })}</Link>;
  if (row.source === 'topManagerSeason') return <>{t('rewards.row.season', { ref: row.ref })}</>;
  return <>{t('rewards.row.day', { ref: row.ref })}</>;
}

function RewardItem({ row }: { row: GameRewardRow }) {
  const { t } = useTranslation('game');
  const money = useFormatMoney();
  const percent = releasedPercent(row.released, row.amount);
  const place = row.rank !== null && row.points !== null ? t('rewards.row.place', { rank: row.rank, points: row.points }) : null;
  const released = t('rewards.row.released', { released: money('TMT', row.released), amount: money('TMT', row.amount), percent });
  return (
    <li className={styles.row} data-testid="reward-row">
      <div className={styles.what}>
        <span className={styles.ref}>
          <RewardRef row={row} />
        </span>
        {place ? <span className={styles.muted}>{place}</span> : null}
        <Money currency="TMT" amount={row.amount} className={styles.amount} />
      </div>
      <div className={styles.vesting}>
        <ProgressBar value={percent} max={100} label={t('rewards.row.vesting')} valueText={released} />
        <span className={styles.muted}>{released}</span>
        <span className={styles.muted}>{t('rewards.row.period', { start: formatDate(row.startsAt), end: formatDate(row.endsAt) })}</span>
      </div>
      <div className={styles.claimable}>
        <span className={styles.muted}>{t('rewards.totals.claimable')}</span>
        <Money currency="TMT" amount={row.claimable} className={styles.amount} />
      </div>
    </li>
  );
}

/** The grants of one page, newest first. */
export function RewardList({ rows }: { rows: readonly GameRewardRow[] }) {
  return (
    <ul className={styles.list}>
      {rows.map((row) => (
        <RewardItem key={`${row.source}-${row.ref}`} row={row} />
      ))}
    </ul>
  );
}
