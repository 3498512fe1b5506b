import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './home.module.css';

interface HomeSectionProps {
  /** The heading's id (the section is named by it). */
  id: string;
  title: string;
  /** A line under the heading. */
  lead?: ReactNode;
  /** The section's way on ("Browse the packs"), beside the heading. */
  more?: { to: string; label: string; testId?: string };
  /** `nav` for a section that is only links. */
  as?: 'section' | 'nav';
  className?: string;
  /** While its content loads (placeholders show). */
  busy?: boolean;
  'data-testid'?: string;
  children: ReactNode;
}

/** One framed part of the home page: its h2, a link onwards, and its content. */
export function HomeSection({ id, title, lead, more, as: Element = 'section', className, busy, 'data-testid': testId, children }: HomeSectionProps) {
  return (
    <Element className={[styles.section, className].filter(Boolean).join(' ')} aria-labelledby={id} aria-busy={busy || undefined} data-testid={testId}>
      <header className={styles.sectionHead}>
        <div className={styles.sectionHeading}>
          <h2 id={id} className={styles.sectionTitle}>
            {title}
          </h2>
          {lead ? <p className={styles.sectionLead}>{lead}</p> : null}
        </div>
        {more ? (
          <Link to={more.to} className={styles.more} data-testid={more.testId}>
            {more.label}
            <span aria-hidden="true"> →</span>
          </Link>
        ) : null}
      </header>
      {children}
    </Element>
  );
}
