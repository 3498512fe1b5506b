import styles from './progress-bar.module.css';

export type ProgressBarTone = 'accent' | 'gold' | 'danger';

export interface ProgressBarProps {
  value: number;
  max: number;
  /** What is measured ("Packs left"): the meter's accessible name. */
  label: string;
  /** The value in words ("120 of 500 left"), read instead of a bare number. */
  valueText?: string;
  tone?: ProgressBarTone;
  className?: string;
  'data-testid'?: string;
}

/**
 * A bar showing how much of something is there (supply left, a pool paid): an ARIA meter, its fill clamped to 0–100 %.
 * The page shows the figures in text next to it; the bar is the glance.
 */
export function ProgressBar({ value, max, label, valueText, tone = 'accent', className, 'data-testid': testId }: ProgressBarProps) {
  const safeMax = max > 0 ? max : 1;
  const clamped = Math.min(Math.max(value, 0), safeMax);
  const percent = (clamped / safeMax) * 100;
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={safeMax}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      className={[styles.track, styles[tone], className].filter(Boolean).join(' ')}
      data-testid={testId}
    >
      <span className={styles.fill} style={{ width: `${percent}%` }} />
    </div>
  );
}
