import {
  ApiPaths,
  ErrorCode,
  type CardMineResponse,
  type CurrencyResponse,
  type DevClockResponse,
  type DevGrantResponse,
  type LoginResponse,
} from '@fc/shared/contracts';
import { DEV_GRANT_PASSWORD } from '../src/modules/dev/constants';
import { createTestApp, type TestApp } from './helpers/build-app';
import { signUp, uniqueEmail } from './helpers/users';

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const grant = (body: object) => t.call<DevGrantResponse>(ApiPaths.devGrant, body);

describe('/dev/grant', () => {
  it('creates an activated account with its trial squad, and gives it balances, cards, packs, boxes and items', async () => {
    const email = uniqueEmail('grant');
    const answer = await grant({
      email,
      currencies: { TMT: '5000000000000000000000', POINTS: '300' },
      fpCards: [{ rarity: 'epic', level: 6 }, { rarity: 'rare', playerId: 30 }],
      cards: [{ rarity: 'legendary' }],
      packs: ['legend'],
      boxes: ['unique'],
      items: ['boots', 'xpCard'],
    });
    expect(answer.r).toBe(0);
    expect(answer.d).toMatchObject({ email, created: true });
    expect([answer.d.fpCards.length, answer.d.cards.length, answer.d.packs.length, answer.d.boxes.length, answer.d.items.length]).toEqual([2, 1, 1, 1, 2]);

    const session = await t.call<LoginResponse>(ApiPaths.login, { email, password: DEV_GRANT_PASSWORD });
    expect(session.r).toBe(0);
    const token = session.d.token;
    const balances = await t.call<CurrencyResponse>(ApiPaths.currency, {}, { token });
    expect(balances.d.currency).toMatchObject({ TMT: '5000000000000000000000', POINTS: '300', USD: '0' });
    const fp = (await t.call<CardMineResponse>(ApiPaths.cardMine, { family: 'fp', sort: 'level' }, { token })).d;
    expect(fp.total).toBe(13);
    expect(fp.list[0]).toMatchObject({ tokenId: answer.d.fpCards[0], rarity: 'epic', fp: { level: 6 } });
    expect(fp.list.find((card) => card.tokenId === answer.d.fpCards[1])).toMatchObject({ player: { id: 30 } });
  });

  it('adds to an account that exists, keeping its password', async () => {
    const user = await signUp(t);
    const answer = await grant({ email: user.email, password: 'ignored-here', packs: ['allStar', 'allStar'] });
    expect(answer.d).toMatchObject({ created: false, packs: [expect.any(String), expect.any(String)] });
    expect((await t.call(ApiPaths.login, { email: user.email, password: user.password })).r).toBe(0);
  });

  it('refuses bad input and an unknown player, writing nothing', async () => {
    const before = await t.fingerprint();
    expect((await grant({ email: 'not-an-email', packs: ['legend'] })).r).toBe(ErrorCode.INVALID_EMAIL);
    expect((await grant({ email: uniqueEmail(), fpCards: [{ rarity: 'mythic' }] })).d).toMatchObject({ field: expect.stringContaining('rarity') });
    expect((await grant({ email: uniqueEmail(), currencies: { TMT: '-5' } })).d).toMatchObject({ field: expect.stringContaining('TMT') });
    expect((await grant({ email: uniqueEmail(), cards: [{ rarity: 'rare', playerId: 99_999 }] })).d).toMatchObject({ field: 'playerId' });
    expect((await grant({ email: uniqueEmail(), items: Array.from({ length: 51 }, () => 'boots') })).r).toBe(ErrorCode.INVALID_PARAMS);
    expect(await t.fingerprint()).toEqual(before);
  });
});

describe('/dev/clock', () => {
  it('moves the app clock forward and runs the jobs that became due', async () => {
    const before = t.app.now().getTime();
    const answer = await t.call<DevClockResponse>(ApiPaths.devClock, { advance: 86_400 });
    expect(answer.r).toBe(0);
    expect(answer.d.now * 1000).toBeGreaterThanOrEqual(before + 86_400_000 - 1000);
    expect(t.app.now().getTime()).toBeGreaterThanOrEqual(before + 86_400_000);
    expect(answer.d.ran).toEqual(expect.arrayContaining([{ key: 'cards-daily-stamina:2030-01-16T00:00Z', status: 'done' }]));
    expect(answer.d.ahead).toBe(86_400);
    // 0 reads the clock and moves nothing.
    const read = await t.call<DevClockResponse>(ApiPaths.devClock, { advance: 0 });
    expect(read.d.ahead).toBe(86_400);
    expect(read.d.now).toBeLessThan(answer.d.now + 60);
    expect((await t.call(ApiPaths.devClock, { advance: -1 })).d).toMatchObject({ field: 'advance' });
  });
});
