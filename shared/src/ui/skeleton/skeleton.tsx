import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  /** CSS length; numbers are pixels. Defaults to the full width. */
  width?: number | string;
  /** CSS length; numbers are pixels. Defaults to one line of text. */
  height?: number | string;
  shape?: 'rect' | 'text' | 'circle';
  /** Several text lines, the last one shorter. */
  lines?: number;
  className?: string;
}

/** A placeholder while content loads. Hidden from assistive technology: mark the loading region aria-busy instead. */
export function Skeleton({ width, height, shape = 'rect', lines = 1, className }: SkeletonProps) {
  const style: CSSProperties = { width, height };
  const classes = [styles.skeleton, styles[shape], className].filter(Boolean).join(' ');
  if (lines <= 1) return <span className={classes} style={style} aria-hidden="true" />;
  return (
    <span className={styles.lines} aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className={classes} style={index === lines - 1 ? { ...style, width: '60%' } : style} />
      ))}
    </span>
  );
}
