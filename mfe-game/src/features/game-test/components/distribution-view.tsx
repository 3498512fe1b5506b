import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent } from '@fc/shared';
import { Card } from '@fc/shared/ui';
import type { Distribution } from '../lib/distribution';
import type { Engine } from '../lib/play';
import styles from './game-test.module.css';

export interface DistributionViewProps {
  distribution: Distribution;
  homeName: string;
  awayName: string;
  homeRating: number;
  awayRating: number;
  /** Matches asked for: fewer were played when the run was stopped. */
  asked: number;
  /** Where the matches were played (shown to no one: tests and support read it). */
  engine: Engine | null;
}

/** The outcome of a run: win/draw/loss shares, mean goals, team ratings and the most common scores as a histogram. */
export function DistributionView({ distribution, homeName, awayName, homeRating, awayRating, asked, engine }: DistributionViewProps) {
  const { t } = useTranslation('game');
  /** The tallies' percentages (0–100) in the one percent format. */
  const percent = (value: number) => formatPercent(value / 100, undefined, 1);
  const outcomes = [
    { key: 'home', label: t('gameTest.homeWin', { team: homeName }), value: distribution.homeWinPercent, className: styles.splitHome },
    { key: 'draw', label: t('gameTest.draw'), value: distribution.drawPercent, className: styles.splitDraw },
    { key: 'away', label: t('gameTest.awayWin', { team: awayName }), value: distribution.awayWinPercent, className: styles.splitAway },
  ];
  const most = distribution.topScores[0]?.count ?? 1;
  return (
    <Card as="section" title={t('gameTest.results')} aria-label={t('gameTest.results')} data-testid="gametest-results" data-engine={engine ?? undefined}>
      <p className={styles.muted} data-testid="gametest-played">
        {distribution.matches < asked
          ? t('gameTest.stoppedAfter', { matches: formatNumber(distribution.matches), asked: formatNumber(asked) })
          : t('gameTest.played', { matches: formatNumber(distribution.matches) })}
      </p>
      <dl className={styles.outcomes}>
        {outcomes.map((outcome) => (
          <div key={outcome.key} className={styles.outcome}>
            <dt>{outcome.label}</dt>
            <dd data-testid={`gametest-outcome-${outcome.key}`} data-percent={outcome.value}>
              {percent(outcome.value)}
            </dd>
          </div>
        ))}
      </dl>
      <div className={styles.split} aria-hidden="true">
        {outcomes.map((outcome) => (
          <span key={outcome.key} className={outcome.className} style={{ width: `${outcome.value}%` }} />
        ))}
      </div>
      <div className={styles.facts}>
        <span data-testid="gametest-mean-goals">
          {t('gameTest.meanGoals', {
            home: formatNumber(distribution.meanHomeGoals),
            away: formatNumber(distribution.meanAwayGoals),
          })}
        </span>
        <span>{t('gameTest.ratings', { home: homeRating, away: awayRating })}</span>
      </div>
      <h3 className={styles.subheading}>{t('gameTest.scores')}</h3>
      <ol className={styles.histogram} data-testid="gametest-scores">
        {distribution.topScores.map((score) => (
          <li key={`${score.home}-${score.away}`} className={styles.bar}>
            <span>{`${score.home} – ${score.away}`}</span>
            <span className={styles.barTrack} aria-hidden="true">
              <span className={styles.barFill} style={{ display: 'block', width: `${(100 * score.count) / most}%` }} />
            </span>
            <span className={styles.barValue}>{t('gameTest.scoreShare', { count: formatNumber(score.count), percent: percent(score.percent) })}</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
