import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  Button,
  CountdownTo,
  errorMessage,
  formatDuration,
  formatPercent,
  paths,
  useServerNow,
  type GameHomeResponse,
  type LineupGroup,
  type QueueView,
  type ServerClock,
} from '@fc/shared';
import { Alert, Card } from '@fc/shared/ui';
import { MAX_SUBSTITUTES, MIN_OWN_CARDS, QUEUE_NPC_AFTER_S, QUEUE_RATING_BAND, QUEUE_WIDE_RATING_BAND, queueBand } from '@fc/shared/contracts/game';
import { useJoinQueue } from '../api/join-queue';
import { useLeaveQueue } from '../api/leave-queue';
import { useQueueStatus } from '../api/get-queue-status';
import { useLiveQueue } from '../api/use-live-queue';
import { enoughEnergyAt, playBlockers } from '../lib/play';
import styles from './top-manager.module.css';

const percent = (band: number) => formatPercent(band, undefined, 0);

/** Waiting in the queue: position, managers waiting, the time waited ticking and the rating band it reaches. */
function Waiting({ queue, answeredAt }: { queue: QueueView; answeredAt: number }) {
  const { t } = useTranslation('game');
  const now = useServerNow({ now: queue.now, answeredAt });
  const waited = queue.enteredAt === null ? 0 : Math.max(0, now - queue.enteredAt);
  const band = queueBand(waited);
  return (
    <div className={styles.queue}>
      <p>{t('home.queue.position', { position: queue.position ?? '–', waiting: queue.waiting })}</p>
      <p data-testid="queue-waited">{t('home.queue.waited', { time: formatDuration(waited) })}</p>
      <p>{band === null ? t('home.queue.findingNpc') : t('home.queue.band', { percent: percent(band) })}</p>
      <p className={styles.muted}>
        {t('home.queue.rules', { narrow: percent(QUEUE_RATING_BAND), wide: percent(QUEUE_WIDE_RATING_BAND), npcAfter: QUEUE_NPC_AFTER_S })}
      </p>
    </div>
  );
}

/**
 * The Play button and the live ranked queue; on a match it goes to the match page. While a match cannot start, Play is
 * off and the reasons stand beside it, each with its way forward (create the lineup, the time the energy is back).
 */
export function QueuePanel({ home, active, clock }: { home: GameHomeResponse; active: LineupGroup | undefined; clock: ServerClock }) {
  const { t } = useTranslation('game');
  const blockersId = useId();
  const navigate = useNavigate();
  const status = useQueueStatus();
  const join = useJoinQueue();
  const leave = useLeaveQueue();
  const queue = status.data ?? home.queue;
  const answeredAt = status.data ? status.dataUpdatedAt : Date.now();
  // Only a match made while this page watched is followed at once; an older one is offered as a link.
  const sawWaiting = useRef(false);
  const goToMatch = (next: QueueView) => {
    if (next.state === 'matched' && next.matchId) void navigate(paths.gameMatch(next.matchId));
  };
  useLiveQueue(goToMatch);
  const { state, matchId } = queue;
  useEffect(() => {
    if (state === 'waiting') sawWaiting.current = true;
    else if (state === 'matched' && matchId && sawWaiting.current) void navigate(paths.gameMatch(matchId));
  }, [state, matchId, navigate]);

  const blockers = playBlockers(home, active);
  const enoughAt = enoughEnergyAt(home.energy);
  const play = () => join.mutate({ mode: 'ranked' }, { onSuccess: goToMatch });

  return (
    <Card as="section" title={t('home.play.title')} aria-label={t('home.play.title')}>
      <div role="status" aria-label={t('home.queue.label')} className={styles.status}>
        {queue.state === 'waiting' ? (
          <Waiting queue={queue} answeredAt={answeredAt} />
        ) : queue.state === 'matched' && queue.matchId ? (
          <>
            <p>
              {t('home.queue.matched')} <Link to={paths.gameMatch(queue.matchId)}>{t('home.queue.openMatch')}</Link>
            </p>
            {queue.seedHash ? (
              <p className={styles.seedHash}>
                {t('home.queue.seedHash')} <code data-testid="queue-seed-hash">{queue.seedHash}</code>
              </p>
            ) : null}
          </>
        ) : (
          <p>{t('home.queue.idle')}</p>
        )}
      </div>
      {queue.state === 'waiting' ? (
        <Button variant="secondary" loading={leave.isPending} onClick={() => leave.mutate({ mode: 'ranked' })}>
          {t('home.queue.leave')}
        </Button>
      ) : (
        <Button
          size="lg"
          onClick={play}
          loading={join.isPending}
          disabled={blockers.length > 0}
          aria-describedby={blockers.length > 0 ? blockersId : undefined}
        >
          {t('home.play.button')}
        </Button>
      )}
      {queue.state !== 'waiting' && blockers.length > 0 ? (
        <ul id={blockersId} className={styles.blockers} data-testid="play-blockers">
          {blockers.map((blocker) => (
            <li key={blocker}>
              {blocker === 'energy'
                ? t('home.play.blocked.energy', { energy: home.energy.energy, cost: home.energy.matchCost })
                : t(`home.play.blocked.${blocker}`)}{' '}
              {blocker === 'noLineup' ? <Link to={paths.editGroup('new')}>{t('home.play.createLineup')}</Link> : null}
              {blocker === 'energy' && enoughAt !== null ? (
                <span className={styles.nowrap}>
                  {t('home.play.energyBack')} <CountdownTo at={enoughAt} clock={clock} />
                </span>
              ) : null}
              {blocker === 'lineupIssues' && active ? (
                <>
                  {active.issues.map((issue) => t(`lineup.problems.${issue.problem}`, { min: MIN_OWN_CARDS, max: MAX_SUBSTITUTES })).join(' ')}{' '}
                  <Link to={paths.editGroup(active.groupId)}>{t('home.lineups.edit')}</Link>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {join.error ? <Alert tone="error">{errorMessage(t, join.error)}</Alert> : null}
      {leave.error ? <Alert tone="error">{errorMessage(t, leave.error)}</Alert> : null}
    </Card>
  );
}
