import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { revealInStrip, useScrollEdges } from '../lib/use-scroll-edges';
import styles from './section-nav.module.css';

export interface SectionNavLink {
  id: string;
  label: ReactNode;
  to: string;
  /** The page shown is this link's (aria-current="page"). */
  current?: boolean;
}

export interface SectionNavGroup {
  id: string;
  label: ReactNode;
  links: readonly SectionNavLink[];
}

export interface SectionNavProps {
  /** Accessible name of the navigation landmark, e.g. "Collection". */
  label: string;
  /**
   * One group: a single row of links. Several: a row of groups (each leading to its first link) and the links of the
   * group holding the current page (else the first group).
   */
  groups: readonly SectionNavGroup[];
  className?: string;
  'data-testid'?: string;
}

interface RowItem {
  id: string;
  label: ReactNode;
  to: string;
  /** `page` for the current page's link, `true` for the group holding it. */
  current: 'page' | 'true' | undefined;
}

/** A row of links that scrolls sideways when it does not fit, the current one brought into view. */
function Row({ items, kind, label }: { items: readonly RowItem[]; kind: 'groups' | 'links'; label?: string }) {
  const row = useRef<HTMLUListElement>(null);
  const edges = useScrollEdges(row);
  const currentId = items.find((item) => item.current)?.id;

  // On a phone the row scrolls: the current entry is brought into view rather than left cut at the edge.
  useLayoutEffect(() => {
    const current = row.current?.querySelector<HTMLElement>('[aria-current]');
    if (row.current && current) revealInStrip(row.current, current);
  }, [currentId]);

  return (
    <ul
      ref={row}
      className={kind === 'groups' ? styles.groups : styles.links}
      data-more-before={edges.before || undefined}
      data-more-after={edges.after || undefined}
      aria-label={label}
    >
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <Link to={item.to} className={kind === 'groups' ? styles.group : styles.link} aria-current={item.current} data-section={item.id}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * A section's own navigation at the top of its pages (PageFrame's `nav`, or `withAreaNav` for an area's pages): plain
 * links in the Tab order with the current one marked `aria-current`, each row scrolling sideways on a narrow screen
 * instead of overflowing the page. Which link is current is the caller's to say (`current`).
 */
export function SectionNav({ label, groups, className, 'data-testid': testId }: SectionNavProps) {
  const shown = groups.filter((group) => group.links.length > 0);
  const active = shown.find((group) => group.links.some((link) => link.current)) ?? shown[0];
  if (!active) return null;
  const grouped = shown.length > 1;
  return (
    <nav aria-label={label} className={[styles.nav, className].filter(Boolean).join(' ')} data-testid={testId}>
      {grouped ? (
        <Row
          kind="groups"
          items={shown.map((group) => ({
            id: group.id,
            label: group.label,
            to: group.links[0]?.to ?? '',
            current: group === active && group.links.some((link) => link.current) ? 'true' : undefined,
          }))}
        />
      ) : null}
      <Row
        kind="links"
        label={grouped && typeof active.label === 'string' ? active.label : undefined}
        items={active.links.map((link) => ({ id: link.id, label: link.label, to: link.to, current: link.current ? 'page' : undefined }))}
      />
    </nav>
  );
}
