import { setUnreadCount, type CurrencyResponse, type LiveEvent } from '@fc/shared';
import { sharedQueryKeys, type QueryClient } from '@fc/shared/query';

/**
 * What the page's shared state does with live events: the unread count goes to the session (the navbar's badge), a
 * balance into the cached balances (the navbar's chips). When no balances are cached, or a fetch is under way (its
 * answer may be older than the event), the balances are fetched again instead. Apply events one after the other
 * (a resync first cancels a fetch under way, whose answer would be older).
 */
export async function applyToCaches(event: LiveEvent, client: QueryClient): Promise<void> {
  switch (event.type) {
    case 'messages':
      setUnreadCount(event.unread);
      return;
    case 'resync':
      setUnreadCount(event.unread);
      await client.cancelQueries({ queryKey: sharedQueryKeys.balances });
      client.setQueryData<CurrencyResponse>(sharedQueryKeys.balances, { currency: event.balances });
      return;
    case 'balance': {
      const cached = client.getQueryState<CurrencyResponse>(sharedQueryKeys.balances);
      if (cached?.data && cached.fetchStatus === 'idle') {
        client.setQueryData<CurrencyResponse>(sharedQueryKeys.balances, {
          currency: { ...cached.data.currency, [event.currency]: event.amount },
        });
      } else {
        // A first fetch under way would not be replaced by a refetch (react-query joins it): cancel it first.
        await client.cancelQueries({ queryKey: sharedQueryKeys.balances });
        void client.invalidateQueries({ queryKey: sharedQueryKeys.balances });
      }
      return;
    }
    case 'card':
      return;
  }
}
