import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { revealInStrip, useScrollEdges } from '@fc/shared';
import styles from './tabs.module.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  /** Makes the tab a react-router link (e.g. tabs that are routes). */
  href?: string;
  disabled?: boolean;
  /** The id of the panel this tab shows, for aria-controls. */
  panelId?: string;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** The id of the selected tab. */
  value: string;
  onChange?: (id: string) => void;
  /** Accessible name of the tab list. */
  label?: string;
  className?: string;
}

/** The element id of a tab, for a panel's aria-labelledby. */
export function tabElementId(tabsId: string, itemId: string): string {
  return `${tabsId}-tab-${itemId}`;
}

/**
 * A tab list (WAI-ARIA tabs pattern): one tab in the Tab order, arrow keys / Home / End move between tabs.
 * Button tabs are selected as focus moves; link tabs are followed with Enter or a click.
 */
export function Tabs({ items, value, onChange, label, className }: TabsProps) {
  const baseId = `fc-tabs-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const refs = useRef(new Map<string, HTMLElement>());
  const enabled = items.filter((item) => !item.disabled);
  const focusableId = (enabled.find((item) => item.id === value) ?? enabled[0])?.id;
  const listRef = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(listRef);

  // On a phone the strip scrolls: the selected tab is brought into view rather than left cut at the edge.
  useEffect(() => {
    const selected = refs.current.get(value);
    if (listRef.current && selected) revealInStrip(listRef.current, selected);
  }, [value]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((item) => refs.current.get(item.id) === document.activeElement);
    if (index < 0) return;
    const last = enabled.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const item = target === undefined ? undefined : enabled[target];
    if (!item) return;
    event.preventDefault();
    refs.current.get(item.id)?.focus();
    if (!item.href) onChange?.(item.id);
  };

  return (
    <div
      ref={listRef}
      data-more-before={edges.before || undefined}
      data-more-after={edges.after || undefined}
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      className={[styles.list, className].filter(Boolean).join(' ')}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => {
        const selected = item.id === value;
        const common = {
          id: tabElementId(baseId, item.id),
          role: 'tab',
          'aria-selected': selected,
          'aria-controls': item.panelId,
          tabIndex: item.id === focusableId ? 0 : -1,
          className: [styles.tab, selected && styles.selected].filter(Boolean).join(' '),
          ref: (element: HTMLElement | null) => {
            if (element) refs.current.set(item.id, element);
            else refs.current.delete(item.id);
          },
        } as const;
        if (item.href && !item.disabled) {
          return (
            <NavLink key={item.id} {...common} to={item.href} onClick={() => onChange?.(item.id)}>
              {item.label}
            </NavLink>
          );
        }
        return (
          <button
            key={item.id}
            {...common}
            type="button"
            disabled={item.disabled}
            aria-disabled={item.disabled || undefined}
            onClick={() => onChange?.(item.id)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
