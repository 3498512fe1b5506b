import { useTranslation } from 'react-i18next';
import { FORMATION_SLOTS, type Formation } from '@fc/shared/contracts/game';
import styles from './guidance.module.css';

/** A pitch of 68 × 105 drawn from the team's own goal (bottom) to the opponent's (top). */
const WIDTH = 68;
const LENGTH = 105;

/** A formation's 11 slots on a pitch, each marked with the role it asks for. */
export function PitchFigure({ formation }: { formation: Formation }) {
  const { t } = useTranslation('game');
  const slots = FORMATION_SLOTS[formation];
  return (
    <figure className={styles.figure}>
      <svg viewBox={`-2 -2 ${WIDTH + 4} ${LENGTH + 4}`} role="img" aria-label={t('guidance.lineup.figure', { formation })}>
        <rect className={styles.pitchGrass} x={0} y={0} width={WIDTH} height={LENGTH} rx={1} />
        <line className={styles.pitchLine} x1={0} y1={LENGTH / 2} x2={WIDTH} y2={LENGTH / 2} />
        <circle className={styles.pitchLine} cx={WIDTH / 2} cy={LENGTH / 2} r={9.15} />
        <rect className={styles.pitchLine} x={WIDTH / 2 - 20.16} y={0} width={40.32} height={16.5} />
        <rect className={styles.pitchLine} x={WIDTH / 2 - 20.16} y={LENGTH - 16.5} width={40.32} height={16.5} />
        {slots.map((slot, index) => {
          const cx = (slot.x / 100) * WIDTH;
          const cy = LENGTH - (slot.y / 100) * LENGTH;
          return (
            <g key={index} data-testid="pitch-slot">
              <circle className={slot.role === 'GK' ? styles.keeper : styles.player} cx={cx} cy={cy} r={3.6} />
              <text className={styles.playerLabel} x={cx} y={cy}>
                {slot.role}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>{t('guidance.lineup.caption', { formation })}</figcaption>
    </figure>
  );
}
