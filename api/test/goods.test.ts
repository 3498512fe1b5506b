import { eq } from 'drizzle-orm';
import { ApiPaths, ErrorCode, type BuyGoodsResponse, type CardMineResponse, type ConfigGoodsResponse, type CurrencyResponse } from '@fc/shared/contracts';
import { DEV_GRANT_PASSWORD } from '../src/modules/dev/constants';
import { GOODS } from '../src/modules/goods/constants';
import { LedgerReason } from '../src/modules/wallet/constants';
import { ledger } from '../src/modules/wallet/tables';
import { createTestApp, type TestApp } from './helpers/build-app';
import { login, uniqueEmail } from './helpers/users';

jest.setTimeout(120_000);

const DAY_MS = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function shopper(points: string): Promise<{ token: string }> {
  const email = uniqueEmail('shopper');
  expect((await t.call(ApiPaths.devGrant, { email, currencies: { POINTS: points } })).r).toBe(0);
  return { token: (await login(t, email, DEV_GRANT_PASSWORD)).token };
}
const buy = (who: { token: string }, goodsId: string, quantity: number) => t.call<BuyGoodsResponse>(ApiPaths.buyGoods, { goodsId, quantity }, { token: who.token });
const points = async (who: { token: string }) => (await t.call<CurrencyResponse>(ApiPaths.currency, {}, { token: who.token })).d.currency.POINTS;

describe('the points shop', () => {
  it('/config/goods lists the goods with prices and daily limits, to guests too', async () => {
    const answer = await t.call<ConfigGoodsResponse>(ApiPaths.configGoods);
    expect(answer.r).toBe(0);
    expect(answer.d.goods).toEqual(
      Object.entries(GOODS).map(([goodsId, goods]) => ({ goodsId, gives: goods.gives, price: goods.price.toString(), dailyLimit: goods.dailyLimit, boughtToday: 0 })),
    );
  });

  it('buying debits the points through the ledger and gives the items, in one go', async () => {
    const who = await shopper('1000');
    const answer = await buy(who, 'xpCard', 3);
    expect(answer.r).toBe(0);
    expect(answer.d).toMatchObject({ goodsId: 'xpCard', quantity: 3, cost: (GOODS.xpCard.price * 3n).toString() });
    expect(answer.d.tokenIds).toHaveLength(3);
    expect(await points(who)).toBe((1000n - GOODS.xpCard.price * 3n).toString());
    expect(answer.d.balance).toBe(await points(who));
    const items = await t.call<CardMineResponse>(ApiPaths.cardMine, { family: 'item' }, { token: who.token });
    expect(items.d.list.filter((card) => answer.d.tokenIds.includes(card.tokenId)).map((card) => card.kind)).toEqual(['xpCard', 'xpCard', 'xpCard']);
    const [row] = await t.app.db.select().from(ledger).where(eq(ledger.reason, LedgerReason.goodsPurchase));
    expect(row).toMatchObject({ currency: 'POINTS', delta: -GOODS.xpCard.price * 3n });

    const pack = await buy(who, 'allStarPack', 1);
    expect(pack.r).toBe(ErrorCode.BALANCE_NOT_ENOUGH);
    const shop = await t.call<ConfigGoodsResponse>(ApiPaths.configGoods, {}, { token: who.token });
    expect(shop.d.goods.find((goods) => goods.goodsId === 'xpCard')?.boughtToday).toBe(3);
  });

  it('keeps to the daily limit, even for concurrent purchases, and a new UTC day starts again', async () => {
    const who = await shopper('100000');
    const answers = await Promise.all(Array.from({ length: 4 }, () => buy(who, 'skillBook', 2)));
    expect(answers.map((answer) => answer.r).sort()).toEqual([0, 0, ErrorCode.DAILY_PURCHASE_LIMIT, ErrorCode.DAILY_PURCHASE_LIMIT]);
    expect((await buy(who, 'skillBook', 1)).r).toBe(0);
    expect(await points(who)).toBe((100000n - GOODS.skillBook.price * 5n).toString());
    t.clock.advance(DAY_MS);
    expect((await buy(who, 'skillBook', 1)).r).toBe(0);
  });

  it('refuses without writing anything: limit, balance, unknown goods, bad quantity, guests', async () => {
    const who = await shopper('60');
    const before = await t.fingerprint();
    for (const [body, r] of [
      [{ goodsId: 'energyDrink', quantity: GOODS.energyDrink.dailyLimit + 1 }, ErrorCode.DAILY_PURCHASE_LIMIT],
      [{ goodsId: 'energyDrink', quantity: 21 }, ErrorCode.INVALID_PARAMS],
      [{ goodsId: 'energyDrink', quantity: 2 }, ErrorCode.BALANCE_NOT_ENOUGH],
      [{ goodsId: 'golden-boot', quantity: 1 }, ErrorCode.INVALID_PARAMS],
      [{ goodsId: 'energyDrink', quantity: 0 }, ErrorCode.INVALID_PARAMS],
      [{ goodsId: 'energyDrink', quantity: 1.5 }, ErrorCode.INVALID_PARAMS],
      [{ goodsId: 'energyDrink', quantity: 1, price: 0 }, ErrorCode.INVALID_PARAMS],
    ] as const) {
      expect({ body, r: (await t.call(ApiPaths.buyGoods, body, { token: who.token })).r }).toEqual({ body, r });
    }
    expect((await t.call(ApiPaths.buyGoods, { goodsId: 'energyDrink', quantity: 1 })).r).toBe(ErrorCode.SESSION_INVALID);
    expect(await t.fingerprint()).toEqual(before);
  });
});
