/**
 * Runs `work` once the page has loaded and the browser is idle (at most `timeoutMs` after the load), so that what a page
 * may need later never competes with what it needs now.
 */
export function afterLoadWhenIdle(work: () => void, timeoutMs = 5_000): void {
  const whenIdle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(work, { timeout: timeoutMs }) : window.setTimeout(work, 1_000));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
