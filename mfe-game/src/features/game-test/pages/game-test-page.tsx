import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, errorMessage, formatNumber, PageFrame, useIsLoggedIn } from '@fc/shared';
import { Alert, Card, Select } from '@fc/shared/ui';
import { DEFAULT_TACTICS } from '@fc/shared/contracts/game';
import { teamRating } from '@fc/shared/match-engine';
import { useGroups } from '../../../lib/api/get-groups';
import { useSquad } from '../../../lib/api/get-squad';
import { DistributionView } from '../components/distribution-view';
import styles from '../components/game-test.module.css';
import { TeamPicker } from '../components/team-picker';
import { GENERATED_FORMATION_DEFAULT, GENERATED_RATING_DEFAULT, RUN_SIZES, TOP_SCORES, type RunSize } from '../constants';
import { emptyTally, summarize, type Distribution } from '../lib/distribution';
import { play, type Engine } from '../lib/play';
import { GENERATED, sideTeam, type SideSettings } from '../lib/sides';
import { randomSeed } from '../lib/teams';

const initialSide = (rating: number): SideSettings => ({
  source: GENERATED,
  rating,
  formation: GENERATED_FORMATION_DEFAULT,
  tactics: { ...DEFAULT_TACTICS },
  seed: randomSeed(),
});

interface RunState {
  asked: number;
  distribution: Distribution;
  homeName: string;
  awayName: string;
  homeRating: number;
  awayRating: number;
  running: boolean;
  engine: Engine | null;
}

/**
 * /gametest (public): the match engine on two chosen teams, many times, with fresh seeds, and the distribution of
 * outcomes. Generated teams for everyone; a signed-in manager can also field a saved lineup.
 */
export default function GameTestPage() {
  const { t } = useTranslation('game');
  const loggedIn = useIsLoggedIn();
  const groups = useGroups(loggedIn);
  const squad = useSquad(loggedIn);
  const [home, setHome] = useState(() => initialSide(GENERATED_RATING_DEFAULT));
  const [away, setAway] = useState(() => initialSide(GENERATED_RATING_DEFAULT - 5));
  const [size, setSize] = useState<RunSize>(RUN_SIZES[0]);
  const [run, setRun] = useState<RunState | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  // Leaving the page stops a run under way.
  useEffect(() => () => controller.current?.abort(), []);

  const homeTeam = useMemo(() => sideTeam(home, t('gameTest.generatedHome'), groups.data?.groups, squad.data?.cards), [home, groups.data, squad.data, t]);
  const awayTeam = useMemo(() => sideTeam(away, t('gameTest.generatedAway'), groups.data?.groups, squad.data?.cards), [away, groups.data, squad.data, t]);
  const running = run?.running ?? false;

  async function start() {
    if (!homeTeam || !awayTeam) return;
    const abort = new AbortController();
    controller.current = abort;
    setFailure(null);
    const base = { asked: size, homeName: homeTeam.name, awayName: awayTeam.name, homeRating: teamRating(homeTeam), awayRating: teamRating(awayTeam) };
    setRun({ ...base, distribution: summarize(emptyTally(), TOP_SCORES), running: true, engine: null });
    try {
      const tally = await play(
        {
          home: homeTeam,
          away: awayTeam,
          count: size,
          signal: abort.signal,
          onProgress: (progress) => {
            const distribution = summarize(progress, TOP_SCORES);
            setRun((current) => (current ? { ...current, distribution } : current));
          },
        },
        (engine) => setRun((current) => (current ? { ...current, engine } : current)),
      );
      setRun((current) => ({ ...base, distribution: summarize(tally, TOP_SCORES), running: false, engine: current?.engine ?? null }));
    } catch (error) {
      if (abort.signal.aborted) {
        setRun((current) => (current ? { ...current, running: false } : current));
      } else {
        setFailure(errorMessage(t, error));
        setRun(null);
      }
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  }

  const lineupsProblem = loggedIn && (groups.error || squad.error);
  return (
    <PageFrame title={t('titles.gameTest')} subtitle={t('gameTest.subtitle')}>
      {!loggedIn ? <p className={styles.muted}>{t('gameTest.guestHint')}</p> : null}
      {lineupsProblem ? (
        <Alert tone="warning">
          {t('gameTest.lineupsFailed')}{' '}
          <Button size="sm" variant="secondary" onClick={() => void Promise.all([groups.refetch(), squad.refetch()])}>
            {t('common:retry')}
          </Button>
        </Alert>
      ) : null}
      <div className={styles.sides}>
        <TeamPicker side="home" settings={home} onChange={setHome} groups={groups.data?.groups} team={homeTeam} disabled={running} />
        <TeamPicker side="away" settings={away} onChange={setAway} groups={groups.data?.groups} team={awayTeam} disabled={running} />
      </div>
      <Card as="section" title={t('gameTest.runLabel')} aria-label={t('gameTest.runLabel')}>
        <div className={styles.run}>
          <Select
            label={t('gameTest.matches')}
            value={String(size)}
            options={RUN_SIZES.map((value) => ({ value: String(value), label: formatNumber(value) }))}
            disabled={running}
            onChange={(event) => setSize(Number(event.target.value) as RunSize)}
            data-testid="gametest-size"
          />
          {running ? (
            <>
              <div className={styles.progress} role="status">
                <progress value={run?.distribution.matches ?? 0} max={size} aria-label={t('gameTest.progressLabel')} />
                <span className={styles.muted}>{t('gameTest.progress', { done: formatNumber(run?.distribution.matches ?? 0), total: formatNumber(size) })}</span>
              </div>
              <Button variant="secondary" onClick={() => controller.current?.abort()} data-testid="gametest-cancel">
                {t('common:cancel')}
              </Button>
            </>
          ) : (
            <Button onClick={() => void start()} disabled={!homeTeam || !awayTeam} data-testid="gametest-run">
              {t('gameTest.run', { matches: formatNumber(size) })}
            </Button>
          )}
        </div>
      </Card>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {run && run.distribution.matches > 0 ? (
        <DistributionView
          distribution={run.distribution}
          homeName={run.homeName}
          awayName={run.awayName}
          homeRating={run.homeRating}
          awayRating={run.awayRating}
          asked={running ? run.distribution.matches : run.asked}
          engine={run.engine}
        />
      ) : !run ? (
        <p className={styles.muted}>{t('gameTest.empty')}</p>
      ) : null}
    </PageFrame>
  );
}
