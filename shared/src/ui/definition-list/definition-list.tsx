import type { ReactNode } from 'react';
import styles from './definition-list.module.css';

export interface Definition {
  /** Unique in the list (the React key). */
  id: string;
  term: ReactNode;
  value: ReactNode;
  /** A test id for the value (`<dd>`). */
  valueTestId?: string;
}

export interface DefinitionListProps {
  items: readonly Definition[];
  /**
   * `rows`: term left, value right, one pair a line (a receipt: prices, balances, terms). `tiles`: each pair a small
   * box, as many a line as fit (an item's attributes).
   */
  layout?: 'rows' | 'tiles';
  className?: string;
  'data-testid'?: string;
}

/** Terms and their values (`<dl>`), figures in tabular digits, laid out as rows or as tiles. */
export function DefinitionList({ items, layout = 'rows', className, 'data-testid': testId }: DefinitionListProps) {
  return (
    <dl className={[styles.list, styles[layout], className].filter(Boolean).join(' ')} data-testid={testId}>
      {items.map((item) => (
        <div key={item.id} className={styles.item}>
          <dt className={styles.term}>{item.term}</dt>
          <dd className={styles.value} data-testid={item.valueTestId}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
