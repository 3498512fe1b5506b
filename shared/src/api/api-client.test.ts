import { ErrorCode, LANGUAGE_HEADER, TIMEZONE_HEADER, TOKEN_HEADER } from '../contracts';
import { i18n } from '../i18n/i18n';
import { getSession, loginSession, logoutSession, updateSession } from '../session/session';
import { SESSION_COOKIES } from '../session/session-cookies';
import { callApi, isAbortError, setApiTransport, type ApiRequest } from './api-client';
import { ApiError, isApiError } from './api-error';
import { setNavigator } from './navigation';
import { PLAYER } from '../testing/fixtures';

const user = PLAYER;

type Answer = { status?: number; data: unknown };
const requests: ApiRequest[] = [];

function answer(...answers: Answer[]): void {
  setApiTransport(async (request) => {
    requests.push(request);
    const next = answers.length > 1 ? answers.shift()! : answers[0]!;
    const text = typeof next.data === 'string' ? next.data : JSON.stringify(next.data);
    return { status: next.status ?? 200, text };
  });
}

function lastRequest(): ApiRequest {
  const request = requests.at(-1);
  if (!request) throw new Error('no request was sent');
  return request;
}

let navigate: jest.Mock;
let unregister: () => void;

beforeEach(async () => {
  requests.length = 0;
  logoutSession();
  await i18n.changeLanguage('en');
  window.history.pushState({}, '', '/user/profile?tab=orders');
  navigate = jest.fn();
  unregister = setNavigator(navigate);
});

afterEach(() => {
  unregister();
  jest.useRealTimers();
});

