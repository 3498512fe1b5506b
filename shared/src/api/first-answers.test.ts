import { ApiPaths, ErrorCode, FIRST_ANSWERS_ELEMENT_ID, firstCallKey, type FirstAnswers } from '../contracts';
import { i18n } from '../i18n/i18n';
import { getSession, loginSession, logoutSession } from '../session/session';
import { PLAYER } from '../testing/fixtures';
import { callApi, isAbortError, setApiTransport, type ApiRequest } from './api-client';
import { ApiError } from './api-error';

// Counts downloads of the network transport (axios and its setup): callApi imports it on the first call that needs it.
// A plain count, not a jest.fn: clearMocks would forget a load made before a test starts.
const mockTransport = { loads: 0 };
jest.mock('./axios-client', () => {
  mockTransport.loads += 1;
  return jest.requireActual('./axios-client');
});

const PACKS = { list: [{ id: 1, now: 1_700_000_000 }] };
const STRIP = { tab: 'fp', sort: 'newest', page: 1, pageSize: 4 };
const LISTINGS = { list: [{ id: 'l-1' }], total: 1 };

const requests: ApiRequest[] = [];
setApiTransport(async (request) => {
  requests.push(request);
  return { status: 200, text: JSON.stringify({ r: 0, d: { from: 'network', path: request.path }, e: {} }) };
});

/** The page as the site server sends it: the answers of its first calls in an inert JSON block. */
function pageCarries(block: FirstAnswers | string): void {
  document.getElementById(FIRST_ANSWERS_ELEMENT_ID)?.remove();
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_ANSWERS_ELEMENT_ID;
  element.textContent = typeof block === 'string' ? block : JSON.stringify(block);
  document.head.append(element);
}

const answered = (path: string, body: object, d: unknown, r: number = ErrorCode.OK) => ({
  [firstCallKey(path, body)]: { at: 1_700_000_000_000, envelope: { r, d, e: {} } },
});

beforeEach(async () => {
  requests.length = 0;
  logoutSession();
  await i18n.changeLanguage('en');
  jest.restoreAllMocks();
  pageCarries({
    language: 'en-US',
    answers: { ...answered(ApiPaths.packList, {}, PACKS), ...answered(ApiPaths.marketList, STRIP, LISTINGS) },
  });
});

describe("callApi and the page's first answers", () => {
  it('a guest\'s first call with an answer\'s path and body resolves with it without the network or its code, once', async () => {
    // The same body with its keys in another order is the same call.
    await expect(callApi(ApiPaths.marketList, { pageSize: 4, page: 1, sort: 'newest', tab: 'fp' })).resolves.toEqual(LISTINGS);
    await expect(callApi(ApiPaths.packList, {})).resolves.toEqual(PACKS);
    expect(requests).toHaveLength(0);
    expect(mockTransport.loads).toBe(0);

    // Taken: the same call again goes to the network, whose code is downloaded then, once.
    await expect(callApi(ApiPaths.packList, {})).resolves.toEqual({ from: 'network', path: ApiPaths.packList });
    await callApi(ApiPaths.marketList, STRIP);
    expect(requests.map((request) => request.path)).toEqual([ApiPaths.packList, ApiPaths.marketList]);
    expect(mockTransport.loads).toBe(1);
  });

  it('another body, another path, a signed-in caller or another language go to the network', async () => {
    await callApi(ApiPaths.marketList, { ...STRIP, sort: 'priceDesc' });
    await callApi(ApiPaths.gameRanking, { scope: 'daily' });
    loginSession(PLAYER);
    await callApi(ApiPaths.packList, {});
    logoutSession();
    await i18n.changeLanguage('ko');
    await callApi(ApiPaths.marketList, STRIP);
    expect(requests.map((request) => request.path)).toEqual([ApiPaths.marketList, ApiPaths.gameRanking, ApiPaths.packList, ApiPaths.marketList]);
    // None of them used up the answers.
    await i18n.changeLanguage('en');
    await expect(callApi(ApiPaths.packList, {})).resolves.toEqual(PACKS);
    await expect(callApi(ApiPaths.marketList, STRIP)).resolves.toEqual(LISTINGS);
    expect(requests).toHaveLength(4);
  });

  it('are not taken by a call made more than 30 s after the page started loading', async () => {
    jest.spyOn(performance, 'now').mockReturnValue(30_001);
    await expect(callApi(ApiPaths.packList, {})).resolves.toEqual({ from: 'network', path: ApiPaths.packList });
    expect(requests).toHaveLength(1);
  });

  it('an aborted call rejects as an abort and leaves the answer to the next call', async () => {
    const before = new AbortController();
    before.abort();
    const early = await callApi(ApiPaths.packList, {}, { signal: before.signal }).catch((error: unknown) => error);
    expect(isAbortError(early)).toBe(true);

    // Aborted once the call is made, before it resolves (a component gone at once).
    const during = new AbortController();
    const call = callApi(ApiPaths.packList, {}, { signal: during.signal }).catch((error: unknown) => error);
    during.abort();
    const late = await call;
    expect(isAbortError(late)).toBe(true);
    expect(late).not.toBeInstanceOf(ApiError);

    await expect(callApi(ApiPaths.packList, {})).resolves.toEqual(PACKS);
    expect(requests).toHaveLength(0);
  });

  it('reads only successful answers, and a broken block as none', async () => {
    pageCarries({ language: 'en-US', answers: answered(ApiPaths.packList, {}, null, ErrorCode.NOT_FOUND) });
    await expect(callApi(ApiPaths.packList, {})).resolves.toEqual({ from: 'network', path: ApiPaths.packList });
    pageCarries('{"language":"en-US","answers":');
    await expect(callApi(ApiPaths.packList, {})).resolves.toEqual({ from: 'network', path: ApiPaths.packList });
    expect(requests).toHaveLength(2);
  });

  it('applies what an answer carries as a network answer would (the unread count)', async () => {
    pageCarries({
      language: 'en-US',
      answers: { [firstCallKey(ApiPaths.packList, {})]: { at: 0, envelope: { r: 0, d: PACKS, e: { system_event: 3 } } } },
    });
    await callApi(ApiPaths.packList, {});
    expect(getSession().newMessagesInBox).toBe(3);
  });
});
