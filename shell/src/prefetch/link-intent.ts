import type { Path } from 'react-router-dom';

/**
 * How long the mouse rests on a link before it counts as the intent to follow it, in ms: long enough to leave out a
 * pointer crossing the navbar on its way elsewhere, short against the ~300 ms between resting on a link and its click.
 * [ours]
 */
export const HOVER_INTENT_MS = 60;

/** The in-site address a link leads to, or null for a link the router does not follow (another site, a new tab, a download). */
function linkTarget(element: EventTarget | null): Pick<Path, 'pathname' | 'search'> | null {
  const link = element instanceof Element ? element.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download') || (link.target && link.target !== '_self')) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return { pathname: url.pathname, search: url.search };
}

/**
 * Calls `onIntent` with where a link leads as soon as the visitor shows they are about to follow it: the mouse resting on
 * it (HOVER_INTENT_MS), a button pressed on it (the click follows on release), the keyboard's focus on it, a finger
 * touching it. Any link of the page counts, the navbar's and
 * the remotes' alike, since they all lead through the shell's router. Returns the function that stops listening.
 */
export function listenForLinkIntent(root: Document, onIntent: (target: Pick<Path, 'pathname' | 'search'>) => void): () => void {
  let hovered: { link: Element; timer: ReturnType<typeof setTimeout> } | null = null;
  const forget = () => {
    if (hovered) clearTimeout(hovered.timer);
    hovered = null;
  };
  const now = (event: Event) => {
    const target = linkTarget(event.target);
    if (target) onIntent(target);
  };
  const pointerOver = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link === hovered?.link) return;
    forget();
    const target = linkTarget(link);
    if (!link || !target) return;
    hovered = { link, timer: setTimeout(() => onIntent(target), HOVER_INTENT_MS) };
  };
  const pointerOut = (event: PointerEvent) => {
    // Leaving the link for one of its own children is still resting on it.
    if (hovered && !(event.relatedTarget instanceof Node && hovered.link.contains(event.relatedTarget))) forget();
  };
  root.addEventListener('pointerover', pointerOver);
  root.addEventListener('pointerout', pointerOut);
  root.addEventListener('pointerdown', now);
  root.addEventListener('focusin', now);
  root.addEventListener('touchstart', now, { passive: true });
  return () => {
    forget();
    root.removeEventListener('pointerover', pointerOver);
    root.removeEventListener('pointerout', pointerOut);
    root.removeEventListener('pointerdown', now);
    root.removeEventListener('focusin', now);
    root.removeEventListener('touchstart', now);
  };
}
