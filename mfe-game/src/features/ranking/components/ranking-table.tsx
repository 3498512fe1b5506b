import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatNumber, Money, paths, type RankingRow } from '@fc/shared';
import { Badge, DataTable, DefinitionList } from '@fc/shared/ui';
import styles from './ranking.module.css';

function Reward({ row }: { row: RankingRow }) {
  const { t } = useTranslation('game');
  return row.reward === null ? <>{t('ranking.noReward')}</> : <Money currency="TMT" amount={row.reward} />;
}

function Row({ row }: { row: RankingRow }) {
  const { t } = useTranslation('game');
  return (
    <tr aria-current={row.me ? 'true' : undefined} data-testid="ranking-row">
      <td data-numeric>{formatNumber(row.rank)}</td>
      <td data-wrap>
        <span className={styles.club}>
          {row.club}
          {row.me ? (
            <Badge tone="accent">{t('ranking.you')}</Badge>
          ) : (
            <Link className={styles.challenge} to={`${paths.pvp()}?club=${encodeURIComponent(row.club)}`} aria-label={t('ranking.challengeClub', { club: row.club })}>
              {t('ranking.challenge')}
            </Link>
          )}
        </span>
      </td>
      <td data-numeric>{formatNumber(row.points)}</td>
      <td data-numeric>{t('ranking.record', { wins: row.wins, draws: row.draws, losses: row.losses })}</td>
      <td data-numeric>{formatNumber(row.matches)}</td>
      <td data-numeric>
        <Reward row={row} />
      </td>
    </tr>
  );
}

/** The ranked clubs of one page, the caller's row marked. */
export function RankingTable({ rows, caption }: { rows: readonly RankingRow[]; caption: string }) {
  const { t } = useTranslation('game');
  return (
    <DataTable label={caption} dense>
      <thead>
        <tr>
          <th scope="col" data-numeric>
            {t('ranking.columns.rank')}
          </th>
          <th scope="col">{t('ranking.columns.club')}</th>
          <th scope="col" data-numeric>
            {t('ranking.columns.points')}
          </th>
          <th scope="col" data-numeric>
            {t('ranking.columns.record')}
          </th>
          <th scope="col" data-numeric>
            {t('ranking.columns.matches')}
          </th>
          <th scope="col" data-numeric>
            {t('ranking.columns.reward')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <Row key={`${row.rank}-${row.club}`} row={row} />
        ))}
      </tbody>
    </DataTable>
  );
}

/** The caller's own place, pinned above the list whatever page is shown: its figures as tiles. */
export function MyPosition({ me }: { me: RankingRow }) {
  const { t } = useTranslation('game');
  return (
    <DefinitionList
      layout="tiles"
      data-testid="my-position"
      items={[
        { id: 'rank', term: t('ranking.columns.rank'), value: `#${formatNumber(me.rank)}` },
        { id: 'club', term: t('ranking.columns.club'), value: me.club },
        { id: 'points', term: t('ranking.columns.points'), value: formatNumber(me.points) },
        { id: 'record', term: t('ranking.columns.record'), value: t('ranking.record', { wins: me.wins, draws: me.draws, losses: me.losses }) },
        { id: 'matches', term: t('ranking.columns.matches'), value: formatNumber(me.matches) },
        { id: 'reward', term: t('ranking.columns.reward'), value: <Reward row={me} /> },
      ]}
    />
  );
}
