import type { RootOptions } from 'react-dom/client';
import { RemoteBoundary } from '../remotes/remote-boundary';
import { CLIENT_RENDERED_PAGE_DIGEST } from '../prerender/frame-contract';

/** How the shell's root reports errors, whether it renders or hydrates the page the server sent. */
export const shellRootOptions: RootOptions = {
  onCaughtError(error, info) {
    // A remote's boundary reports what it catches itself, with the remote's version.
    if (info.errorBoundary instanceof RemoteBoundary) return;
    console.error(error, info.componentStack);
  },
  onRecoverableError(error, info) {
    // The server left this page's area to the browser on purpose (prerender.tsx): not an error.
    const recovered = error as { digest?: unknown; cause?: unknown } | null;
    if (recovered?.digest === CLIENT_RENDERED_PAGE_DIGEST) return;
    // An error thrown while hydrating (a remote's page failing to load): the render that follows throws it again to
    // the nearest error boundary, which reports it (a remote's, with its version).
    if (recovered?.cause !== undefined) return;
    // A page that did not hydrate as the server sent it (production React names it by a number only).
    console.error('[shell] recovered by rendering again:', error, info.componentStack);
  },
};
