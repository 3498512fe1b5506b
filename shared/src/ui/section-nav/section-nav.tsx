import { useLayoutEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
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

/** Which ends of a horizontally scrolling row have more to see, for the fade that says so. */
function useScrollEdges(row: HTMLElement | null): 'none' | 'start' | 'end' | 'both' {
  const [edges, setEdges] = useState<'none' | 'start' | 'end' | 'both'>('none');
  useLayoutEffect(() => {
    if (!row) return;
    const measure = () => {
      const before = row.scrollLeft > 1;
      const after = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
      setEdges(before && after ? 'both' : before ? 'start' : after ? 'end' : 'none');
    };
    measure();
    row.addEventListener('scroll', measure, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resize?.observe(row);
    return () => {
      row.removeEventListener('scroll', measure);
      resize?.disconnect();
    };
  }, [row]);
  return edges;
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
  const [row, setRow] = useState<HTMLUListElement | null>(null);
  const edges = useScrollEdges(row);
  const currentId = items.find((item) => item.current)?.id;

  // Scrolls the row itself (never the page) so that the current entry is fully visible.
  useLayoutEffect(() => {
    const current = row?.querySelector<HTMLElement>('[aria-current]');
    if (!row || !current) return;
    const start = current.offsetLeft - row.offsetLeft;
    const end = start + current.offsetWidth;
    if (start < row.scrollLeft) row.scrollLeft = Math.max(0, start - 16);
    else if (end > row.scrollLeft + row.clientWidth) row.scrollLeft = end - row.clientWidth + 16;
  }, [row, currentId]);

  return (
    <ul ref={setRow} className={kind === 'groups' ? styles.groups : styles.links} data-edges={edges} aria-label={label}>
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
 * A section's own navigation under the site's navbar (e.g. the collection's lists, the game's pages): plain links
 * in the Tab order with the current one marked `aria-current`, each row scrolling sideways on a narrow screen
 * instead of overflowing the page. Which link is current is the caller's to say (`current`).
 */
export function SectionNav({ label, groups, className, 'data-testid': testId }: SectionNavProps) {
  const shown = groups.filter((group) => group.links.length > 0);
  const active = shown.find((group) => group.links.some((link) => link.current)) ?? shown[0];
  if (!active) return null;
  const grouped = shown.length > 1;
  return (
    <nav aria-label={label} className={[styles.nav, className].filter(Boolean).join(' ')} data-testid={testId}>
      <div className={styles.inner}>
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
      </div>
    </nav>
  );
}