describe('callApi', () => {
  it('POSTs JSON under /api with the token, language and time-zone headers', async () => {
    loginSession(user);
    answer({ data: { r: 0, d: { ok: 1 }, e: {} } });
    await callApi('/player/currency', { a: 1 });
    const request = lastRequest();
    expect(request.url).toBe('/api/player/currency');
    expect(JSON.parse(request.body)).toEqual({ a: 1 });
    expect(request.headers['Content-Type']).toBe('application/json');
    expect(request.headers[TOKEN_HEADER]).toBe('tok-123');
    expect(request.headers[LANGUAGE_HEADER]).toBe('en-US');
    expect(request.headers[TIMEZONE_HEADER]).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);

    await i18n.changeLanguage('ko');
    await callApi('/player/currency');
    expect(lastRequest().headers[LANGUAGE_HEADER]).toBe('ko-KR');
    expect(JSON.parse(lastRequest().body)).toEqual({});
  });

  it('sends no token for a guest, and none once another tab has logged out', async () => {
    answer({ data: { r: 0, d: null, e: {} } });
    await callApi('/account/subscribe', { email: 'a@b.co', isReceiveInfo: true });
    expect(lastRequest().headers).not.toHaveProperty(TOKEN_HEADER);

    loginSession(user);
    document.cookie = `${SESSION_COOKIES.token}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    await callApi('/player/currency');
    expect(lastRequest().headers).not.toHaveProperty(TOKEN_HEADER);
    expect(getSession().token).toBe('');
  });

  it('resolves with the envelope payload d', async () => {
    answer({ data: { r: 0, d: { currency: { TMT: '10' } }, e: {} } });
    await expect(callApi('/player/currency')).resolves.toEqual({ currency: { TMT: '10' } });
  });

  it('rejects r ≠ 0 with an ApiError carrying code, key, detail and path', async () => {
    answer({ data: { r: ErrorCode.ACCOUNT_NOT_ACTIVATED, d: { u: 'u-1' }, e: {} } });
    const error = await callApi('/account/login', { email: 'a@b.co', password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: ErrorCode.ACCOUNT_NOT_ACTIVATED,
      key: 'ACCOUNT_NOT_ACTIVATED',
      detail: { u: 'u-1' },
      path: '/account/login',
    });
  });

  it('brings the messages of the result codes with its first call over the network', async () => {
    await jest.isolateModulesAsync(async () => {
      const [client, { i18n: fresh }] = await Promise.all([import('./api-client'), import('../i18n/i18n')]);
      expect(fresh.hasResourceBundle('en', 'errors')).toBe(false);
      client.setApiTransport(async () => ({ status: 200, text: JSON.stringify({ r: ErrorCode.BALANCE_NOT_ENOUGH, d: null, e: {} }) }));
      const error = await client.callApi('/market/buy', { transId: 't-1' }).catch((e: unknown) => e);
      expect(error).toMatchObject({ key: 'BALANCE_NOT_ENOUGH' });
      expect(fresh.t('errors:BALANCE_NOT_ENOUGH')).toBe('Your balance is not enough.');
    });
  });

  it('reads envelopes sent with 404 and 500 too', async () => {
    answer({ status: 404, data: { r: ErrorCode.NOT_FOUND, d: null, e: {} } });
    await expect(callApi('/nope')).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND, detail: null });
    answer({ status: 502, data: '<html>Bad gateway</html>' });
    await expect(callApi('/nope')).rejects.toMatchObject({ code: ErrorCode.UNKNOWN, key: 'UNKNOWN' });
  });

  it('updates the unread count from e.system_event, on errors as well', async () => {
    loginSession(user);
    answer({ data: { r: 0, d: null, e: { system_event: 5 } } });
    await callApi('/player/currency');
    expect(getSession().newMessagesInBox).toBe(5);
    answer({ data: { r: ErrorCode.BALANCE_NOT_ENOUGH, d: null, e: { system_event: 2 } } });
    await expect(callApi('/market/buy')).rejects.toBeInstanceOf(ApiError);
    expect(getSession().newMessagesInBox).toBe(2);
  });

  it('on 1002 logs out and goes to the login page with the current path to come back to', async () => {
    loginSession(user);
    answer({ data: { r: ErrorCode.SESSION_INVALID, d: null, e: {} } });
    await expect(callApi('/setting/info')).rejects.toMatchObject({ key: 'SESSION_INVALID' });
    expect(getSession()).toMatchObject({ loggedIn: false, token: '', email: '' });
    expect(document.cookie).not.toContain(SESSION_COOKIES.token);
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fuser%2Fprofile%3Ftab%3Dorders');
  });

  it('on 1002 at / logs out but stays on the page', async () => {
    window.history.pushState({}, '', '/');
    loginSession(user);
    answer({ data: { r: ErrorCode.SESSION_INVALID, d: null, e: {} } });
    await expect(callApi('/player/currency')).rejects.toBeInstanceOf(ApiError);
    expect(getSession().loggedIn).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('turns a network failure into NETWORK_ERROR', async () => {
    // What fetch rejects with when the connection fails.
    setApiTransport(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(callApi('/player/currency')).rejects.toMatchObject({
      code: ErrorCode.NETWORK_ERROR,
      key: 'NETWORK_ERROR',
      path: '/player/currency',
    });
  });

  it('gives up after 30 seconds with REQUEST_TIMEOUT', async () => {
    jest.useFakeTimers();
    // A server that never answers: like fetch, the transport rejects only when its signal aborts.
    setApiTransport(
      ({ signal }) =>
        new Promise((_resolve, reject) => {
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    let settled: unknown = 'pending';
    const call = callApi('/player/currency').catch((error: unknown) => {
      settled = error;
    });
    await jest.advanceTimersByTimeAsync(29_999);
    expect(settled).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    await call;
    expect(settled).toMatchObject({ code: ErrorCode.REQUEST_TIMEOUT, key: 'REQUEST_TIMEOUT' });
  });

  it('rejects with an abort (not an ApiError) when the caller aborts', async () => {
    answer({ data: { r: 0, d: null, e: {} } });
    const controller = new AbortController();
    controller.abort();
    const error = await callApi('/player/currency', {}, { signal: controller.signal }).catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(requests).toHaveLength(0);
  });

  it('aborts the call on the wire when the caller aborts while it is under way', async () => {
    let onTheWire: (signal: AbortSignal) => void = () => undefined;
    const wireSignal = new Promise<AbortSignal>((resolve) => {
      onTheWire = resolve;
    });
    setApiTransport(
      ({ signal }) =>
        new Promise((_resolve, reject) => {
          onTheWire(signal);
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const call = callApi('/player/currency', {}, { signal: controller.signal }).catch((e: unknown) => e);
    const signal = await wireSignal;
    expect(signal.aborted).toBe(false);
    controller.abort();
    const error = await call;
    expect(signal.aborted).toBe(true);
    expect(isAbortError(error)).toBe(true);
    expect(error).not.toBeInstanceOf(ApiError);
  });

  it('sends the token as it is now, e.g. after updateSession', async () => {
    loginSession(user);
    updateSession({ token: 'tok-456' });
    answer({ data: { r: 0, d: null, e: {} } });
    await callApi('/player/currency');
    expect(lastRequest().headers[TOKEN_HEADER]).toBe('tok-456');
  });
});

describe('isApiError', () => {
  it('tells ApiErrors apart, optionally by ErrorCode name', async () => {
    answer({ data: { r: ErrorCode.RESEND_TOO_SOON, d: { retryAfter: 42 }, e: {} } });
    const error = await callApi('/account/resendConfirmMail').catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(isApiError(error, 'RESEND_TOO_SOON', 'LINK_USED')).toBe(true);
    expect(isApiError(error, 'LINK_USED')).toBe(false);
    expect(isApiError(new Error('x'))).toBe(false);
  });
});
