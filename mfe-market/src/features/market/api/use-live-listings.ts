import { useEffect, useRef } from 'react';
import { useLiveEvent } from '@fc/shared/live';
import { useQueryClient } from '@fc/shared/query';
import { LIVE_SETTLE_MS } from '../constants';
import { marketKeys } from './query-keys';

/**
 * A listing the user sells or bid on changed for them (a bid that leads or outbid them, a bid on theirs, a sale, an
 * end, a cancel): the market's answers load again, once per burst. Mounted only for a signed-in user (the stream is
 * theirs).
 */
export function useLiveListings(): void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useLiveEvent('listing', () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void queryClient.invalidateQueries({ queryKey: marketKeys.all }), LIVE_SETTLE_MS);
  });
}
