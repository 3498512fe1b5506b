import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate, paths, type GameRewardRow } from '@fc/shared';
import { tmtText } from '../../../lib/tmt';
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
  const percent = releasedPercent(row.released, row.amount);
  const place = row.rank !== null && row.points !== null ? t('rewards.row.place', { rank: row.rank, points: row.points }) : null;
  return (
    <li className={styles.row} data-testid="reward-row">
      <div>
        <div className={styles.ref}>
          <RewardRef row={row} />
        </div>
        {place ? <div className={styles.muted}>{place}</div> : null}
        <div>{tmtText(row.amount)}</div>
      </div>
      <div>
        <div
          className={styles.bar}
          role="progressbar"
          aria-label={t('rewards.row.vesting')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={t('rewards.row.released', { released: tmtText(row.released), amount: tmtText(row.amount), percent })}
        >
          <div className={styles.fill} style={{ width: `${percent}%` }} />
        </div>
        <div className={styles.muted}>{t('rewards.row.released', { released: tmtText(row.released), amount: tmtText(row.amount), percent })}</div>
        <div className={styles.muted}>
          {t('rewards.row.period', { start: formatDate(row.startsAt), end: formatDate(row.endsAt) })}
        </div>
      </div>
      <div className={styles.claimable}>
        <div className={styles.muted}>{t('rewards.totals.claimable')}</div>
        <div>{tmtText(row.claimable)}</div>
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
