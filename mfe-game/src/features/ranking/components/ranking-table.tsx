import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths, type RankingRow } from '@fc/shared';
import { tmtText } from '../../../lib/tmt';
import styles from './ranking.module.css';

function Row({ row, testId }: { row: RankingRow; testId: string }) {
  const { t } = useTranslation('game');
  return (
    <tr className={row.me ? styles.mine : undefined} data-testid={testId}>
      <td className={styles.number}>{row.rank}</td>
      <td>
        {row.club}
        {row.me ? (
          <span className={styles.you}>{t('ranking.you')}</span>
        ) : (
          <Link className={styles.challenge} to={`${paths.pvp()}?club=${encodeURIComponent(row.club)}`} aria-label={t('ranking.challengeClub', { club: row.club })}>
            {t('ranking.challenge')}
          </Link>
        )}
      </td>
      <td className={styles.number}>{row.points}</td>
      <td className={styles.number}>{t('ranking.record', { wins: row.wins, draws: row.draws, losses: row.losses })}</td>
      <td className={styles.number}>{row.matches}</td>
      <td className={styles.number}>{row.reward === null ? t('ranking.noReward') : tmtText(row.reward)}</td>
    </tr>
  );
}

function Head() {
  const { t } = useTranslation('game');
  return (
    <thead>
      <tr>
        <th scope="col">{t('ranking.columns.rank')}</th>
        <th scope="col">{t('ranking.columns.club')}</th>
        <th scope="col">{t('ranking.columns.points')}</th>
        <th scope="col">{t('ranking.columns.record')}</th>
        <th scope="col">{t('ranking.columns.matches')}</th>
        <th scope="col">{t('ranking.columns.reward')}</th>
      </tr>
    </thead>
  );
}

/** The ranked clubs of one page, the caller's row marked. */
export function RankingTable({ rows, caption }: { rows: readonly RankingRow[]; caption: string }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <Head />
        <tbody>
          {rows.map((row) => (
            <Row key={`${row.rank}-${row.club}`} row={row} testId="ranking-row" />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The caller's own row, pinned above the list whatever page is shown. */
export function MyPosition({ me }: { me: RankingRow }) {
  const { t } = useTranslation('game');
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label={t('ranking.me.title')}>
        <Head />
        <tbody>
          <Row row={me} testId="my-position" />
        </tbody>
      </table>
    </div>
  );
}
