// The public live stream (issue 27, docs/decisions/0017-a-public-live-stream.md): GET /events/public, anyone's, fed by
// the database's notifications. Read over a real listening server, as a guest's EventSource reads it.
import { connect, type Socket } from 'node:net';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import {
  ApiPaths,
  ErrorCode,
  bidStep,
  toBaseUnits,
  type DevClockResponse,
  type DevGrantResponse,
  type MarketDetailResponse,
  type MarketSellResponse,
  type PackSeriesDetail,
  type PublicLiveEventPayloads,
  type TopPrizeEventResponse,
} from '@fc/shared/contracts';
import { cards } from '../src/modules/cards/tables';
import { DEV_GRANT_PASSWORD } from '../src/modules/dev/constants';
import { marketListings } from '../src/modules/market/tables';
import { runPackPeriods } from '../src/modules/packs/lifecycle';
import { PERIOD_HOURS, SERIES_CONFIG } from '../src/modules/packs/constants';
import { createSeries } from '../src/modules/packs/seed';
import { createTestApp, type TestApp } from './helpers/build-app';
import { listening, openPublicStream, type LiveStream, type SseEvent } from './helpers/live-stream';
import { quickUsers, type QuickUser } from './helpers/quick-users';
import { login, uniqueEmail } from './helpers/users';

jest.setTimeout(120_000);

const tmt = (whole: string) => toBaseUnits('TMT', whole);
/** What the issue asks: a change reaches an open public stream within a second. */
const DELIVERY_MS = 1_000;

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

interface Trader {
  token: string;
  fp: string[];
}

/** A new account through /dev/grant with TMT and FP cards to list. */
async function trader(t: TestApp, fpCards = 0): Promise<Trader> {
  const email = uniqueEmail('public-live');
  const granted = await t.call<DevGrantResponse>(ApiPaths.devGrant, {
    email,
    currencies: { TMT: tmt('10000').toString() },
    fpCards: Array.from({ length: fpCards }, () => ({ rarity: 'rare' })),
  });
  expect(granted.r).toBe(0);
  return { token: (await login(t, email, DEV_GRANT_PASSWORD)).token, fp: granted.d.fpCards };
}

/**
 * The next event of `type` that `matches`, skipping any other (earlier tests' changes may still arrive), within
 * `timeoutMs` of the call.
 */
async function nextOf<T extends keyof PublicLiveEventPayloads>(
  stream: LiveStream,
  type: T,
  matches: (payload: PublicLiveEventPayloads[T]) => boolean = () => true,
  timeoutMs = DELIVERY_MS,
): Promise<PublicLiveEventPayloads[T]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const event: SseEvent = await stream.next(Math.max(1, deadline - Date.now()));
    const payload = event.data as PublicLiveEventPayloads[T];
    if (event.event === type && matches(payload)) return payload;
  }
}

