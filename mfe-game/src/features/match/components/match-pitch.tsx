import type { MatchEvent } from '@fc/shared';
import { eventPoint, type PitchPlayer } from '../lib/timeline';
import styles from './match.module.css';

const WIDTH = 68;
const LENGTH = 105;
const sx = (x: number) => (x * WIDTH) / 100;
const sy = (y: number) => (y * LENGTH) / 100;

export interface MatchPitchProps {
  label: string;
  players: readonly PitchPlayer[];
  nameOf: (id: string) => string;
  /** The event the replay is at: the ball is drawn there. */
  event: MatchEvent | undefined;
}

/** The pitch as an SVG: home defends the bottom goal, away the top; players at their formation slots, the ball at the last event. */
export function MatchPitch({ label, players, nameOf, event }: MatchPitchProps) {
  const ball = event ? eventPoint(event) : { x: 50, y: 50 };
  return (
    <svg className={styles.pitch} viewBox={`0 0 ${WIDTH} ${LENGTH}`} role="img" aria-label={label}>
      <g className={styles.lines} fill="none">
        <rect x={0.5} y={0.5} width={WIDTH - 1} height={LENGTH - 1} />
        <line x1={0.5} y1={LENGTH / 2} x2={WIDTH - 0.5} y2={LENGTH / 2} />
        <circle cx={WIDTH / 2} cy={LENGTH / 2} r={9.15} />
        <rect x={(WIDTH - 40.3) / 2} y={0.5} width={40.3} height={16.5} />
        <rect x={(WIDTH - 40.3) / 2} y={LENGTH - 17} width={40.3} height={16.5} />
        <rect x={(WIDTH - 18.3) / 2} y={0.5} width={18.3} height={5.5} />
        <rect x={(WIDTH - 18.3) / 2} y={LENGTH - 6} width={18.3} height={5.5} />
      </g>
      {players.map((player) => (
        <g
          key={`${player.side}-${player.id}`}
          className={[styles.player, player.side === 'home' ? styles.home : styles.away, player.id === event?.playerId && styles.acting]
            .filter(Boolean)
            .join(' ')}
          transform={`translate(${sx(player.x)} ${sy(player.y)})`}
          data-testid={`pitch-${player.side}`}
        >
          <title>{nameOf(player.id)}</title>
          <circle r={2.6} />
          <text textAnchor="middle" dominantBaseline="central">
            {player.number}
          </text>
        </g>
      ))}
      <circle
        className={`${styles.ball} ${event?.kind === 'goal' ? styles.goalBall : ''}`}
        r={1.4}
        style={{ transform: `translate(${sx(ball.x)}px, ${sy(ball.y)}px)` }}
        data-testid="pitch-ball"
      />
    </svg>
  );
}
