import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type PlayedGameMatch } from '@fc/shared';
import { Card } from '@fc/shared/ui';
import { REPLAY_SPEEDS } from '../constants';
import { useReducedMotion } from '../lib/use-reduced-motion';
import { useReplayClock } from '../lib/use-replay-clock';
import { eventsUntil, lastMinute, pitchPlayers, scoreOf, type playersById } from '../lib/timeline';
import { MatchPitch } from './match-pitch';
import { useEventPhrase } from './use-event-phrase';
import styles from './match.module.css';

export interface MatchViewerProps {
  match: PlayedGameMatch;
  players: ReturnType<typeof playersById>;
}

/** The replay: the pitch, the timeline and its controls, the live score and the commentary. */
export function MatchViewer({ match, players }: MatchViewerProps) {
  const { t } = useTranslation('game');
  const reducedMotion = useReducedMotion();
  const { events } = match.result;
  const end = lastMinute(events);
  const clock = useReplayClock(end, reducedMotion);
  const shown = useMemo(() => eventsUntil(events, clock.minute), [events, clock.minute]);
  const score = scoreOf(shown);
  const phrase = useEventPhrase(match, players);
  const latest = shown[shown.length - 1];
  const onPitch = [...pitchPlayers(match.input.home, 'home', shown), ...pitchPlayers(match.input.away, 'away', shown)];
  const nameOf = (id: string) => players.get(id)?.name ?? id;
  const { home, away } = match.input;

  return (
    <Card as="section" title={t('match.viewer.title')} aria-label={t('match.viewer.title')}>
      <div className={styles.viewer}>
        <MatchPitch
          label={t('match.viewer.pitch', { minute: clock.minute, home: home.name, away: away.name })}
          players={onPitch}
          nameOf={nameOf}
          event={latest}
        />
        <div className={styles.side}>
          <div aria-live="polite" aria-atomic="true" className={styles.live} data-testid="live-score">
            <p className={styles.scoreline}>
              {t('match.viewer.score', { home: home.name, away: away.name, homeGoals: score.home, awayGoals: score.away })}
            </p>
            <p className={styles.latest}>{latest ? phrase(latest) : t('match.viewer.beforeKickoff')}</p>
          </div>
          <p className={styles.minute} data-testid="replay-minute">
            {t('match.viewer.minuteOf', { minute: clock.minute, end })}
          </p>
          <div className={styles.controls} role="group" aria-label={t('match.viewer.controls')}>
            {clock.playing ? (
              <Button variant="secondary" onClick={clock.pause}>
                {t('match.viewer.pause')}
              </Button>
            ) : (
              <Button onClick={clock.play}>{clock.finished ? t('match.viewer.replay') : t('match.viewer.play')}</Button>
            )}
            <Button variant="secondary" onClick={clock.skipToEnd} disabled={clock.finished}>
              {t('match.viewer.skip')}
            </Button>
          </div>
          <div className={styles.controls} role="group" aria-label={t('match.viewer.speed')}>
            {REPLAY_SPEEDS.map((speed) => (
              <Button
                key={speed}
                size="sm"
                variant={clock.speed === speed ? 'primary' : 'ghost'}
                aria-pressed={clock.speed === speed}
                onClick={() => clock.setSpeed(speed)}
              >
                {t('match.viewer.speedOption', { speed })}
              </Button>
            ))}
          </div>
          <label className={styles.scrubber}>
            <span>{t('match.viewer.timeline')}</span>
            <input
              type="range"
              min={0}
              max={end}
              step={1}
              value={clock.minute}
              aria-valuetext={t('match.viewer.minute', { minute: clock.minute })}
              onChange={(change) => clock.seek(Number(change.target.value))}
            />
          </label>
          {reducedMotion ? <p className={styles.muted}>{t('match.viewer.reducedMotion')}</p> : null}
        </div>
      </div>
      <h3 className={styles.subtitle}>{t('match.viewer.commentary')}</h3>
      {shown.length === 0 ? (
        <p className={styles.muted}>{t('match.viewer.beforeKickoff')}</p>
      ) : (
        <ol className={styles.commentary} aria-label={t('match.viewer.commentary')} data-testid="commentary">
          {shown
            .map((event, index) => ({ event, index }))
            .reverse()
            .map(({ event, index }) => (
              <li key={index} className={event.kind === 'goal' ? styles.goalLine : undefined}>
                <span className={styles.eventMinute}>{t('match.viewer.minute', { minute: event.minute })}</span> {phrase(event)}
              </li>
            ))}
        </ol>
      )}
    </Card>
  );
}