describe('the public live stream (one process)', () => {
  let t: TestApp;
  const streams: LiveStream[] = [];
  const open = async (): Promise<LiveStream> => {
    const stream = await openPublicStream(t);
    streams.push(stream);
    return stream;
  };
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });
  afterAll(() => t.close());

  /** A guest's stream, past its `hello`. */
  const guestStream = async (): Promise<LiveStream> => {
    const stream = await open();
    await nextOf(stream, 'hello');
    return stream;
  };

  /** The market event of a listing, with what /market/detail says of it at the same moment (a guest's view). */
  const marketState = async (transId: string) => {
    const detail = await t.call<MarketDetailResponse>(ApiPaths.marketDetail, { transId });
    expect(detail.r).toBe(0);
    const { tab, state, price, minNextBid, bidCount, endsAt, closedAt, soldPrice } = detail.d.listing;
    return { transId, tab, state, price, minNextBid, bidCount, endsAt, closedAt, soldPrice };
  };

  it('opens for a guest with no ticket: a text/event-stream whose first event is hello with the server clock', async () => {
    const stream = await open();
    expect({ status: stream.status, type: stream.contentType }).toEqual({ status: 200, type: 'text/event-stream' });
    const first = await stream.next(DELIVERY_MS);
    expect(first).toEqual({ id: undefined, event: 'hello', data: { now: unixSeconds(t.clock.now()) } });
  });

  it('refuses any query parameter with INVALID_PARAMS, as JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api${ApiPaths.publicStream}?since=1`, headers: { accept: 'text/event-stream' } });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json<{ r: number }>().r).toBe(ErrorCode.INVALID_PARAMS);
  });

  it('tells of a new fixed-price listing and its sale, each in the state a guest then reads, within a second', async () => {
    const stream = await guestStream();
    const [seller, buyer] = [await trader(t, 1), await trader(t)];
    const listed = await t.call<MarketSellResponse>(ApiPaths.marketSell, { tokenId: seller.fp[0], saleType: 'fixed', price: tmt('120').toString() }, { token: seller.token });
    expect(listed.r).toBe(0);
    const { transId } = listed.d;
    expect(await nextOf(stream, 'market', (listing) => listing.transId === transId)).toEqual(await marketState(transId));
    expect(await marketState(transId)).toMatchObject({ state: 'listed', price: tmt('120').toString(), minNextBid: null, soldPrice: null });

    expect((await t.call(ApiPaths.marketBuy, { transId }, { token: buyer.token })).r).toBe(0);
    const sold = await nextOf(stream, 'market', (listing) => listing.transId === transId);
    expect(sold).toEqual(await marketState(transId));
    expect(sold).toMatchObject({ state: 'completed', soldPrice: tmt('120').toString() });
    expect(sold.closedAt).toBe(unixSeconds(t.app.now()));
  });

  it('tells of an auction, each bid (price, count, next minimum) and a cancel', async () => {
    const stream = await guestStream();
    const [seller, bidder] = [await trader(t, 2), await trader(t)];
    const start = tmt('50');
    const auction = await t.call<MarketSellResponse>(ApiPaths.marketSell, { tokenId: seller.fp[0], saleType: 'auction', price: start.toString(), hours: 1 }, { token: seller.token });
    expect(auction.r).toBe(0);
    const { transId } = auction.d;
    expect(await nextOf(stream, 'market', (listing) => listing.transId === transId)).toMatchObject({ state: 'listed', bidCount: 0, minNextBid: start.toString() });

    expect((await t.call(ApiPaths.marketBid, { transId, price: start.toString() }, { token: bidder.token })).r).toBe(0);
    const bid = await nextOf(stream, 'market', (listing) => listing.transId === transId);
    expect(bid).toEqual(await marketState(transId));
    expect(bid).toMatchObject({ bidCount: 1, price: start.toString(), minNextBid: (start + bidStep(start)).toString() });

    const other = await t.call<MarketSellResponse>(ApiPaths.marketSell, { tokenId: seller.fp[1], saleType: 'fixed', price: tmt('80').toString() }, { token: seller.token });
    await nextOf(stream, 'market', (listing) => listing.transId === other.d.transId);
    expect((await t.call(ApiPaths.marketCancel, { transId: other.d.transId }, { token: seller.token })).r).toBe(0);
    expect(await nextOf(stream, 'market', (listing) => listing.transId === other.d.transId)).toMatchObject({ state: 'cancelled', minNextBid: null });
  });

  it('sends a listing changed twice in one batch once, in its last state', async () => {
    const stream = await guestStream();
    const seller = await trader(t, 1);
    const listed = await t.call<MarketSellResponse>(ApiPaths.marketSell, { tokenId: seller.fp[0], saleType: 'fixed', price: tmt('120').toString() }, { token: seller.token });
    const { transId } = listed.d;
    await nextOf(stream, 'market', (listing) => listing.transId === transId);
    // Two states committed at once (each update notifies its own), the last one the listing's own again.
    await t.app.db.transaction(async (tx) => {
      await tx.update(marketListings).set({ price: tmt('130') }).where(eq(marketListings.id, Number(transId)));
      await tx.update(marketListings).set({ price: tmt('120') }).where(eq(marketListings.id, Number(transId)));
    });
    expect(await nextOf(stream, 'market', (listing) => listing.transId === transId)).toEqual(await marketState(transId));
    await stream.expectQuiet(300);
  });

  it('tells of packs bought (the new supply left) and of lots drawn', async () => {
    const stream = await guestStream();
    const onSale = await createSeries(t.app.db, { seriesId: 'live-on-sale', config: SERIES_CONFIG.legend, period: 'onSale', hoursIn: 1, now: t.clock.now() });
    const buyer = await trader(t);
    expect((await t.call(ApiPaths.packCapsBuy, { seriesId: onSale.publicId, quantity: 2 }, { token: buyer.token })).r).toBe(0);
    const detail = await t.call<PackSeriesDetail>(ApiPaths.packDetail, { seriesId: onSale.publicId });
    const bought = await nextOf(stream, 'packs', (packs) => packs.seriesId === onSale.publicId);
    expect(bought).toMatchObject({ seriesId: onSale.publicId, left: onSale.supply - 2, supply: onSale.supply });
    expect(bought.left).toBe(detail.d.left);

    const drawing = await createSeries(t.app.db, { seriesId: 'live-drawing', config: SERIES_CONFIG.legend, period: 'drawing', hoursIn: 1, now: t.clock.now(), hours: { ...PERIOD_HOURS, drawing: 3 } });
    expect(await t.app.db.transaction((tx) => runPackPeriods(tx, t.clock.now()))).toMatchObject({ [drawing.publicId]: ['hash', 'draw'] });
    expect(await nextOf(stream, 'packs', (packs) => packs.seriesId === drawing.publicId)).toEqual({ seriesId: drawing.publicId, left: drawing.supply, supply: drawing.supply, drawn: true, revealed: false });
  });

  it('passes on no notification it cannot read (another version, a typo in SQL), and goes on', async () => {
    const stream = await guestStream();
    const notify = (payload: string) => t.app.db.execute(sql`SELECT pg_notify('fc_public_live', ${payload}::text)`);
    await notify('not json');
    await notify('{"type":"market","transId":"1","state":"listed"}');
    await notify('{"type":"auction","transId":"1"}');
    await notify('{"type":"packs","seriesId":"bad","left":-1,"supply":2,"drawn":false,"revealed":false}');
    await notify('{"type":"packs","seriesId":"good","left":1,"supply":2,"drawn":false,"revealed":false}');
    expect(await stream.next(DELIVERY_MS)).toEqual({ id: undefined, event: 'packs', data: { seriesId: 'good', left: 1, supply: 2, drawn: false, revealed: false } });
  });

  it('drops a client that does not read while the others keep receiving everything', async () => {
    const origin = new URL(await listening(t));
    const reader = await guestStream();
    const hub = t.app.publicHub;
    const before = { size: hub.size, dropped: hub.dropped };

    // A raw socket that asks for the stream and never reads: the kernel's buffers fill, then the server's.
    const slow: Socket = connect(Number(origin.port), origin.hostname);
    const slowBytes: Buffer[] = [];
    slow.write(`GET /api${ApiPaths.publicStream} HTTP/1.1\r\nHost: ${origin.host}\r\nAccept: text/event-stream\r\n\r\n`);
    slow.pause();
    const slowClosed = new Promise<void>((resolve) => slow.once('close', () => resolve()));
    while (hub.size < before.size + 1) await new Promise((resolve) => setTimeout(resolve, 10));

    // Listings that do not exist, each its own (nothing coalesces): notifications as another process would send.
    const perRound = 500;
    let sent = 0;
    for (let round = 0; round < 400 && hub.dropped === before.dropped; round += 1) {
      await t.app.db.execute(sql`
        SELECT pg_notify('fc_public_live', json_build_object('type', 'market', 'transId', (${9_000_000_000 + round * perRound}::bigint + n)::text,
          'tab', 'fp', 'saleType', 'fixed', 'state', 'listed', 'startPrice', repeat('9', 70), 'price', repeat('9', 70), 'bidCount', 0,
          'endsAt', null, 'closedAt', null, 'soldPrice', null)::text)
        FROM generate_series(1, ${perRound}) AS n`);
      sent += perRound;
      // A reader that keeps up: the next batch leaves after the last was read.
      await nextOf(reader, 'market', (listing) => listing.transId === String(9_000_000_000 + (round + 1) * perRound), 5_000);
    }
    expect(hub.dropped).toBe(before.dropped + 1);
    expect(hub.size).toBe(before.size);

    // The slow client finds its stream cut short: what it had, then the end; the reader gets what follows.
    slow.on('data', (chunk: Buffer) => slowBytes.push(chunk));
    slow.resume();
    await slowClosed;
    const received = Buffer.concat(slowBytes).toString('utf8');
    expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*event: hello\n/);
    expect(received).not.toContain(`"transId":"${9_000_000_000 + sent}"`);
    const seriesId = `after-drop-${sent}`;
    await t.app.db.execute(sql`SELECT pg_notify('fc_public_live', json_build_object('type', 'packs', 'seriesId', ${seriesId}::text, 'left', 1, 'supply', 2, 'drawn', false, 'revealed', false)::text)`);
    expect(await nextOf(reader, 'packs', (packs) => packs.seriesId === seriesId)).toMatchObject({ left: 1 });
  });

  it('tells of cards sent into TopPrize and of its payout (the job run by the clock)', async () => {
    const stream = await guestStream();
    const [user] = (await quickUsers(t, 1)) as [QuickUser];
    const trial = await t.app.db
      .select({ tokenId: cards.tokenId })
      .from(cards)
      .where(and(eq(cards.ownerId, user.userId), isNotNull(cards.trialUntil)))
      .orderBy(asc(cards.id));
    expect((await t.call(ApiPaths.topPrizeSend, { tokenIds: trial.slice(0, 2).map((card) => card.tokenId) }, { token: user.token })).r).toBe(0);
    expect(await nextOf(stream, 'topPrize')).toEqual({ at: unixSeconds(t.app.now()) });
    // Two cards in one transaction: one event.
    await stream.expectQuiet(300);

    const before = await t.call<TopPrizeEventResponse>(ApiPaths.topPrizeEvent, {});
    const moved = await t.call<DevClockResponse>(ApiPaths.devClock, { advance: 31 * 60 });
    expect(moved.r).toBe(0);
    const at = unixSeconds(t.app.now());
    expect(await nextOf(stream, 'topPrize', (event) => event.at === at)).toEqual({ at });
    const after = await t.call<TopPrizeEventResponse>(ApiPaths.topPrizeEvent, {});
    expect(BigInt(after.d.paid)).toBeGreaterThan(BigInt(before.d.paid));
  });
});

