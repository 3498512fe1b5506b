import { useEffect, useState, type RefObject } from 'react';

export interface ScrollEdges {
  /** There is more to the left (start) of what shows. */
  before: boolean;
  /** There is more to the right (end) of what shows. */
  after: boolean;
}

/**
 * Whether a horizontally scrolling strip hides content on either side, followed as it scrolls and resizes: what
 * draws the fades that tell a phone user a tab strip goes on.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ before: false, after: false });
  useEffect(() => {
    const strip = ref.current;
    if (!strip) return undefined;
    const measure = () => {
      const max = strip.scrollWidth - strip.clientWidth;
      const start = Math.abs(strip.scrollLeft);
      const next = { before: max > 1 && start > 1, after: max > 1 && start < max - 1 };
      setEdges((current) => (current.before === next.before && current.after === next.after ? current : next));
    };
    measure();
    strip.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(strip);
    return () => {
      strip.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [ref]);
  return edges;
}

/** Scrolls a strip sideways (only) so that `item` shows whole, without moving the page. */
export function revealInStrip(strip: HTMLElement, item: HTMLElement): void {
  const stripBox = strip.getBoundingClientRect();
  const itemBox = item.getBoundingClientRect();
  const margin = 24;
  if (itemBox.left < stripBox.left) strip.scrollLeft -= stripBox.left - itemBox.left + margin;
  else if (itemBox.right > stripBox.right) strip.scrollLeft += itemBox.right - stripBox.right + margin;
}
