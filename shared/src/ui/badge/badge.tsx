import type { HTMLAttributes } from 'react';
import type { Rarity } from '../../contracts/cards-constants';
import styles from './badge.module.css';

export type BadgeTone = 'neutral' | 'accent' | 'gold' | 'info' | 'success' | 'warning' | 'danger';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  /** Takes the rarity's colour from the theme (`--fc-rarity-*`) instead of a tone. */
  rarity?: Rarity;
}

/** A short label on one line: a state, a sale type, a rarity. */
export function Badge({ tone = 'neutral', rarity, className, children, ...rest }: BadgeProps) {
  return (
    <span {...rest} className={[styles.badge, className].filter(Boolean).join(' ')} data-tone={rarity ? undefined : tone} data-rarity={rarity}>
      {children}
    </span>
  );
}
