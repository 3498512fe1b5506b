import { and, eq } from 'drizzle-orm';
import {
  ApiPaths,
  ErrorCode,
  SHOP_AREAS,
  toBaseUnits,
  type CardMineResponse,
  type CurrencyResponse,
  type InvitationInfoResponse,
  type InvitationTablesResponse,
  type ReferralTotals,
  type ShopBuyResponse,
  type ShopGoodsId,
  type ShopListResponse,
} from '@fc/shared/contracts';
import { DEV_GRANT_PASSWORD } from '../src/modules/dev/constants';
import { ROTATION, SHOP_GOODS } from '../src/modules/shop/constants';
import { rotationGoods } from '../src/modules/shop/rotation';
import { shopStock } from '../src/modules/shop/tables';
import { LedgerReason } from '../src/modules/wallet/constants';
import { ledger } from '../src/modules/wallet/tables';
import { createTestApp, type TestApp } from './helpers/build-app';
import { activate, login, PASSWORD, uniqueEmail } from './helpers/users';

jest.setTimeout(180_000);

const DAY_MS = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  // The test clock starts on Tuesday 2030-01-15 10:00 UTC.
  t = await createTestApp();
});
afterAll(() => t.close());

interface Shopper {
  token: string;
  email: string;
}
async function shopper(currencies: { TMT?: string; POINTS?: string }): Promise<Shopper> {
  const email = uniqueEmail('shop');
  const granted: Record<string, string> = {};
  if (currencies.TMT) granted.TMT = toBaseUnits('TMT', currencies.TMT).toString();
  if (currencies.POINTS) granted.POINTS = currencies.POINTS;
  expect((await t.call(ApiPaths.devGrant, { email, currencies: granted })).r).toBe(0);
  return { email, token: (await login(t, email, DEV_GRANT_PASSWORD)).token };
}
const buy = (who: Shopper, goodsId: string, quantity = 1) => t.call<ShopBuyResponse>(ApiPaths.shopBuy, { goodsId, quantity }, { token: who.token });
const balances = async (who: Shopper) => (await t.call<CurrencyResponse>(ApiPaths.currency, {}, { token: who.token })).d.currency;
const list = async (who?: Shopper) => (await t.call<ShopListResponse>(ApiPaths.shopList, {}, who ? { token: who.token } : {})).d;
const area = (shop: ShopListResponse, name: string) => {
  const found = shop.areas.find((candidate) => candidate.area === name);
  if (!found) throw new Error(`no area ${name}`);
  return found;
};
const seconds = (iso: string) => Date.parse(iso) / 1000;

async function runDueJobs() {
  await t.app.jobs.tick();
  return t.app.jobs.drain();
}

