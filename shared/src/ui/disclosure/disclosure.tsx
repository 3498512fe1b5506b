import type { ReactNode } from 'react';
import styles from './disclosure.module.css';

export interface DisclosureProps {
  /** The heading the section opens and closes by. */
  title: ReactNode;
  /** Its level in the page's outline (an h2 section by default). */
  headingLevel?: 2 | 3 | 4;
  /** A short line beside the title, shown closed too (what is inside). */
  summary?: ReactNode;
  defaultOpen?: boolean;
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/**
 * A section that stays closed until asked for (a native `<details>`: keyboard, find-in-page and assistive technology
 * work as the browser's own), for what most visitors skip: fairness data, long rules.
 */
export function Disclosure({ title, headingLevel = 2, summary, defaultOpen = false, children, className, 'data-testid': testId }: DisclosureProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <details className={[styles.disclosure, className].filter(Boolean).join(' ')} open={defaultOpen || undefined} data-testid={testId}>
      <summary className={styles.summary}>
        <span className={styles.text}>
          <Heading className={styles.title}>{title}</Heading>
          {summary ? <span className={styles.hint}>{summary}</span> : null}
        </span>
        <span className={styles.chevron} aria-hidden="true" />
      </summary>
      <div className={styles.body}>{children}</div>
    </details>
  );
}
