import { useEffect, useRef } from 'react';
import { useSession, type LiveEventType } from '@fc/shared';
import { useQueryClient } from '@fc/shared/query';
import { createLiveConnection } from './connection';
import { onLiveEvent, type LiveHandler } from './dispatch';

/**
 * Keeps the signed-in browser's live stream open while the component using it is mounted (the shell's navbar, for a
 * signed-in user): a new stream whenever the session changes hands, none after logout. Reconnects at once when the
 * browser comes back online.
 */
export function useLiveConnection(): void {
  const { token, loggedIn } = useSession();
  // A browser without EventSource keeps what the API's answers bring (the unread count) and its own refetches.
  const active = loggedIn && token !== '' && typeof EventSource !== 'undefined';
  const client = useQueryClient();
  useEffect(() => {
    if (!active) return undefined;
    const live = createLiveConnection({ client });
    live.start();
    const online = () => live.retryNow();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      live.stop();
    };
  }, [active, token, client]);
}

/**
 * Calls `handler` with every live event of `type` while the component is mounted, e.g.
 * `useLiveEvent('card', (event) => …)`. The navbar's stream delivers them; the unread count and the balances are
 * already applied to the shared state by then.
 */
export function useLiveEvent<T extends LiveEventType>(type: T, handler: LiveHandler<T>): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onLiveEvent(type, (event) => latest.current(event)), [type]);
}
