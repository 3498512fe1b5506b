import { loginSession, logoutSession, setUnreadCount, updateSession } from '../session/session';
import { PLAYER } from '../testing/fixtures';
import { render, screen } from '@testing-library/react';
import { useQuery } from './hooks';
import { clearOnSessionChange, createQueryClient, queryClient } from './query-client';
import { QueryProvider } from './query-provider';

const KEY = ['player', 'balances'];

describe('clearOnSessionChange', () => {
  let stop: () => void = () => undefined;

  beforeEach(() => logoutSession());
  afterEach(() => stop());

  function cachedAfter(change: () => void): unknown {
    loginSession(PLAYER);
    const client = createQueryClient();
    stop = clearOnSessionChange(client);
    client.setQueryData(KEY, { TMT: '10' });
    change();
    return client.getQueryData(KEY);
  }

  it('forgets the answers of the last user on logout', () => {
    expect(cachedAfter(() => logoutSession())).toBeUndefined();
  });

  it('forgets them when someone else logs in', () => {
    expect(cachedAfter(() => loginSession({ ...PLAYER, token: 'tok-other', pid: 'p-8' }))).toBeUndefined();
  });

  it('keeps them while the same session only changes its details', () => {
    expect(
      cachedAfter(() => {
        setUnreadCount(4);
        updateSession({ nickName: 'Sonny 7' });
      }),
    ).toEqual({ TMT: '10' });
  });

  it('cancels a call still in flight for the last user', async () => {
    loginSession(PLAYER);
    const client = createQueryClient();
    stop = clearOnSessionChange(client);
    let answer: (value: { TMT: string }) => void = () => undefined;
    const fetching = client.fetchQuery({ queryKey: KEY, queryFn: () => new Promise((resolve) => (answer = resolve)) });
    logoutSession();
    answer({ TMT: '10' });
    await fetching.catch(() => undefined);
    expect(client.getQueryData(KEY)).toBeUndefined();
  });
});

describe('the page cache', () => {
  beforeEach(() => logoutSession());

  it('forgets the last user when the session changes hands, with no provider rendered', () => {
    loginSession(PLAYER);
    queryClient.setQueryData(KEY, { TMT: '10' });
    logoutSession();
    expect(queryClient.getQueryData(KEY)).toBeUndefined();
  });

  it('is what the hooks use outside a QueryProvider, and a provider’s client inside one', async () => {
    queryClient.setQueryData(KEY, 'page');
    const own = createQueryClient();
    own.setQueryData(KEY, 'own');
    function Probe({ label }: { label: string }) {
      const { data } = useQuery({ queryKey: KEY, queryFn: () => Promise.resolve('fetched'), staleTime: Infinity });
      return <p>{`${label}: ${String(data)}`}</p>;
    }
    render(
      <>
        <Probe label="page" />
        <QueryProvider client={own}>
          <Probe label="test" />
        </QueryProvider>
      </>,
    );
    expect(await screen.findByText('page: page')).toBeInTheDocument();
    expect(screen.getByText('test: own')).toBeInTheDocument();
  });
});
