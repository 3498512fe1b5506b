import { loginSession, logoutSession, setUnreadCount, updateSession } from '../session/session';
import { PLAYER } from '../testing/fixtures';
import { clearOnSessionChange, createQueryClient } from './query-client';

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
