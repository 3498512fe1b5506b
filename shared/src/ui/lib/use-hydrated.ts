import { useSyncExternalStore } from 'react';

// Nothing to subscribe to: whether this render hydrates never changes while a component is mounted.
const subscribe = () => () => undefined;
const onClient = () => true;
const onServer = () => false;

/**
 * False while rendering on the server and while the browser hydrates that HTML, true afterwards and in every plain
 * client render. What the first render cannot know the same way on the server and in the browser (the clock, the
 * session, the viewport, a call's answer) shows its placeholder until this is true, so that the prerendered HTML and
 * the hydrating render match; React renders again with true at once after hydrating.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, onClient, onServer);
}