describe('the shop', () => {
  it('lists every area to guests, the rotating ones empty until their first rotation', async () => {
    const shop = await list();
    expect(shop.areas.map((candidate) => candidate.area)).toEqual([...SHOP_AREAS]);
    expect(area(shop, 'regular').goods.map((goods) => goods.goodsId)).toEqual(['regularEnergyDrink', 'regularStaminaPotion', 'regularXpCard', 'regularSkillBook', 'regularAllStarPack']);
    expect(area(shop, 'limited').goods[0]).toEqual({
      goodsId: 'limitedLegendPack',
      gives: { pack: 'legend' },
      currency: 'TMT',
      price: toBaseUnits('TMT', '450').toString(),
      limit: 2,
      limitLeft: null,
      stock: 100,
      stockLeft: 100,
    });
    expect(area(shop, 'collection')).toMatchObject({ limitWindow: 'account', rotatedAt: null, nextRotationAt: null });
    expect(area(shop, 'daily')).toMatchObject({ limitWindow: 'rotation', goods: [], rotatedAt: null, nextRotationAt: seconds('2030-01-16T00:00:00Z') });
    // Tuesday 15 January: the next Monday is the 21st.
    expect(area(shop, 'weekly')).toMatchObject({ goods: [], nextRotationAt: seconds('2030-01-21T00:00:00Z') });
  });

  it('rotates the daily and weekly areas by a job, once per period, with goods anyone can recompute', async () => {
    const outcomes = await runDueJobs();
    expect(outcomes.filter((outcome) => outcome.key.startsWith('shop-'))).toEqual([
      { key: `${ROTATION.daily.job}:2030-01-15T00:00Z`, status: 'done', result: { written: true, goods: rotationGoods('daily', new Date('2030-01-15T00:00:00Z')) } },
      { key: `${ROTATION.weekly.job}:2030-01-14T00:00Z`, status: 'done', result: { written: true, goods: rotationGoods('weekly', new Date('2030-01-14T00:00:00Z')) } },
    ]);
    const shop = await list();
    const daily = area(shop, 'daily');
    expect(daily.goods.map((goods) => goods.goodsId)).toEqual(rotationGoods('daily', new Date('2030-01-15T00:00:00Z')));
    expect(daily.goods).toHaveLength(ROTATION.daily.size);
    expect(daily.rotatedAt).toBe(seconds('2030-01-15T00:00:00Z'));
    expect(daily.goods.every((goods) => goods.stockLeft === SHOP_GOODS[goods.goodsId].stock)).toBe(true);
    expect(area(shop, 'weekly').goods).toHaveLength(ROTATION.weekly.size);

    // A second tick, a redelivered period or a second worker writes nothing more.
    const before = await t.fingerprint();
    expect((await runDueJobs()).filter((outcome) => outcome.key.startsWith('shop-'))).toEqual([]);
    expect(await t.app.jobs.runPeriod(ROTATION.daily.job, { period: '2030-01-15T00:00:00.000Z' })).toMatchObject({ status: 'skipped' });
    expect(await t.app.jobs.runPeriod(ROTATION.weekly.job, { period: '2030-01-14T00:00:00.000Z' })).toMatchObject({ status: 'skipped' });
    expect(await t.fingerprint()).toEqual(before);
  });

  it('buys with TMT: the ledger debit, the stock and limit counted and the items in the collection, in one go', async () => {
    const who = await shopper({ TMT: '1000' });
    const answer = await buy(who, 'collectionBoots', 2);
    expect(answer.r).toBe(0);
    const cost = SHOP_GOODS.collectionBoots.price * 2n;
    expect(answer.d).toMatchObject({ goodsId: 'collectionBoots', quantity: 2, currency: 'TMT', cost: cost.toString(), limitLeft: 1, stockLeft: null });
    expect((await balances(who)).TMT).toBe((toBaseUnits('TMT', '1000') - cost).toString());
    expect(answer.d.balance).toBe((await balances(who)).TMT);
    const items = await t.call<CardMineResponse>(ApiPaths.cardMine, { family: 'item' }, { token: who.token });
    expect(items.d.list.filter((card) => answer.d.tokenIds.includes(card.tokenId)).map((card) => card.kind)).toEqual(['boots', 'boots']);
    const rows = await t.app.db.select().from(ledger).where(and(eq(ledger.reason, LedgerReason.shopPurchase), eq(ledger.delta, -cost)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ currency: 'TMT', ref: expect.stringMatching(/^shop:\d+$/) });

    const pack = await buy(who, 'limitedShinGuards', 3);
    expect(pack.d).toMatchObject({ limitLeft: 2, stockLeft: SHOP_GOODS.limitedShinGuards.stock! - 3 });
    const shop = await list(who);
    expect(area(shop, 'collection').goods.find((goods) => goods.goodsId === 'collectionBoots')?.limitLeft).toBe(1);
    expect(area(shop, 'limited').goods.find((goods) => goods.goodsId === 'limitedShinGuards')).toMatchObject({ limitLeft: 2, stockLeft: SHOP_GOODS.limitedShinGuards.stock! - 3 });
  });

  it('buys with points in a rotating area', async () => {
    const pointsGoods = [...area(await list(), 'daily').goods, ...area(await list(), 'weekly').goods].find((goods) => goods.currency === 'POINTS');
    if (!pointsGoods) throw new Error('the fixed rotation of 2030-01-15 offers goods for points');
    const who = await shopper({ POINTS: '5000' });
    const answer = await buy(who, pointsGoods.goodsId);
    expect(answer.r).toBe(0);
    expect(answer.d).toMatchObject({ currency: 'POINTS', cost: pointsGoods.price, limitLeft: pointsGoods.limit - 1, stockLeft: pointsGoods.stock! - 1 });
    expect((await balances(who)).POINTS).toBe((5000n - BigInt(pointsGoods.price)).toString());
    const mine = await t.call<CardMineResponse>(ApiPaths.cardMine, {}, { token: who.token });
    expect(mine.d.list.filter((card) => answer.d.tokenIds.includes(card.tokenId))).toHaveLength(1);
  });

  it('TMT spent in the shop counts as consumed for the referral: the inviter earns 1 TMT per 100', async () => {
    const inviter = await shopper({});
    const { inviteCode } = (await t.call<InvitationInfoResponse>(ApiPaths.invitationInfo, {}, { token: inviter.token })).d;
    const email = uniqueEmail('friend');
    expect((await t.call(ApiPaths.register, { email, password: PASSWORD, inviteCode })).r).toBe(0);
    await activate(t, email);
    expect((await t.call(ApiPaths.devGrant, { email, currencies: { TMT: toBaseUnits('TMT', '1000').toString() } })).r).toBe(0);
    const friend = { email, token: (await login(t, email)).token };
    expect((await buy(friend, 'regularAllStarPack')).r).toBe(0);
    const totals = await t.call<ReferralTotals>(ApiPaths.invitationFreezeReward, {}, { token: inviter.token });
    expect(totals.d.earned).toBe(toBaseUnits('TMT', '2').toString());
    const tables = await t.call<InvitationTablesResponse>(ApiPaths.invitationTables);
    expect(tables.d.consumingReasons).toContain(LedgerReason.shopPurchase);
  });

  it('refuses without writing anything: not on offer, sold out, short stock, limit, balance, bad input, guests', async () => {
    const who = await shopper({ TMT: '100' });
    const offered = area(await list(), 'daily').goods.map((goods) => goods.goodsId);
    const notOffered = (['dailyEnergyDrink', 'dailyStaminaPotion', 'dailyXpCard', 'dailySkillBook', 'dailyBoots', 'dailyGloves'] as ShopGoodsId[]).find((goodsId) => !offered.includes(goodsId));
    await t.app.db.insert(shopStock).values({ goodsId: 'limitedLegendPack', stockWindow: 'all', stock: 100, sold: 100 }).onConflictDoNothing();
    await t.app.db.update(shopStock).set({ sold: SHOP_GOODS.limitedShinGuards.stock! - 2 }).where(eq(shopStock.goodsId, 'limitedShinGuards'));
    const before = await t.fingerprint();
    for (const [body, r] of [
      [{ goodsId: notOffered, quantity: 1 }, ErrorCode.SHOP_GOODS_NOT_OFFERED],
      [{ goodsId: 'limitedLegendPack', quantity: 1 }, ErrorCode.SHOP_SOLD_OUT],
      [{ goodsId: 'limitedShinGuards', quantity: 3 }, ErrorCode.SHOP_STOCK_SHORT],
      [{ goodsId: 'collectionGloves', quantity: 4 }, ErrorCode.MAX_PURCHASES_REACHED],
      [{ goodsId: 'collectionGloves', quantity: 3 }, ErrorCode.BALANCE_NOT_ENOUGH],
      [{ goodsId: 'regularAllStarPack', quantity: 1 }, ErrorCode.BALANCE_NOT_ENOUGH],
      [{ goodsId: 'regularXpCard', quantity: 11 }, ErrorCode.INVALID_PARAMS],
      [{ goodsId: 'regularXpCard', quantity: 0 }, ErrorCode.INVALID_PARAMS],
      [{ goodsId: 'golden-boot', quantity: 1 }, ErrorCode.INVALID_PARAMS],
      [{ goodsId: 'regularXpCard', quantity: 1, price: '0' }, ErrorCode.INVALID_PARAMS],
    ] as const) {
      expect({ body, r: (await t.call(ApiPaths.shopBuy, body, { token: who.token })).r }).toEqual({ body, r });
    }
    expect((await t.call(ApiPaths.shopBuy, { goodsId: 'regularXpCard', quantity: 1 })).r).toBe(ErrorCode.SESSION_INVALID);
    expect(await t.fingerprint()).toEqual(before);
    await t.app.db.update(shopStock).set({ sold: 0 }).where(eq(shopStock.goodsId, 'limitedLegendPack'));
  });

  it('sells the last 3 of a limited supply to exactly 3 of 30 concurrent buyers', async () => {
    const stock = SHOP_GOODS.limitedLegendPack.stock!;
    await t.app.db.insert(shopStock).values({ goodsId: 'limitedLegendPack', stockWindow: 'all', stock, sold: 0 }).onConflictDoNothing();
    await t.app.db.update(shopStock).set({ sold: stock - 3 }).where(eq(shopStock.goodsId, 'limitedLegendPack'));
    const buyers = await Promise.all(Array.from({ length: 30 }, () => shopper({ TMT: '500' })));
    const answers = await Promise.all(buyers.map((who) => buy(who, 'limitedLegendPack')));
    expect(answers.filter((answer) => answer.r === 0)).toHaveLength(3);
    expect(answers.filter((answer) => answer.r === ErrorCode.SHOP_SOLD_OUT)).toHaveLength(27);
    const [row] = await t.app.db.select().from(shopStock).where(eq(shopStock.goodsId, 'limitedLegendPack'));
    expect(row).toMatchObject({ stock, sold: stock });
    const left = await Promise.all(buyers.map(async (who) => (await balances(who)).TMT));
    expect(left.filter((amount) => amount === toBaseUnits('TMT', '50').toString())).toHaveLength(3);
    expect(left.filter((amount) => amount === toBaseUnits('TMT', '500').toString())).toHaveLength(27);
    expect(area(await list(), 'limited').goods.find((goods) => goods.goodsId === 'limitedLegendPack')?.stockLeft).toBe(0);
  });

  it('keeps one user firing 10 purchases to a per-user limit of 2', async () => {
    const who = await shopper({ TMT: '1000' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => buy(who, 'collectionShirt')));
    const limit = SHOP_GOODS.collectionShirt.limit;
    expect(answers.filter((answer) => answer.r === 0)).toHaveLength(limit);
    expect(answers.filter((answer) => answer.r === ErrorCode.MAX_PURCHASES_REACHED)).toHaveLength(10 - limit);
    expect((await balances(who)).TMT).toBe((toBaseUnits('TMT', '1000') - SHOP_GOODS.collectionShirt.price * BigInt(limit)).toString());
  });

  it('a new day brings a new daily rotation with fresh stock and limits; the weekly one waits for Monday', async () => {
    const who = await shopper({ TMT: '1000', POINTS: '5000' });
    const daily = area(await list(who), 'daily').goods[0]!;
    expect((await buy(who, daily.goodsId)).r).toBe(0);
    const weekly = area(await list(who), 'weekly');

    t.clock.advance(DAY_MS);
    const outcomes = (await runDueJobs()).filter((outcome) => outcome.key.startsWith('shop-'));
    expect(outcomes.map((outcome) => outcome.key)).toEqual([`${ROTATION.daily.job}:2030-01-16T00:00Z`]);
    const shop = await list(who);
    expect(area(shop, 'daily')).toMatchObject({ rotatedAt: seconds('2030-01-16T00:00:00Z'), nextRotationAt: seconds('2030-01-17T00:00:00Z') });
    expect(area(shop, 'daily').goods.map((goods) => goods.goodsId)).toEqual(rotationGoods('daily', new Date('2030-01-16T00:00:00Z')));
    expect(area(shop, 'daily').goods.every((goods) => goods.stockLeft === goods.stock && goods.limitLeft === goods.limit)).toBe(true);
    expect(area(shop, 'weekly')).toEqual(weekly);

    t.clock.advance(5 * DAY_MS);
    const monday = (await runDueJobs()).filter((outcome) => outcome.key.startsWith('shop-'));
    expect(monday.map((outcome) => outcome.key).sort()).toEqual([`${ROTATION.daily.job}:2030-01-21T00:00Z`, `${ROTATION.weekly.job}:2030-01-21T00:00Z`]);
    expect(area(await list(), 'weekly')).toMatchObject({ rotatedAt: seconds('2030-01-21T00:00:00Z'), nextRotationAt: seconds('2030-01-28T00:00:00Z') });
  });
});
