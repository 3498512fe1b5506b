import { ApiPaths, ErrorCode, type EventListResponse, type MessageDetail } from '@fc/shared/contracts';
import { MessageKind } from '../src/modules/messages/constants';
import { deliverMessage } from '../src/modules/messages/service';
import { createTestApp, type TestApp } from './helpers/build-app';
import { signUp, type SignedInUser } from './helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = <T>(user: SignedInUser, path: string, body: unknown = {}, lang?: string) => t.call<T>(path, body, { token: user.token, lang });

/** A user with the welcome message plus `extra` more, each a second apart (newest last). */
async function userWithMessages(extra: number): Promise<SignedInUser> {
  const user = await signUp(t);
  for (let i = 0; i < extra; i += 1) {
    t.clock.advance(1000);
    await deliverMessage(t.app.db, { userId: user.userId, kind: MessageKind.gettingStarted, now: t.clock.now() });
  }
  return user;
}

describe('/event/list', () => {
  it('pages through the box newest first with total and unread counts', async () => {
    const user = await userWithMessages(11);
    const first = await as<EventListResponse>(user, ApiPaths.eventList, {});
    expect(first.r).toBe(0);
    expect(first.d).toMatchObject({ total: 12, unread: 12, page: 1, pageSize: 10 });
    expect(first.d.list).toHaveLength(10);
    expect(first.d.list[0]).toEqual({ id: expect.any(String), title: 'How to play TopManager', summary: expect.any(String), read: false, createdAt: expect.any(Number) });
    const createdAts = first.d.list.map((message) => message.createdAt);
    expect([...createdAts].sort((a, b) => b - a)).toEqual(createdAts);

    const second = await as<EventListResponse>(user, ApiPaths.eventList, { page: 2, pageSize: 10 });
    expect(second.d.list).toHaveLength(2);
    expect(second.d.list[1]?.title).toMatch(/^Welcome to FC/);
    expect(new Set([...first.d.list, ...second.d.list].map((message) => message.id)).size).toBe(12);
  });

  it('lists unread messages before read ones, each newest first', async () => {
    const user = await userWithMessages(3);
    const before = await as<EventListResponse>(user, ApiPaths.eventList);
    const newest = before.d.list[0];
    await as(user, ApiPaths.eventDetail, { id: newest?.id });
    const after = await as<EventListResponse>(user, ApiPaths.eventList);
    expect(after.d.list.map((message) => message.read)).toEqual([false, false, false, true]);
    expect(after.d.list[3]?.id).toBe(newest?.id);
    const unreadDates = after.d.list.slice(0, 3).map((message) => message.createdAt);
    expect([...unreadDates].sort((a, b) => b - a)).toEqual(unreadDates);
  });

  it('renders the texts in the request language at read time', async () => {
    const user = await userWithMessages(0);
    const korean = await as<EventListResponse>(user, ApiPaths.eventList, {}, 'ko-KR');
    expect(korean.d.list[0]?.title).toBe(`FC에 오신 것을 환영합니다, ${user.nickName}님!`);
  });

  it('refuses out-of-range paging', async () => {
    const user = await userWithMessages(0);
    expect((await as(user, ApiPaths.eventList, { pageSize: 51 })).d).toMatchObject({ field: 'pageSize' });
    expect((await as(user, ApiPaths.eventList, { page: 1.5 })).d).toMatchObject({ field: 'page' });
    expect((await as(user, ApiPaths.eventList, { page: '2' })).d).toMatchObject({ field: 'page' });
  });
});

describe('/event/detail', () => {
  it('answers the message with its body and marks it read', async () => {
    const user = await userWithMessages(1);
    const list = await as<EventListResponse>(user, ApiPaths.eventList);
    const newest = list.d.list[0];
    expect(list.e.system_event).toBe(2);
    const detail = await as<MessageDetail>(user, ApiPaths.eventDetail, { id: newest?.id });
    expect(detail.r).toBe(0);
    expect(detail.d).toEqual({ ...newest, read: true, body: expect.stringContaining('TopManager is a ranked season game') });
    expect(detail.e.system_event).toBe(1);
  });

  it("answers NOT_FOUND for an unknown id and for another user's message", async () => {
    const owner = await userWithMessages(0);
    const stranger = await userWithMessages(0);
    const id = (await as<EventListResponse>(owner, ApiPaths.eventList)).d.list[0]?.id;
    const answer = await as(stranger, ApiPaths.eventDetail, { id });
    expect(answer.status).toBe(200);
    expect(answer.r).toBe(ErrorCode.NOT_FOUND);
    expect((await as(stranger, ApiPaths.eventDetail, { id: 'nope' })).r).toBe(ErrorCode.NOT_FOUND);
    expect((await as<EventListResponse>(owner, ApiPaths.eventList)).d.unread).toBe(1);
  });
});

describe('/event/read', () => {
  it('marks one message read', async () => {
    const user = await userWithMessages(2);
    const id = (await as<EventListResponse>(user, ApiPaths.eventList)).d.list[1]?.id;
    const answer = await as(user, ApiPaths.eventRead, { id });
    expect(answer).toMatchObject({ r: 0, d: { unread: 2 }, e: { system_event: 2 } });
    const list = await as<EventListResponse>(user, ApiPaths.eventList);
    expect(list.d.list.map((message) => message.read)).toEqual([false, false, true]);
    expect(list.d.list[2]?.id).toBe(id);
    // Reading it again changes nothing.
    expect((await as(user, ApiPaths.eventRead, { id })).d).toEqual({ unread: 2 });
  });

  it('marks every message read', async () => {
    const user = await userWithMessages(3);
    expect(await as(user, ApiPaths.eventRead, { all: true })).toMatchObject({ r: 0, d: { unread: 0 }, e: { system_event: 0 } });
  });

  it('wants exactly one of id and all: true', async () => {
    const user = await userWithMessages(0);
    const before = await t.fingerprint();
    expect((await as(user, ApiPaths.eventRead, {})).d).toMatchObject({ field: 'id' });
    expect((await as(user, ApiPaths.eventRead, { id: 'x', all: true })).r).toBe(ErrorCode.INVALID_PARAMS);
    expect((await as(user, ApiPaths.eventRead, { all: false })).d).toMatchObject({ field: 'all' });
    expect((await as(user, ApiPaths.eventRead, { id: 'nope' })).r).toBe(ErrorCode.NOT_FOUND);
    expect(await t.fingerprint()).toEqual(before);
    expect((await as<EventListResponse>(user, ApiPaths.eventList)).d.unread).toBe(1);
  });
});

describe('signed-in only', () => {
  it.each([ApiPaths.eventList, ApiPaths.eventRead, ApiPaths.eventDetail])('%s answers SESSION_INVALID to guests', async (path) => {
    expect((await t.call(path, {})).r).toBe(ErrorCode.SESSION_INVALID);
  });
});
