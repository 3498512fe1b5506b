import { useTranslation } from 'react-i18next';
import { type PlayedGameMatch, type MatchSide, type TeamMatchStats } from '@fc/shared';
import { Badge, Card, DataTable } from '@fc/shared/ui';
import { MATCH_SIDES } from '@fc/shared/contracts/game';
import { formatRating, scorers, type playersById } from '../lib/timeline';
import styles from './match.module.css';

const STATS: readonly (keyof TeamMatchStats)[] = [
  'goals',
  'possession',
  'chances',
  'shots',
  'shotsOnTarget',
  'saves',
  'fouls',
  'yellowCards',
  'redCards',
];

export interface MatchReportProps {
  match: PlayedGameMatch;
  players: ReturnType<typeof playersById>;
}

function SideSummary({ match, side }: { match: PlayedGameMatch; side: MatchSide }) {
  const { t } = useTranslation('game');
  const report = match[side];
  const stamina = Object.values(report.stamina).reduce((sum, value) => sum + value, 0);
  return (
    <div className={styles.sideSummary} data-testid={`report-${side}`}>
      <h3 className={styles.club}>
        {report.club}
        {report.npc ? <Badge>{t('match.report.npc')}</Badge> : null}
        {match.mySide === side ? <Badge tone="accent">{t('match.report.you')}</Badge> : null}
      </h3>
      <dl className={styles.facts}>
        <dt>{t('match.report.side')}</dt>
        <dd>{t(`match.report.sides.${side}`)}</dd>
        <dt>{t('match.report.outcome')}</dt>
        <dd>{t(`match.report.outcomes.${report.outcome}`)}</dd>
        <dt>{t('match.report.teamRating')}</dt>
        <dd>{report.rating}</dd>
        {report.points === null ? null : (
          <>
            <dt>{t('match.report.points')}</dt>
            <dd>{t('match.report.pointsValue', { count: report.points })}</dd>
          </>
        )}
        {report.npc ? null : (
          <>
            <dt>{t('match.report.xp')}</dt>
            <dd>{t('match.report.xpValue', { xp: report.xp })}</dd>
            <dt>{t('match.report.stamina')}</dt>
            <dd>{t('match.report.staminaValue', { stamina, count: Object.keys(report.stamina).length })}</dd>
            <dt>{t('match.report.energy')}</dt>
            <dd>{report.energySpent}</dd>
          </>
        )}
      </dl>
    </div>
  );
}

/** The report: both clubs and what the match gave them, the team stats side by side, player ratings and scorers. */
export function MatchReport({ match, players }: MatchReportProps) {
  const { t } = useTranslation('game');
  const { result, input } = match;
  const goals = scorers(result);
  const mine = match.mySide ? match[match.mySide].outcome : null;
  const nameOf = (id: string | null) => (id ? (players.get(id)?.name ?? id) : t('match.someoneAnywhere'));
  const ratings = [...result.players].sort((a, b) => (a.side === b.side ? b.rating - a.rating : a.side === 'home' ? -1 : 1));

  return (
    <>
      <Card as="section" title={t('match.report.title')} aria-label={t('match.report.title')}>
        {mine ? (
          <p className={styles.verdict} data-testid="my-outcome">
            {t(`match.report.mine.${mine}`)}
          </p>
        ) : null}
        <div className={styles.sides}>
          <SideSummary match={match} side="home" />
          <p className={styles.finalScore} data-testid="final-score">
            {t('match.report.finalScore', { homeGoals: result.homeGoals, awayGoals: result.awayGoals })}
          </p>
          <SideSummary match={match} side="away" />
        </div>
        <h3 className={styles.subtitle}>{t('match.report.scorers')}</h3>
        <div className={styles.scorerSides}>
          {MATCH_SIDES.map((side) => (
            <ul key={side} className={styles.scorers} aria-label={t('match.report.scorersOf', { club: input[side].name })}>
              {goals[side].length === 0 ? (
                <li className={styles.muted}>{t('match.report.noGoals')}</li>
              ) : (
                goals[side].map((goal, index) => (
                  <li key={index}>{t('match.report.goal', { name: nameOf(goal.playerId), minute: goal.minute })}</li>
                ))
              )}
            </ul>
          ))}
        </div>
      </Card>

      <Card as="section" title={t('match.report.stats')} aria-label={t('match.report.stats')}>
        <DataTable label={t('match.report.stats')} className={styles.stats} dense>
          <thead>
            <tr>
              <th scope="col" data-wrap>
                {input.home.name}
              </th>
              <th scope="col">
                <span className={styles.srOnly}>{t('match.report.stat')}</span>
              </th>
              <th scope="col" data-wrap>
                {input.away.name}
              </th>
            </tr>
          </thead>
          <tbody>
            {STATS.map((stat) => (
              <tr key={stat}>
                <td data-numeric>{t('match.report.statValue', { context: stat, value: result.stats.home[stat] })}</td>
                <th scope="row">{t(`match.report.statNames.${stat}`)}</th>
                <td data-numeric>{t('match.report.statValue', { context: stat, value: result.stats.away[stat] })}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </Card>

      <Card as="section" title={t('match.report.players')} aria-label={t('match.report.players')}>
        <DataTable label={t('match.report.players')} dense>
          <thead>
            <tr>
              <th scope="col">{t('match.report.columns.player')}</th>
              <th scope="col">{t('match.report.columns.club')}</th>
              <th scope="col" data-numeric>
                {t('match.report.columns.rating')}
              </th>
              <th scope="col" data-numeric>
                {t('match.report.columns.goals')}
              </th>
              <th scope="col" data-numeric>
                {t('match.report.columns.assists')}
              </th>
              <th scope="col" data-numeric>
                {t('match.report.columns.saves')}
              </th>
              <th scope="col" data-numeric>
                {t('match.report.columns.minutes')}
              </th>
              <th scope="col" data-numeric>
                {t('match.report.columns.stamina')}
              </th>
            </tr>
          </thead>
          <tbody>
            {ratings.map((rating) => {
              const player = players.get(rating.playerId);
              const spent = match[rating.side].stamina[rating.playerId];
              return (
                <tr key={`${rating.side}-${rating.playerId}`} data-testid="player-rating">
                  <th scope="row" data-wrap>
                    {nameOf(rating.playerId)}
                    {player?.system ? <span className={styles.muted}> {t('match.report.system')}</span> : null}
                  </th>
                  <td data-wrap>{input[rating.side].name}</td>
                  <td data-numeric>{formatRating(rating.rating)}</td>
                  <td data-numeric>{rating.goals}</td>
                  <td data-numeric>{rating.assists}</td>
                  <td data-numeric>{rating.saves}</td>
                  <td data-numeric>{rating.minutes}</td>
                  <td data-numeric>{spent === undefined ? '—' : t('match.report.staminaSpent', { stamina: spent })}</td>
                </tr>
              );
            })}
          </tbody>
        </DataTable>
      </Card>
    </>
  );
}
