import { QueryObserver } from '@tanstack/react-query';
import { getSession, logoutSession, type CurrencyResponse } from '@fc/shared';
import { createQueryClient, sharedQueryKeys } from '@fc/shared/query';
import { logIn } from '@fc/shared/testing';
import { applyToCaches } from './cache-updates';

const BALANCES: CurrencyResponse = { currency: { USD: '1', BNB: '2', TMT: '3', GOAL: '4', POINTS: '5' } };

beforeEach(() => logIn());
afterEach(() => logoutSession());

describe('applyToCaches', () => {
  it('puts the unread count in the session (the navbar badge)', async () => {
    await applyToCaches({ type: 'messages', unread: 6 }, createQueryClient());
    expect(getSession().newMessagesInBox).toBe(6);
  });

  it('writes a new balance into the cached balances, keeping the others', async () => {
    const client = createQueryClient();
    client.setQueryData(sharedQueryKeys.balances, BALANCES);
    await applyToCaches({ type: 'balance', currency: 'TMT', amount: '300' }, client);
    expect(client.getQueryData(sharedQueryKeys.balances)).toEqual({ currency: { ...BALANCES.currency, TMT: '300' } });
  });

  it('fetches the balances again when none are cached or a fetch is under way', async () => {
    const client = createQueryClient();
    let answer: (value: CurrencyResponse) => void = () => undefined;
    const fetches: number[] = [];
    const fetchBalances = () =>
      new Promise<CurrencyResponse>((resolve) => {
        fetches.push(fetches.length + 1);
        answer = resolve;
      });
    // The navbar's chips observe the balances; their first fetch is under way.
    const stop = new QueryObserver(client, { queryKey: sharedQueryKeys.balances, queryFn: fetchBalances }).subscribe(() => undefined);
    await applyToCaches({ type: 'balance', currency: 'GOAL', amount: '40' }, client);
    // The fetch under way may have been answered before the change: it is replaced by a new one.
    expect(fetches).toEqual([1, 2]);
    answer({ currency: { ...BALANCES.currency, GOAL: '40' } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.getQueryData(sharedQueryKeys.balances)).toEqual({ currency: { ...BALANCES.currency, GOAL: '40' } });
    stop();
  });

  it('on a resync replaces the balances and the unread count with the server\'s', async () => {
    const client = createQueryClient();
    client.setQueryData(sharedQueryKeys.balances, BALANCES);
    await applyToCaches({ type: 'resync', unread: 2, balances: { ...BALANCES.currency, USD: '999' } }, client);
    expect(client.getQueryData(sharedQueryKeys.balances)).toEqual({ currency: { ...BALANCES.currency, USD: '999' } });
    expect(getSession().newMessagesInBox).toBe(2);
  });
});
