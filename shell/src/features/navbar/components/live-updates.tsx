import { useLiveConnection } from '@fc/shared/live';

/** The signed-in browser's live stream: the unread badge and the balances follow the server's events. */
export function LiveUpdates() {
  useLiveConnection();
  return null;
}
