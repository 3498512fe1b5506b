import type { ComponentType } from 'react';
import type { RemotePages } from '../remotes/remote-pages';

/** Where the page's frame goes in the rendered shell: a text node no translation or page can produce. */
export const PAGE_SLOT = 'fc-page-frame-7c1e9b';

/** Thrown in place of a page the server does not render: its Suspense boundary is rendered by the browser. */
export class ClientRenderedPage extends Error {
  constructor() {
    super('This page is rendered in the browser');
    this.name = 'ClientRenderedPage';
  }
}

function FrameSlot() {
  return PAGE_SLOT;
}

function ClientSlot(): never {
  throw new ClientRenderedPage();
}

/**
 * The server's stand-in for the remotes' pages: the page of the route being rendered is its frame's slot when it has
 * a frame, else left to the browser; the shell never loads a remote on the server.
 */
export function serverPages(withFrame: boolean): RemotePages {
  const Page: ComponentType = withFrame ? FrameSlot : ClientSlot;
  return {
    load: () => Promise.resolve(Page),
    loaded: () => Page,
    prefetch: () => Promise.resolve(),
    prefetches: () => false,
    hasFace: () => false,
  };
}
