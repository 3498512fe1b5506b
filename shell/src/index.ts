import { prefetchRegistry } from './remotes/registry-request';
import { FRAME_LANGUAGE_ATTRIBUTE } from './prerender/frame-contract';

// The registry downloads while the Module Federation runtime loads the shared singletons.
prefetchRegistry();

/** How long a page sent painted waits at most for the browser to show it (a background tab paints no frame). */
const PAINT_WAIT_MS = 100;

// An async boundary: the Module Federation runtime negotiates shared singletons before the app's code runs.
const boot = () => void import('./bootstrap');
if (document.getElementById('root')?.hasAttribute(FRAME_LANGUAGE_ATTRIBUTE)) {
  // The server sent the page painted: the browser shows it before the app's code (preloaded meanwhile) runs.
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    boot();
  };
  requestAnimationFrame(() => setTimeout(startOnce, 0));
  setTimeout(startOnce, PAINT_WAIT_MS);
} else {
  boot();
}
