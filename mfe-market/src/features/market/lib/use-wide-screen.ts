import { useSyncExternalStore } from 'react';

/** The kit's first breakpoint (docs/decisions/0001-ui-kit-layout.md): below it a table reads better as a list of cards. */
const WIDE = '(min-width: 640px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isWide = () => typeof window.matchMedia !== 'function' || window.matchMedia(WIDE).matches;

/** Whether the viewport is at least a tablet's, following it as it changes; true where it cannot be known. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWide, () => true);
}
