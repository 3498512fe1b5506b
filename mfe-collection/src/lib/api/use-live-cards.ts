import { useEffect, useRef } from 'react';
import { useLiveEvent } from '@fc/shared/live';
import { useQueryClient } from '@fc/shared/query';
import { collectionKeys } from './query-keys';

/** A burst of card events (a pack's cards, a training's end) reloads once. */
const SETTLE_MS = 250;

/**
 * The collection follows the server: when a live event says one of the user's cards changed (a training finished
 * by the job, a card sold, another tab), the remote's cached answers load again.
 */
export function useLiveCards(): void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useLiveEvent('card', () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void queryClient.invalidateQueries({ queryKey: collectionKeys.remote }), SETTLE_MS);
  });
}