describe('the public live stream: its limits', () => {
  let t: TestApp;
  let closed = false;
  beforeAll(async () => {
    t = await createTestApp({ publicStreamMax: 2, rateLimit: { max: 100, authMax: 10, streamMax: 4, timeWindowMs: 60_000 } });
  });
  afterAll(async () => {
    if (!closed) await t.close();
  });

  const refusal = async () => {
    const response = await fetch(`${await listening(t)}/api${ApiPaths.publicStream}`, { headers: { accept: 'text/event-stream' } });
    return { type: response.headers.get('content-type'), body: (await response.json()) as { r: number; d: { retryAfter?: number } | null } };
  };

  it('refuses a stream past the process cap with TOO_MANY_REQUESTS (JSON), opens again once one closes, then the address limit', async () => {
    const [first, second] = [await openPublicStream(t), await openPublicStream(t)];
    await Promise.all([first.next(DELIVERY_MS), second.next(DELIVERY_MS)]);
    expect(await refusal()).toEqual({ type: 'application/json; charset=utf-8', body: { r: ErrorCode.TOO_MANY_REQUESTS, d: { retryAfter: expect.any(Number) }, e: {} } });

    first.close();
    await first.ended;
    while (t.app.publicHub.size > 1) await new Promise((resolve) => setTimeout(resolve, 10));
    const third = await openPublicStream(t);
    expect((await third.next(DELIVERY_MS)).event).toBe('hello');
    // Four opens a minute from one address (the refused one counted): the fifth is refused, other calls are not.
    second.close();
    third.close();
    expect((await refusal()).body.r).toBe(ErrorCode.TOO_MANY_REQUESTS);
    expect((await t.call(ApiPaths.health, {})).r).toBe(ErrorCode.OK);
  });

  it('ends every stream when the app closes', async () => {
    t.clock.advance(60_000);
    const stream = await openPublicStream(t);
    await stream.next(DELIVERY_MS);
    closed = true;
    const closing = t.close();
    await stream.ended;
    await closing;
  });
});

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('the public live stream across API processes', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp();
    second = await first.twin();
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('brings a listing made through one process to the streams of both within a second', async () => {
    const [onFirst, onSecond] = [await openPublicStream(first), await openPublicStream(second)];
    try {
      await Promise.all([nextOf(onFirst, 'hello'), nextOf(onSecond, 'hello')]);
      const seller = await trader(first, 1);
      const listed = await first.call<MarketSellResponse>(ApiPaths.marketSell, { tokenId: seller.fp[0], saleType: 'fixed', price: tmt('120').toString() }, { token: seller.token });
      const sentAt = Date.now();
      const [there, here] = await Promise.all([
        nextOf(onSecond, 'market', (listing) => listing.transId === listed.d.transId),
        nextOf(onFirst, 'market', (listing) => listing.transId === listed.d.transId),
      ]);
      expect(Date.now() - sentAt).toBeLessThan(DELIVERY_MS);
      expect(there).toEqual(here);
      expect(there).toMatchObject({ state: 'listed', price: tmt('120').toString() });
    } finally {
      onFirst.close();
      onSecond.close();
    }
  });

  it("says hello again on open streams when a process listens again after losing its database connection, and goes on", async () => {
    const stream = await openPublicStream(second);
    try {
      await nextOf(stream, 'hello');
      // Every listening connection of this database cut, as a database restart or a network fault would.
      const cut = await first.app.dbHandle.executeSql(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = $1',
        ['LISTEN "fc_public_live"'],
      );
      expect(cut.rows.length).toBe(2);
      expect(await nextOf(stream, 'hello', () => true, 5_000)).toEqual({ now: unixSeconds(second.app.now()) });

      const seller = await trader(first, 1);
      const listed = await first.call<MarketSellResponse>(ApiPaths.marketSell, { tokenId: seller.fp[0], saleType: 'fixed', price: tmt('90').toString() }, { token: seller.token });
      expect(await nextOf(stream, 'market', (listing) => listing.transId === listed.d.transId)).toMatchObject({ state: 'listed' });
    } finally {
      stream.close();
    }
  });
});
