import { useTranslation } from 'react-i18next';
import { QUEUE_NPC_AFTER_S, QUEUE_RATING_BAND, QUEUE_WIDE_RATING_BAND, QUEUE_WIDEN_AFTER_S } from '@fc/shared/contracts/game';
import styles from './guidance.module.css';

/** The queue's waiting time: the rating band an opponent must be within, widening, then an NPC club. */
export function QueueFigure() {
  const { t } = useTranslation('game');
  const width = 300;
  const end = QUEUE_NPC_AFTER_S * 1.3;
  const x = (seconds: number) => (seconds / end) * width;
  const narrow = Math.round(QUEUE_RATING_BAND * 100);
  const wide = Math.round(QUEUE_WIDE_RATING_BAND * 100);
  return (
    <figure className={styles.figure}>
      <svg
        viewBox={`0 0 ${width} 70`}
        role="img"
        aria-label={t('guidance.queue.figure', { narrow, wide, widen: QUEUE_WIDEN_AFTER_S, npc: QUEUE_NPC_AFTER_S })}
      >
        <rect className={styles.bandNarrow} x={0} y={8} width={x(QUEUE_WIDEN_AFTER_S)} height={30} />
        <rect className={styles.bandWide} x={x(QUEUE_WIDEN_AFTER_S)} y={8} width={x(QUEUE_NPC_AFTER_S) - x(QUEUE_WIDEN_AFTER_S)} height={30} />
        <rect className={styles.bandNpc} x={x(QUEUE_NPC_AFTER_S)} y={8} width={width - x(QUEUE_NPC_AFTER_S)} height={30} />
        <text className={styles.figureText} x={x(QUEUE_WIDEN_AFTER_S) / 2} y={27} textAnchor="middle">
          ±{narrow}%
        </text>
        <text className={styles.figureText} x={(x(QUEUE_WIDEN_AFTER_S) + x(QUEUE_NPC_AFTER_S)) / 2} y={27} textAnchor="middle">
          ±{wide}%
        </text>
        <text className={styles.figureText} x={(x(QUEUE_NPC_AFTER_S) + width) / 2} y={27} textAnchor="middle">
          {t('guidance.queue.npc')}
        </text>
        <line className={styles.axis} x1={0} y1={44} x2={width} y2={44} />
        {[0, QUEUE_WIDEN_AFTER_S, QUEUE_NPC_AFTER_S].map((seconds) => (
          <text key={seconds} className={styles.figureMuted} x={x(seconds)} y={58} textAnchor={seconds === 0 ? 'start' : 'middle'}>
            {t('guidance.queue.seconds', { seconds })}
          </text>
        ))}
      </svg>
      <figcaption>{t('guidance.queue.caption')}</figcaption>
    </figure>
  );
}
