import { ApiPaths, ErrorCode, type DevGrantResponse, type EventListResponse, type LiveEventPayloads } from '@fc/shared/contracts';
import { sql } from 'drizzle-orm';
import { publishLiveEvent } from '../src/modules/events';
import { HOUSEKEEPING_JOB } from '../src/modules/housekeeping/constants';
import { LedgerReason } from '../src/modules/wallet/constants';
import { applyLedgerEntry } from '../src/modules/wallet/repository';
import { createTestApp, type TestApp } from './helpers/build-app';
import { openStream, refusedStream, ticketFor, type LiveStream } from './helpers/live-stream';
import { signUp, type SignedInUser } from './helpers/users';

let t: TestApp;
const streams: LiveStream[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
afterAll(() => t.close());

async function stream(user: SignedInUser, lastEventId?: { header?: string; param?: string }): Promise<LiveStream> {
  const query: Record<string, string> = { ticket: await ticketFor(t, user.token) };
  if (lastEventId?.param !== undefined) query.lastEventId = lastEventId.param;
  const opened = await openStream(t, query, lastEventId?.header !== undefined ? { 'last-event-id': lastEventId.header } : {});
  streams.push(opened);
  return opened;
}

/** Credits `amount` base units through the dev tool, as any balance change does (one ledger entry). */
async function grant(user: SignedInUser, currency: string, amount: string): Promise<void> {
  const answer = await t.call<DevGrantResponse>(ApiPaths.devGrant, { email: user.email, currencies: { [currency]: amount } });
  expect(answer.r).toBe(0);
}

async function sendMessage(user: SignedInUser): Promise<void> {
  expect((await t.call(ApiPaths.devMessage, { email: user.email })).r).toBe(0);
}

describe('the stream ticket', () => {
  it('is for signed-in callers only', async () => {
    expect((await t.call(ApiPaths.eventsTicket, {})).r).toBe(ErrorCode.SESSION_INVALID);
  });

  it('opens a stream once: used again, unknown, expired or signed out it is refused with TICKET_INVALID (JSON, not a stream)', async () => {
    const user = await signUp(t);
    const ticket = await ticketFor(t, user.token);
    const first = await openStream(t, { ticket });
    streams.push(first);
    expect({ status: first.status, type: first.contentType }).toEqual({ status: 200, type: 'text/event-stream' });

    const again = await refusedStream(t, { ticket });
    expect(again).toEqual({ status: 200, contentType: 'application/json; charset=utf-8', body: expect.objectContaining({ r: ErrorCode.TICKET_INVALID }) });
    expect((await refusedStream(t, { ticket: 'x'.repeat(43) })).body.r).toBe(ErrorCode.TICKET_INVALID);

    const late = await ticketFor(t, user.token);
    t.clock.advance(61_000);
    expect((await refusedStream(t, { ticket: late })).body.r).toBe(ErrorCode.TICKET_INVALID);

    const beforeLogout = await ticketFor(t, user.token);
    expect((await t.call(ApiPaths.logout, {}, { token: user.token })).r).toBe(0);
    expect((await refusedStream(t, { ticket: beforeLogout })).body.r).toBe(ErrorCode.TICKET_INVALID);
  });

  it('refuses a missing or oversized ticket and a malformed resume position with INVALID_PARAMS', async () => {
    const user = await signUp(t);
    expect((await refusedStream(t, {})).body).toMatchObject({ r: ErrorCode.INVALID_PARAMS });
    expect((await refusedStream(t, { ticket: 'x'.repeat(129) })).body).toMatchObject({ r: ErrorCode.INVALID_PARAMS });
    expect((await refusedStream(t, { ticket: await ticketFor(t, user.token), lastEventId: '-1' })).body).toMatchObject({ r: ErrorCode.INVALID_PARAMS });
    const badHeader = await refusedStream(t, { ticket: await ticketFor(t, user.token) }, { 'last-event-id': 'abc' });
    expect(badHeader.body).toEqual({ r: ErrorCode.INVALID_PARAMS, d: expect.objectContaining({ field: 'Last-Event-ID' }), e: {} });
  });
});

describe('/dev/message', () => {
  it('writes a message into an existing account only', async () => {
    const user = await signUp(t);
    expect(await t.call(ApiPaths.devMessage, { email: user.email })).toMatchObject({ r: 0, d: { unread: 2 } });
    expect((await t.call(ApiPaths.devMessage, { email: 'nobody@example.com' })).r).toBe(ErrorCode.ACCOUNT_NOT_REGISTERED);
  });
});

describe('the stream', () => {
  it('starts with a resync holding the unread count and every balance, then delivers changes in order as they commit', async () => {
    const user = await signUp(t);
    const live = await stream(user);
    const resync = await live.next();
    expect(resync.event).toBe('resync');
    expect(resync.data).toEqual({ unread: 1, balances: { USD: '0', BNB: '0', TMT: '0', GOAL: '0', POINTS: '0' } } satisfies LiveEventPayloads['resync']);
    const start = Number(resync.id);

    await grant(user, 'TMT', '5000');
    await sendMessage(user);
    await grant(user, 'TMT', '250');
    const events = [await live.next(), await live.next(), await live.next()];
    expect(events).toEqual([
      { id: String(start + 1), event: 'balance', data: { currency: 'TMT', amount: '5000' } },
      { id: String(start + 2), event: 'messages', data: { unread: 2 } },
      { id: String(start + 3), event: 'balance', data: { currency: 'TMT', amount: '5250' } },
    ]);

    const list = await t.call<EventListResponse>(ApiPaths.eventList, {}, { token: user.token });
    await t.call(ApiPaths.eventDetail, { id: list.d.list[0]?.id }, { token: user.token });
    expect(await live.next()).toEqual({ id: String(start + 4), event: 'messages', data: { unread: 1 } });
    await t.call(ApiPaths.eventRead, { all: true }, { token: user.token });
    expect(await live.next()).toEqual({ id: String(start + 5), event: 'messages', data: { unread: 0 } });
    // Nothing left to mark: no event.
    await t.call(ApiPaths.eventRead, { all: true }, { token: user.token });
    await live.expectQuiet();
  });

  it('tells the owner of each card minted to them and of every state change', async () => {
    const user = await signUp(t);
    const live = await stream(user);
    await live.next();
    const granted = await t.call<DevGrantResponse>(ApiPaths.devGrant, { email: user.email, packs: ['legend'] });
    const [pack] = granted.d.packs;
    expect(await live.next()).toMatchObject({ event: 'card', data: { tokenId: pack, family: 'pack', state: 'normal', owned: true } });

    const opened = await t.call<{ cards: { tokenId: string }[] }>(ApiPaths.cardOpen, { tokenId: pack }, { token: user.token });
    expect(opened.r).toBe(0);
    const seen = [];
    for (let i = 0; i < 1 + opened.d.cards.length; i += 1) seen.push((await live.next()).data);
    expect(seen).toEqual(
      expect.arrayContaining([
        { tokenId: pack, family: 'pack', state: 'unavailable', owned: true },
        ...opened.d.cards.map((card) => expect.objectContaining({ tokenId: card.tokenId, owned: true })),
      ]),
    );
  });

  it('delivers nothing of a change that was rolled back, and numbers the next event without a gap', async () => {
    const user = await signUp(t);
    const live = await stream(user);
    const start = Number((await live.next()).id);
    await expect(
      t.app.db.transaction(async (tx) => {
        await applyLedgerEntry(tx, { userId: user.userId, currency: 'GOAL', delta: 700n, reason: LedgerReason.adjustment, ref: null }, t.clock.now());
        throw new Error('the change fails after its balance moved');
      }),
    ).rejects.toThrow('the change fails');
    await live.expectQuiet();
    await grant(user, 'GOAL', '1');
    expect(await live.next()).toEqual({ id: String(start + 1), event: 'balance', data: { currency: 'GOAL', amount: '1' } });
  });

  it("numbers each user's events of one transaction in order across its INSERTs, and none of a savepoint rolled back", async () => {
    const [alice, bob, carol] = [await signUp(t), await signUp(t), await signUp(t)];
    const [aliceLive, bobLive, carolLive] = [await stream(alice), await stream(bob), await stream(carol)];
    const starts = [Number((await aliceLive.next()).id), Number((await bobLive.next()).id), Number((await carolLive.next()).id)];
    const balance = (amount: string) => ({ type: 'balance', currency: 'GOAL', amount }) as const;
    const now = t.clock.now();
    await t.app.db.transaction(async (tx) => {
      // Written at once (a statement of its own), before the transaction's batch of the others.
      await tx.execute(sql`insert into live_events (user_id, type, payload, created_at) values (${bob.userId}, 'balance', ${JSON.stringify({ currency: 'GOAL', amount: '1' })}::jsonb, ${now})`);
      await publishLiveEvent(tx, bob.userId, balance('2'), now);
      await publishLiveEvent(tx, alice.userId, balance('3'), now);
      await publishLiveEvent(tx, bob.userId, balance('4'), now);
      await expect(
        tx.transaction(async (savepoint) => {
          await publishLiveEvent(savepoint, carol.userId, balance('5'), now);
          await savepoint.execute(sql`insert into live_events (user_id, type, payload, created_at) values (${carol.userId}, 'balance', ${JSON.stringify({ currency: 'GOAL', amount: '6' })}::jsonb, ${now})`);
          throw new Error('the savepoint rolls back');
        }),
      ).rejects.toThrow('the savepoint rolls back');
    });
    const [aliceStart, bobStart, carolStart] = starts as [number, number, number];
    expect(await bobLive.next()).toEqual({ id: String(bobStart + 1), event: 'balance', data: { currency: 'GOAL', amount: '1' } });
    expect(await bobLive.next()).toEqual({ id: String(bobStart + 2), event: 'balance', data: { currency: 'GOAL', amount: '2' } });
    expect(await bobLive.next()).toEqual({ id: String(bobStart + 3), event: 'balance', data: { currency: 'GOAL', amount: '4' } });
    expect(await aliceLive.next()).toEqual({ id: String(aliceStart + 1), event: 'balance', data: { currency: 'GOAL', amount: '3' } });
    await carolLive.expectQuiet();
    await grant(carol, 'GOAL', '7');
    expect(await carolLive.next()).toEqual({ id: String(carolStart + 1), event: 'balance', data: { currency: 'GOAL', amount: '7' } });
  });

  it('numbers the next event only once the transaction holding the one before has committed: a stream never sees n + 1 before n', async () => {
    const user = await signUp(t);
    const live = await stream(user);
    const start = Number((await live.next()).id);
    let numbered!: () => void;
    const firstNumbered = new Promise<void>((resolve) => (numbered = resolve));
    let commit!: () => void;
    const firstMayCommit = new Promise<void>((resolve) => (commit = resolve));
    const first = t.app.db.transaction(async (tx) => {
      await tx.execute(sql`insert into live_events (user_id, type, payload, created_at) values (${user.userId}, 'balance', ${JSON.stringify({ currency: 'GOAL', amount: '1' })}::jsonb, ${t.clock.now()})`);
      numbered();
      await firstMayCommit;
    });
    await firstNumbered;
    let secondCommitted = false;
    const second = grant(user, 'GOAL', '2').then(() => (secondCommitted = true));
    await live.expectQuiet();
    expect(secondCommitted).toBe(false);
    commit();
    await Promise.all([first, second]);
    expect(await live.next()).toEqual({ id: String(start + 1), event: 'balance', data: { currency: 'GOAL', amount: '1' } });
    expect(await live.next()).toEqual({ id: String(start + 2), event: 'balance', data: { currency: 'GOAL', amount: '2' } });
  });

  it("never delivers another user's events", async () => {
    const [alice, bob] = [await signUp(t), await signUp(t)];
    const [aliceLive, bobLive] = [await stream(alice), await stream(bob)];
    await aliceLive.next();
    await bobLive.next();
    await grant(bob, 'USD', '100');
    await sendMessage(bob);
    expect((await bobLive.next()).data).toEqual({ currency: 'USD', amount: '100' });
    expect((await bobLive.next()).data).toEqual({ unread: 2 });
    await grant(alice, 'BNB', '7');
    expect((await aliceLive.next()).data).toEqual({ currency: 'BNB', amount: '7' });
    await aliceLive.expectQuiet();
  });

  it('resumes after Last-Event-ID (or the lastEventId parameter) with what the client missed, and no resync', async () => {
    const user = await signUp(t);
    const first = await stream(user);
    const resync = await first.next();
    await grant(user, 'POINTS', '10');
    const seen = await first.next();
    first.close();
    await grant(user, 'POINTS', '20');
    await sendMessage(user);

    const resumed = await stream(user, { header: String(seen.id) });
    expect([await resumed.next(), await resumed.next()]).toEqual([
      { id: String(Number(seen.id) + 1), event: 'balance', data: { currency: 'POINTS', amount: '30' } },
      { id: String(Number(seen.id) + 2), event: 'messages', data: { unread: 2 } },
    ]);
    resumed.close();

    const byParam = await stream(user, { param: String(resync.id) });
    expect((await byParam.next()).id).toBe(seen.id);
    // The header, which EventSource sends when it reconnects by itself, wins over the parameter.
    const both = await stream(user, { header: String(Number(seen.id) + 1), param: String(resync.id) });
    expect((await both.next()).id).toBe(String(Number(seen.id) + 2));
    // Up to date: the stream opens and stays quiet until something happens.
    const current = await stream(user, { header: String(Number(seen.id) + 2) });
    await current.expectQuiet();
    await grant(user, 'POINTS', '1');
    expect((await current.next()).data).toEqual({ currency: 'POINTS', amount: '31' });
  });

  it('answers a resync when it cannot resume: events pruned by housekeeping, or a position the user never reached', async () => {
    const user = await signUp(t);
    const live = await stream(user);
    await live.next();
    await grant(user, 'USD', '5');
    const old = await live.next();
    live.close();

    const ahead = await stream(user, { header: String(Number(old.id) + 1000) });
    expect(await ahead.next()).toMatchObject({ event: 'resync', id: old.id, data: { balances: expect.objectContaining({ USD: '5' }) } });
    ahead.close();

    t.clock.advance(25 * 60 * 60_000);
    await t.app.jobs.tick();
    const ran = await t.app.jobs.drain();
    expect(ran).toContainEqual(expect.objectContaining({ key: expect.stringContaining(HOUSEKEEPING_JOB), status: 'done', result: expect.objectContaining({ liveEvents: expect.any(Number) }) }));
    const after = await stream(user, { header: String(Number(old.id) - 1) });
    expect(await after.next()).toMatchObject({ event: 'resync', id: old.id });
  });
});
