import type { HTMLAttributes, ReactNode } from 'react';
import styles from './card.module.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** A heading (h2) at the top of the card. */
  title?: ReactNode;
  /** Buttons or links beside the heading. */
  actions?: ReactNode;
  /** `section` when the card is a titled part of the page; `div` by default. */
  as?: 'div' | 'section' | 'article';
  /** Highlights the card with the gold accent (featured, legendary…). */
  highlighted?: boolean;
}

/** The raised surface content sits on. */
export function Card({ title, actions, as: Element = 'div', highlighted = false, className, children, ...rest }: CardProps) {
  return (
    <Element {...rest} className={[styles.card, highlighted && styles.highlighted, className].filter(Boolean).join(' ')}>
      {title || actions ? (
        <header className={styles.header}>
          {title ? <h2 className={styles.title}>{title}</h2> : <span />}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </header>
      ) : null}
      {children}
    </Element>
  );
}
