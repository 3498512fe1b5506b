import { prefetchRegistry } from './remotes/registry-request';
import { FRAME_LANGUAGE_ATTRIBUTE } from './prerender/frame-contract';

// The registry downloads while the Module Federation runtime loads the shared singletons.
prefetchRegistry();

/**
 * How long a page sent painted waits at most for the browser to show it before the app's code runs (a tab in the
 * background paints nothing; a slow phone paints late).
 */
const PAINT_WAIT_MS = 500;

// An async boundary: the Module Federation runtime negotiates shared singletons before the app's code runs.
const boot = () => void import('./bootstrap');

/**
 * Runs `start` once the browser has shown the page's first content, or after PAINT_WAIT_MS. Evaluating the app's
 * code (React, the router, the remotes' entries) takes the CPU the first frame's layout and raster need: on a
 * two-core machine starting it one frame earlier put the server-painted page on screen later (decision 0013).
 */
function afterFirstContentfulPaint(start: () => void) {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    start();
  };
  const observer =
    typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')
      ? new PerformanceObserver((entries) => {
          if (entries.getEntriesByName('first-contentful-paint').length > 0) startOnce();
        })
      : null;
  if (!observer || document.visibilityState === 'hidden') {
    startOnce();
    return;
  }
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(startOnce, PAINT_WAIT_MS);
}

if (document.getElementById('root')?.hasAttribute(FRAME_LANGUAGE_ATTRIBUTE)) afterFirstContentfulPaint(boot);
else boot();
