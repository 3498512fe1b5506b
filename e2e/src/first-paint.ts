// How a page's first paint arrived: in the HTML the server sent (the app shell rendered, tools/site/shell-frame.ts),
// and whether the browser kept those nodes (hydrated them) or threw them away and rendered its own.
import type { BrowserContext, Page } from 'playwright-core';

export interface FirstPaint {
  /** The language the server rendered the shell in (`data-fc-frame` of #root), or null when it sent none. */
  rendered: string | null;
  /** Whether the server's rendered layout was removed from the page (a render replaced what hydration should keep). */
  replaced: boolean;
}

declare global {
  interface Window {
    __fcFirstPaint?: { rendered: string | null; replaced: boolean; layout: Element | null };
  }
}

/**
 * Watches every page of `context` from its first byte: whether #root arrives rendered (its language), and then
 * whether the layout in it is ever removed.
 */
export async function watchFirstPaint(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const state: NonNullable<Window['__fcFirstPaint']> = { rendered: null, replaced: false, layout: null };
    window.__fcFirstPaint = state;
    let root: Element | null = null;
    const observer = new MutationObserver(() => {
      root ??= document.getElementById('root');
      if (!root) return;
      if (!state.layout) {
        const rendered = root.getAttribute('data-fc-frame');
        if (!rendered) return observer.disconnect();
        state.layout = root.firstElementChild;
        if (state.layout) state.rendered = rendered;
      } else if (!state.layout.isConnected) {
        state.replaced = true;
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

export async function firstPaint(page: Page): Promise<FirstPaint> {
  return page.evaluate(() => {
    const state = window.__fcFirstPaint;
    return { rendered: state?.rendered ?? null, replaced: Boolean(state && (state.replaced || (state.layout && !state.layout.isConnected))) };
  });
}
