import { useEffect, useRef, useState, type ReactNode, type TableHTMLAttributes } from 'react';
import styles from './data-table.module.css';

export interface DataTableProps extends Omit<TableHTMLAttributes<HTMLTableElement>, 'children'> {
  /** The table's name: its caption (shown only to assistive technology unless `showCaption`) and its scroll region's. */
  label: string;
  showCaption?: boolean;
  /** `<thead>` and `<tbody>`. Cells take `data-numeric` (right-aligned tabular figures) and `data-wrap` (long text may wrap). */
  children: ReactNode;
  /** Tighter rows, for long rankings. */
  dense?: boolean;
}

/**
 * A data table that never breaks a word: headers and figures stay on one line, text wraps only between words, and when
 * the table is wider than its column (a phone) it scrolls sideways inside its own region, which the keyboard can reach.
 * A row takes `aria-current="true"` to be highlighted as the viewer's own.
 */
export function DataTable({ label, showCaption = false, children, dense = false, className, ...rest }: DataTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [scrollable, setScrollable] = useState(false);

  useEffect(() => {
    const region = scrollRef.current;
    if (!region || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setScrollable(region.scrollWidth > region.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(region);
    const table = region.firstElementChild;
    if (table) observer.observe(table);
    measure();
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={scrollRef}
      className={styles.scroll}
      {...(scrollable ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
      data-scrollable={scrollable || undefined}
    >
      <table {...rest} className={[styles.table, dense && styles.dense, className].filter(Boolean).join(' ')}>
        <caption className={showCaption ? styles.caption : styles.hiddenCaption}>{label}</caption>
        {children}
      </table>
    </div>
  );
}
