import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { PublicLiveEventType } from '@fc/shared';
import { publicLive, type PublicLiveHandler } from './public-live';

/** Keeps the page's public stream open while the component is mounted (shared with every other holder on the page). */
export function usePublicLive(): void {
  useEffect(() => publicLive().retain(), []);
}

/**
 * Calls `handler` with every public event of `type` while the component is mounted, e.g.
 * `usePublicLiveEvent('market', (event) => …)`. It does not open the stream: `usePublicLive` does.
 */
export function usePublicLiveEvent<T extends PublicLiveEventType>(type: T, handler: PublicLiveHandler<T>): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => publicLive().on(type, (event) => latest.current(event)), [type]);
}

const subscribeUp = (listener: () => void) => publicLive().subscribeUp(listener);
const isUp = () => publicLive().isUp();
const notUpOnTheServer = () => false;

/** Whether the public stream is up (open and greeted): a page polls only while it is not. */
export function usePublicLiveUp(): boolean {
  return useSyncExternalStore(subscribeUp, isUp, notUpOnTheServer);
}
