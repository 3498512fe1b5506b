import { useTranslation } from 'react-i18next';
import { ENERGY_CAP, MATCH_ENERGY_COST } from '@fc/shared/contracts/game';
import styles from './guidance.module.css';

/** The energy bar cut into one block per match it pays for; `filled` blocks shown full. */
export function EnergyFigure({ filled }: { filled: number }) {
  const { t } = useTranslation('game');
  const blocks = Math.floor(ENERGY_CAP / MATCH_ENERGY_COST);
  const width = 300;
  const gap = 3;
  const block = (width - gap * (blocks - 1)) / blocks;
  return (
    <figure className={styles.figure}>
      <svg viewBox={`0 0 ${width} 46`} role="img" aria-label={t('guidance.energy.figure', { blocks, cost: MATCH_ENERGY_COST, cap: ENERGY_CAP })}>
        {Array.from({ length: blocks }, (_, index) => (
          <rect
            key={index}
            className={index < filled ? styles.segment : styles.segmentEmpty}
            x={index * (block + gap)}
            y={4}
            width={block}
            height={22}
            rx={3}
          />
        ))}
        <text className={styles.figureMuted} x={0} y={42}>
          0
        </text>
        <text className={styles.figureMuted} x={width} y={42} textAnchor="end">
          {ENERGY_CAP}
        </text>
      </svg>
      <figcaption>{t('guidance.energy.caption', { cost: MATCH_ENERGY_COST, blocks })}</figcaption>
    </figure>
  );
}
