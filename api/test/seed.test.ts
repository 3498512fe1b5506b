import {
  ApiPaths,
  CARD_FAMILIES,
  CURRENCIES,
  RARITIES,
  toBaseUnits,
  type CardMineResponse,
  type ClaimListResponse,
  type CurrencyResponse,
  type EventListResponse,
  type LoginResponse,
  type MarketListResponse,
  type OrdersResponse,
  type OrderView,
  type PackListResponse,
} from '@fc/shared/contracts';
import { DEMO_ACCOUNT } from '../src/app';
import { DEMO_SERIES } from '../src/modules/packs/constants';
import { DEMO_MARKET_SELLERS } from '../src/modules/market/constants';
import { seedDemoData } from '../src/seed';
import { createTestApp, type TestApp } from './helpers/build-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

async function demoToken(): Promise<string> {
  const answer = await t.call<LoginResponse>(ApiPaths.login, { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });
  expect(answer.r).toBe(0);
  return answer.d.token;
}

describe('demo data on an empty database', () => {
  it('creates an activated demo account (demo@fc.example / demo1234)', async () => {
    expect(DEMO_ACCOUNT).toMatchObject({ email: 'demo@fc.example', password: 'demo1234' });
    const answer = await t.call<LoginResponse>(ApiPaths.login, { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });
    expect(answer.d).toMatchObject({ nickName: DEMO_ACCOUNT.nickName, clubName: DEMO_ACCOUNT.clubName });
  });

  it('gives it a balance in every currency, through the ledger', async () => {
    const token = await demoToken();
    const answer = await t.call<CurrencyResponse>(ApiPaths.currency, {}, { token });
    for (const code of CURRENCIES) expect(BigInt(answer.d.currency[code])).toBeGreaterThan(0n);
    const [row] = await t.app.dbHandle.rawTransaction((raw) =>
      raw.query<{ n: number }>("SELECT count(*)::int AS n FROM ledger WHERE reason = 'demo_seed'"),
    );
    expect(row?.n).toBe(CURRENCIES.length);
  });

  it('gives it two messages, one unread', async () => {
    const token = await demoToken();
    const answer = await t.call<EventListResponse>(ApiPaths.eventList, {}, { token });
    expect(answer.d).toMatchObject({ total: 2, unread: 1 });
    expect(answer.e.system_event).toBe(1);
  });

  it('gives it a collection: every family, FP cards of every rarity, two training together, one wearing boots, a trial squad', async () => {
    const token = await demoToken();
    const { d } = await t.call<CardMineResponse>(ApiPaths.cardMine, { pageSize: 100 }, { token });
    const families = new Set(d.list.map((card) => card.family));
    expect([...families].sort()).toEqual([...CARD_FAMILIES].sort());
    const fp = d.list.filter((card) => card.family === 'fp');
    expect(new Set(fp.map((card) => card.rarity))).toEqual(new Set(RARITIES));
    expect(fp.filter((card) => card.state === 'training')).toHaveLength(2);
    expect(fp.filter((card) => card.state === 'trial')).toHaveLength(11);
    expect(d.list.filter((card) => card.family === 'item' && card.state === 'in_use').map((card) => card.kind)).toEqual(['boots']);
    expect(d.list.filter((card) => card.family === 'pack').map((card) => card.kind).sort()).toEqual(['allStar', 'legend']);
  });

  it('gives it grants from three sources, part-released', async () => {
    const token = await demoToken();
    const { grants } = (await t.call<ClaimListResponse>(ApiPaths.claimList, {}, { token })).d;
    expect(new Set(grants.map((grant) => grant.source))).toEqual(new Set(['topPrize', 'airdrop', 'referral']));
    expect(grants.filter((grant) => BigInt(grant.released) > 0n && BigInt(grant.frozen) > 0n).length).toBeGreaterThanOrEqual(2);
  });

  it('puts a pack sale on show: one series on sale, one taking reservations, one on exhibition', async () => {
    const { list } = (await t.call<PackListResponse>(ApiPaths.packList)).d;
    expect(list.map((series) => [series.seriesId, series.period]).sort()).toEqual(DEMO_SERIES.map((demo) => [demo.seriesId, demo.period]).sort());
  });

  it('puts a market on show: fixed-price and auction listings in every tab, from the demo sellers', async () => {
    const seen = [];
    for (const tab of ['fp', 'rol', 'pack'] as const) {
      const { list } = (await t.call<MarketListResponse>(ApiPaths.marketList, { tab, sort: 'newest' })).d;
      expect(list.length).toBeGreaterThan(0);
      seen.push(...list);
    }
    expect(seen).toHaveLength(DEMO_MARKET_SELLERS.reduce((sum, seller) => sum + seller.listings.length, 0));
    expect(new Set(seen.map((listing) => listing.saleType))).toEqual(new Set(['fixed', 'auction']));
    expect(seen.every((listing) => listing.state === 'listed' && listing.item.state === 'listed')).toBe(true);
  });

  it('gives it orders to look at: a recharge, a paid buy-TMT order and one awaiting payment', async () => {
    const token = await demoToken();
    const { list } = (await t.call<OrdersResponse>(ApiPaths.orders, {}, { token })).d;
    expect(list.map((order) => [order.kind, order.status]).sort()).toEqual([
      ['add_funds', 'fulfilled'],
      ['buy_tmt', 'fulfilled'],
      ['buy_tmt', 'success'],
    ]);
    const view = async (kind: string, status: string) => {
      const summary = list.find((order) => order.kind === kind && order.status === status);
      return (await t.call<OrderView>(ApiPaths.orderDetail, { orderId: summary?.orderId }, { token })).d;
    };
    const recharge = await view('add_funds', 'fulfilled');
    expect(recharge).toMatchObject({ rechargeId: recharge.orderId, bought: { amount: toBaseUnits('USD', '100').toString(), points: '100' } });
    expect(await view('buy_tmt', 'fulfilled')).toMatchObject({ amount: '2500', bought: { tmt: { amount: toBaseUnits('TMT', '250').toString(), usdPerTmt: '0.1' } }, canRetry: false });
    expect(await view('buy_tmt', 'success')).toMatchObject({ amount: '1000', canRetry: true, canCancel: true });

    // Their credits are ledger rows like a paid order's.
    const rows = await t.app.dbHandle.rawTransaction((raw) =>
      raw.query<{ reason: string; currency: string; delta: string }>("SELECT reason, currency, delta::text FROM ledger WHERE ref LIKE 'order:%' ORDER BY id"),
    );
    expect(rows.map((row) => [row.reason, row.currency, row.delta])).toEqual([
      ['add_funds', 'USD', '10000'],
      ['order_points', 'POINTS', '100'],
      ['buy_tmt', 'TMT', toBaseUnits('TMT', '250').toString()],
      ['order_points', 'POINTS', '25'],
    ]);
  });

  it("times the demo's waiting order out once its week has passed, crediting nothing", async () => {
    t.clock.advance(7 * 24 * 60 * 60 * 1000);
    const token = await demoToken();
    const { list } = (await t.call<OrdersResponse>(ApiPaths.orders, { status: 'timeout' }, { token })).d;
    expect(list.map((order) => order.kind)).toEqual(['buy_tmt']);
    const [row] = await t.app.dbHandle.rawTransaction((raw) => raw.query<{ n: number }>("SELECT count(*)::int AS n FROM tmt_purchases WHERE status = 'released'"));
    expect(row?.n).toBe(1);
  });

  it('does nothing on a database that has accounts', async () => {
    const before = await t.fingerprint();
    expect(await seedDemoData(t.app.db, t.clock.now())).toBe(false);
    expect(await t.fingerprint()).toEqual(before);
  });
});
