import { matchPath } from 'react-router-dom';
import { paths } from '@fc/shared';

export type NavigationKind = 'POP' | 'PUSH' | 'REPLACE';
export type ScrollDecision = { kind: 'top' } | { kind: 'restore'; y: number; delayMs: number };

/** SPEC.md §2: the my-fp-card detail page gets its position back after one second. */
export const RESTORE_DELAY_MS = 1000;
const RESTORABLE = decodeURIComponent(paths.myFpCard(':tokenId'));

/** Whether the scroll position of a page is worth remembering when the user leaves it. */
export function remembersScroll(pathname: string): boolean {
  return matchPath(RESTORABLE, pathname) !== null;
}

/**
 * Returning (back/forward) to the my-fp-card detail page restores the position saved when it was
 * left; every other navigation scrolls to the top.
 */
export function decideScroll(pathname: string, navigation: NavigationKind, savedY: number | undefined): ScrollDecision {
  if (navigation === 'POP' && savedY !== undefined && remembersScroll(pathname)) {
    return { kind: 'restore', y: savedY, delayMs: RESTORE_DELAY_MS };
  }
  return { kind: 'top' };
}
