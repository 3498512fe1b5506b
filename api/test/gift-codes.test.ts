import { eq } from 'drizzle-orm';
import {
  ApiPaths,
  ErrorCode,
  toBaseUnits,
  type CardMineResponse,
  type CodeExchangeResponse,
  type CodeHistoryResponse,
  type CurrencyResponse,
  type DevGiftCodeResponse,
  type GiftCodeGrant,
} from '@fc/shared/contracts';
import { runGiftCodeCommand } from '../src/cli/giftcode';
import { createGiftCode, GiftCodeSpecError, parseGrant } from '../src/modules/gift-codes/admin';
import { giftCodes } from '../src/modules/gift-codes/tables';
import { DEV_GRANT_PASSWORD } from '../src/modules/dev/constants';
import { LedgerReason } from '../src/modules/wallet/constants';
import { ledger } from '../src/modules/wallet/tables';
import { createTestApp, type TestApp } from './helpers/build-app';
import { login, uniqueEmail } from './helpers/users';

jest.setTimeout(180_000);

const DAY_MS = 86_400_000;
const tmt = (whole: string) => toBaseUnits('TMT', whole).toString();
const WELCOME: GiftCodeGrant[] = [
  { kind: 'currency', currency: 'TMT', amount: tmt('100') },
  { kind: 'item', item: 'energyDrink', quantity: 2 },
  { kind: 'pack', pack: 'allStar', quantity: 1 },
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A new activated account (through /dev/grant), signed in. */
async function player(): Promise<{ token: string }> {
  const email = uniqueEmail('gift');
  expect((await t.call(ApiPaths.devGrant, { email })).r).toBe(0);
  return { token: (await login(t, email, DEV_GRANT_PASSWORD)).token };
}

const newCode = async (uses: number, grants: GiftCodeGrant[] = WELCOME, expiresAt: Date | null = null) =>
  (await createGiftCode(t.app.db, { uses, grants, expiresAt }, t.clock.now())).code;
const exchange = (who: { token: string }, code: string) => t.call<CodeExchangeResponse>(ApiPaths.codeExchange, { code }, { token: who.token });
const balances = async (who: { token: string }) => (await t.call<CurrencyResponse>(ApiPaths.currency, {}, { token: who.token })).d.currency;

describe('/code/exchange', () => {
  it('gives the currencies, items and packs of the code and lists the redemption in the history', async () => {
    const who = await player();
    const code = await newCode(5);
    const before = await balances(who);

    const answer = await exchange(who, ` ${code.toLowerCase()} `);

    expect(answer.r).toBe(0);
    expect(answer.d.code).toBe(code);
    expect(answer.d.received).toEqual(WELCOME);
    expect(answer.d.tokenIds).toHaveLength(3);
    expect(BigInt((await balances(who)).TMT) - BigInt(before.TMT)).toBe(BigInt(tmt('100')));
    const items = await t.call<CardMineResponse>(ApiPaths.cardMine, { family: 'item' }, { token: who.token });
    expect(items.d.list.filter((card) => answer.d.tokenIds.includes(card.tokenId)).map((card) => card.kind).sort()).toEqual(['energyDrink', 'energyDrink']);
    const packs = await t.call<CardMineResponse>(ApiPaths.cardMine, { family: 'pack' }, { token: who.token });
    expect(packs.d.list.filter((card) => answer.d.tokenIds.includes(card.tokenId)).map((card) => card.kind)).toEqual(['allStar']);
    const history = await t.call<CodeHistoryResponse>(ApiPaths.codeHistory, {}, { token: who.token });
    expect(history.d.list).toEqual([answer.d]);
  });

  it('50 concurrent redemptions of a 10-use code by 50 accounts give exactly 10, and balances and ledger agree', async () => {
    const players = [];
    for (let n = 0; n < 50; n += 1) players.push(await player());
    const code = await newCode(10, [{ kind: 'currency', currency: 'TMT', amount: tmt('7') }]);

    const answers = await Promise.all(players.map((who) => exchange(who, code)));

    expect(answers.filter((answer) => answer.r === 0)).toHaveLength(10);
    expect(answers.filter((answer) => answer.r === ErrorCode.GIFT_CODE_USED_UP)).toHaveLength(40);
    const [row] = await t.app.db.select().from(giftCodes).where(eq(giftCodes.code, code));
    expect(row?.usesCount).toBe(10);
    const rows = await t.app.db.select().from(ledger).where(eq(ledger.ref, code));
    expect(rows).toHaveLength(10);
    expect(rows.every((entry) => entry.reason === LedgerReason.giftCode && entry.delta === BigInt(tmt('7')))).toBe(true);
    const credited = (await Promise.all(players.map(balances))).filter((currency) => currency.TMT === tmt('7'));
    expect(credited).toHaveLength(10);
  });

  it('is redeemed once per account, even by concurrent calls, and the second time writes nothing', async () => {
    const who = await player();
    const code = await newCode(10, [{ kind: 'currency', currency: 'POINTS', amount: '30' }]);

    const answers = await Promise.all(Array.from({ length: 5 }, () => exchange(who, code)));
    expect(answers.map((answer) => answer.r).sort()).toEqual([0, ErrorCode.GIFT_CODE_USED, ErrorCode.GIFT_CODE_USED, ErrorCode.GIFT_CODE_USED, ErrorCode.GIFT_CODE_USED]);
    expect((await balances(who)).POINTS).toBe('30');

    const before = await t.fingerprint();
    expect((await exchange(who, code)).r).toBe(ErrorCode.GIFT_CODE_USED);
    expect(await t.fingerprint()).toEqual(before);
  });

  it('refuses with a clear code and writes nothing: empty, malformed, unknown, disabled, expired, used up, extra fields', async () => {
    const who = await player();
    const expiring = await newCode(5, WELCOME, new Date(t.clock.now().getTime() + DAY_MS));
    const disabled = await newCode(5);
    await runGiftCodeCommand(t.app.db, ['disable', disabled], t.clock.now());
    const usedUp = await newCode(1);
    expect((await exchange(await player(), usedUp)).r).toBe(0);
    t.clock.advance(DAY_MS + 1000);

    const before = await t.fingerprint();
    const cases: [unknown, number][] = [
      [{ code: '' }, ErrorCode.GIFT_CODE_REQUIRED],
      [{ code: '   ' }, ErrorCode.GIFT_CODE_REQUIRED],
      [{ code: 'NO SUCH-CODE!' }, ErrorCode.GIFT_CODE_INVALID],
      [{ code: 'UNKNOWN123' }, ErrorCode.GIFT_CODE_INVALID],
      [{ code: disabled }, ErrorCode.GIFT_CODE_INVALID],
      [{ code: expiring }, ErrorCode.GIFT_CODE_EXPIRED],
      [{ code: usedUp }, ErrorCode.GIFT_CODE_USED_UP],
      [{ code: usedUp, extra: 1 }, ErrorCode.INVALID_PARAMS],
      [{}, ErrorCode.INVALID_PARAMS],
      [{ code: 123 }, ErrorCode.INVALID_PARAMS],
    ];
    for (const [body, r] of cases) {
      const answer = await t.call(ApiPaths.codeExchange, body, { token: who.token });
      expect({ body, r: answer.r }).toEqual({ body, r });
    }
    expect((await t.call(ApiPaths.codeExchange, { code: usedUp })).r).toBe(ErrorCode.SESSION_INVALID);
    expect(await t.fingerprint()).toEqual(before);
  });
});

describe('the operator CLI and the dev route', () => {
  it('creates, lists and disables codes', async () => {
    const now = t.clock.now();
    const run = (...argv: string[]) => runGiftCodeCommand(t.app.db, argv, now);
    expect(await run('create', '--uses', '10', '--grant', 'TMT:100.5', '--grant', 'item:energyDrink:2', '--code', 'cli1test', '--expires', '2031-01-01T00:00Z')).toEqual(['CLI1TEST']);
    const [drawn = ''] = await run('create', '--uses', '3', '--grant', 'pack:allStar');
    expect(drawn).toMatch(/^[A-Z0-9]{10}$/);
    expect(await run('list')).toEqual(
      expect.arrayContaining([
        'CLI1TEST\t0/10\tTMT:100.5 item:energyDrink:2\texpires 2031-01-01T00:00:00.000Z\tenabled',
        `${drawn}\t0/3\tpack:allStar:1\tno expiry\tenabled`,
      ]),
    );
    expect(await run('disable', 'cli1test')).toEqual(['CLI1TEST disabled']);
    expect(await run('list')).toContain('CLI1TEST\t0/10\tTMT:100.5 item:energyDrink:2\texpires 2031-01-01T00:00:00.000Z\tdisabled');
    for (const argv of [
      ['create', '--uses', '1', '--grant', 'TMT:1', '--code', 'CLI1TEST'],
      ['create', '--uses', '0', '--grant', 'TMT:1'],
      ['create', '--uses', '1'],
      ['create', '--uses', '1', '--grant', 'TMT:1', '--code', 'no-dashes'],
      ['create', '--uses', '1', '--grant', 'TMT:1', '--expires', 'soon'],
      ['disable', 'NOSUCHCODE'],
      ['rename'],
    ]) {
      await expect(run(...argv)).rejects.toBeInstanceOf(GiftCodeSpecError);
    }
  });

  it('parses every kind of grant and refuses nonsense', () => {
    expect(parseGrant('TMT:100')).toEqual({ kind: 'currency', currency: 'TMT', amount: tmt('100') });
    expect(parseGrant('points:25')).toEqual({ kind: 'currency', currency: 'POINTS', amount: '25' });
    expect(parseGrant('item:xpCard:3')).toEqual({ kind: 'item', item: 'xpCard', quantity: 3 });
    expect(parseGrant('pack:legend')).toEqual({ kind: 'pack', pack: 'legend', quantity: 1 });
    for (const bad of ['XYZ:1', 'TMT:-1', 'TMT:0', 'TMT:abc', 'USD:1.001', 'item:sword', 'item:xpCard:0', 'pack:allStar:51', 'TMT']) {
      expect(() => parseGrant(bad)).toThrow(GiftCodeSpecError);
    }
  });

  it('/dev/giftCode creates a code a player can redeem', async () => {
    const created = await t.call<DevGiftCodeResponse>(ApiPaths.devGiftCode, { uses: 2, grants: [{ kind: 'currency', currency: 'GOAL', amount: '5' }] });
    expect(created.r).toBe(0);
    const who = await player();
    expect((await exchange(who, created.d.code)).r).toBe(0);
    expect((await balances(who)).GOAL).toBe('5');
    expect((await t.call(ApiPaths.devGiftCode, { uses: 0, grants: [] })).r).toBe(ErrorCode.INVALID_PARAMS);
  });
});
