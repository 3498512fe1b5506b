import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  ApiPaths,
  ErrorCode,
  toBaseUnits,
  type CurrencyResponse,
  type DevGrantResponse,
  type PackBuyResponse,
  type PackCardResponse,
  type PackCardsResponse,
  type PackListResponse,
  type PackMine,
  type PackPullsResponse,
  type PackSeriesDetail,
  type CardOpenResponse,
  type CheckoutResponse,
  type OrderView,
  type PaymentSdkConfigResponse,
} from '@fc/shared/contracts';
import { drawSeriesLots, fairDigest, lotsListHash, lotsOrder, lotsWinners, serverSeedHash } from '@fc/shared/fair';
import { MEMORY_DATA_DIR } from '../src/config';
import { openDatabase } from '../src/db/client';
import { migrate, readMigrations } from '../src/db/migrate';
import { PACK_CONTENTS } from '../src/modules/cards/constants';
import { DEV_GRANT_PASSWORD } from '../src/modules/dev/constants';
import { PACK_PERIODS_JOB, PERIOD_HOURS, SERIES_CONFIG, type SeriesConfig } from '../src/modules/packs/constants';
import { runPackPeriods } from '../src/modules/packs/lifecycle';
import { periodAt } from '../src/modules/packs/rules';
import { createSeries } from '../src/modules/packs/seed';
import { packSeries } from '../src/modules/packs/tables';
import { sandboxPayments } from '../src/modules/payments/tables';
import { REFERRAL_CONSUMING_REASONS } from '../src/modules/referral/constants';
import { LedgerReason } from '../src/modules/wallet/constants';
import { ledger } from '../src/modules/wallet/tables';
import { createTestApp, type TestApp } from './helpers/build-app';
import { payWithCard } from './helpers/sandbox';
import { login, uniqueEmail } from './helpers/users';
import { quickUsers } from './helpers/quick-users';

jest.setTimeout(300_000);

const HOUR_MS = 3_600_000;
const tmt = (whole: string) => toBaseUnits('TMT', whole);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The test series' period lengths: a drawing long enough to stop in. */
const HOURS = { ...PERIOD_HOURS, drawing: 3 };

let seriesCount = 0;
/** A new series of its own whose `period` started an hour ago (the others at PERIOD_HOURS). */
async function series(period: 'exhibition' | 'reservation' | 'drawing' | 'beforeSale' | 'onSale', config: Partial<SeriesConfig> = {}): Promise<string> {
  seriesCount += 1;
  const seriesId = `test-${seriesCount}`;
  await createSeries(t.app.db, { seriesId, config: { ...SERIES_CONFIG.legend, ...config }, period, hoursIn: 1, now: t.clock.now(), hours: HOURS });
  return seriesId;
}

interface Buyer {
  token: string;
}
async function buyer(tmtWhole = '10000'): Promise<Buyer> {
  const email = uniqueEmail('packs');
  expect((await t.call<DevGrantResponse>(ApiPaths.devGrant, { email, currencies: { TMT: tmt(tmtWhole).toString() } })).r).toBe(0);
  return { token: (await login(t, email, DEV_GRANT_PASSWORD)).token };
}
const buy = (who: Buyer, seriesId: string, quantity = 1) => t.call<PackBuyResponse>(ApiPaths.packCapsBuy, { seriesId, quantity }, { token: who.token });
const reserve = (who: Buyer, seriesId: string, quantity: number) => t.call<PackMine>(ApiPaths.packReserve, { seriesId, quantity }, { token: who.token });
const detail = (seriesId: string, who?: Buyer) => t.call<PackSeriesDetail>(ApiPaths.packDetail, { seriesId }, { token: who?.token });
const balance = async (who: Buyer) => BigInt((await t.call<CurrencyResponse>(ApiPaths.currency, {}, { token: who.token })).d.currency.TMT);
const runPeriods = () => t.app.db.transaction((tx) => runPackPeriods(tx, t.clock.now()));
/** Moves the clock to a moment `hours` into the next period of a series that is `hoursIn` = 1 into `period`. */
const advanceHours = (hours: number) => t.clock.advance(hours * HOUR_MS);

describe('the rules', () => {
  it('the period is the last one started; the lots are drawn the same from the same seed and list', () => {
    const at = (h: number) => new Date(Date.UTC(2030, 0, 1, h));
    const starts = { exhibition: at(0), reservation: at(1), drawing: at(2), beforeSale: at(3), onSale: at(4), end: at(5) };
    expect([at(0), at(1), at(2), new Date(at(3).getTime() - 1), at(4), at(9)].map((now) => periodAt(starts, now))).toEqual([
      'exhibition',
      'reservation',
      'drawing',
      'drawing',
      'onSale',
      'end',
    ]);
    const seed = 'ab'.repeat(32);
    const entries = Array.from({ length: 30 }, (_, index) => ({ position: index + 1, entry: `e${index}`, quantity: (index % 3) + 1 }));
    for (const rule of ['fair', 'legacy'] as const) {
      const { won } = drawSeriesLots(rule, seed, entries, 20);
      expect(won.reduce((sum, n) => sum + n, 0)).toBe(20);
      expect(won.every((n, index) => n >= 0 && n <= (entries[index]?.quantity ?? 0))).toBe(true);
      expect(drawSeriesLots(rule, seed, [...entries].reverse(), 20).won).toEqual(won);
      expect(drawSeriesLots(rule, 'cd'.repeat(32), entries, 20).won).not.toEqual(won);
      expect(drawSeriesLots(rule, seed, entries, 1000).won).toEqual(entries.map((entry) => entry.quantity));
    }
  });
});

describe('public reads', () => {
  it('guests see the series with period, countdown, price, supply left; the odds table; the cards and a card', async () => {
    const seriesId = await series('onSale', { kind: 'allStar' });
    const list = await t.call<PackListResponse>(ApiPaths.packList);
    expect(list.r).toBe(0);
    const summary = list.d.list.find((item) => item.seriesId === seriesId);
    expect(summary).toMatchObject({ kind: 'allStar', period: 'onSale', priceTmt: SERIES_CONFIG.legend.priceTmt.toString(), left: SERIES_CONFIG.legend.supply, mine: null });
    expect(summary?.nextPeriodAt).toBe((summary?.now ?? 0) + (HOURS.onSale - 1) * 3600);

    const shown = await detail(seriesId);
    expect(shown.d.cardsPerPack).toBe(PACK_CONTENTS.allStar.cards);
    expect(shown.d.odds).toEqual([
      { rarity: 'common', chance: 7_000 },
      { rarity: 'rare', chance: 2_200 },
      { rarity: 'epic', chance: 650 },
      { rarity: 'legendary', chance: 140 },
      { rarity: 'unique', chance: 10 },
    ]);
    const cards = await t.call<PackCardsResponse>(ApiPaths.packCards, { seriesId });
    expect(cards.d.total).toBeGreaterThan(100);
    const first = cards.d.list[0];
    if (!first) throw new Error('no card');
    const card = await t.call<PackCardResponse>(ApiPaths.packCard, { seriesId, cardId: first.cardId });
    expect(card.d).toMatchObject({ playerId: first.playerId, name: first.name, club: first.club, position: first.position });
    expect(card.d.rarities.map((row) => [row.rarity, row.supply, row.pulled])).toEqual([
      ['common', 10_000, 0],
      ['rare', 1_000, 0],
      ['epic', 100, 0],
      ['legendary', 10, 0],
      ['unique', 1, 0],
    ]);
    expect((await t.call(ApiPaths.packCard, { seriesId, cardId: '999999' })).r).toBe(ErrorCode.NOT_FOUND);
    expect((await detail('no-such-series')).r).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call(ApiPaths.packDetail, { seriesId, extra: 1 })).r).toBe(ErrorCode.INVALID_PARAMS);
  });
});

describe('buying with TMT', () => {
  it('one transaction takes the TMT (ledger), the supply and gives the packs; the pulls show them, opened or not', async () => {
    const seriesId = await series('onSale');
    const who = await buyer();
    const answer = await buy(who, seriesId, 2);
    expect(answer.r).toBe(0);
    const price = SERIES_CONFIG.legend.priceTmt;
    expect(answer.d).toMatchObject({ cost: (price * 2n).toString(), balance: (tmt('10000') - price * 2n).toString() });
    expect(answer.d.tokenIds).toHaveLength(2);
    expect(answer.d.mine).toMatchObject({ bought: 2, left: SERIES_CONFIG.legend.maxPerUser - 2, boughtToday: 2, leftToday: SERIES_CONFIG.legend.dailyLimit - 2 });
    expect(await balance(who)).toBe(tmt('10000') - price * 2n);
    expect((await detail(seriesId)).d.left).toBe(SERIES_CONFIG.legend.supply - 2);
    const rows = await t.app.db.select().from(ledger).where(eq(ledger.reason, LedgerReason.packPurchase));
    expect(rows.some((row) => row.delta === -price * 2n)).toBe(true);
    expect(REFERRAL_CONSUMING_REASONS.has(LedgerReason.packPurchase)).toBe(true);

    const [tokenId] = answer.d.tokenIds;
    const opened = await t.call<CardOpenResponse>(ApiPaths.cardOpen, { tokenId }, { token: who.token });
    expect(opened.r).toBe(0);
    const pulls = await t.call<PackPullsResponse>(ApiPaths.packPulls, { seriesId }, { token: who.token });
    expect(pulls.d.list).toHaveLength(2);
    const pull = pulls.d.list.find((item) => item.tokenId === tokenId);
    expect(pull).toMatchObject({ opened: true, paidWith: 'TMT' });
    expect(pull?.revealed).toHaveLength(PACK_CONTENTS.legend.cards);
    // Each revealed card names its player, whose art the pack page shows.
    expect(pull?.revealed.every((card) => card.playerId > 0 && card.name !== '')).toBe(true);
  });

  it('refuses with a clear code and writes nothing: not open, balance, daily limit, maximum, sold out, guests, bad input', async () => {
    const notYet = await series('exhibition');
    const open = await series('onSale', { maxPerUser: 4, dailyLimit: 2 });
    const tiny = await series('onSale', { supply: 1, lots: 0 });
    const poor = await buyer('1');
    const who = await buyer();
    expect((await buy(who, open, 2)).r).toBe(0);
    expect((await buy(who, tiny, 1)).r).toBe(0);
    const before = await t.fingerprint();
    for (const [caller, body, r] of [
      [who, { seriesId: notYet, quantity: 1 }, ErrorCode.SALE_NOT_OPEN],
      [poor, { seriesId: open, quantity: 1 }, ErrorCode.BALANCE_NOT_ENOUGH],
      [who, { seriesId: open, quantity: 1 }, ErrorCode.DAILY_PURCHASE_LIMIT],
      [who, { seriesId: tiny, quantity: 1 }, ErrorCode.PACK_SOLD_OUT],
      [who, { seriesId: 'nope', quantity: 1 }, ErrorCode.NOT_FOUND],
      [who, { seriesId: open, quantity: 0 }, ErrorCode.INVALID_PARAMS],
      [who, { seriesId: open, quantity: 11 }, ErrorCode.INVALID_PARAMS],
      [who, { seriesId: open, quantity: 1, price: '0' }, ErrorCode.INVALID_PARAMS],
    ] as const) {
      expect({ body, r: (await t.call(ApiPaths.packCapsBuy, body, { token: caller.token })).r }).toEqual({ body, r });
    }
    expect((await t.call(ApiPaths.packCapsBuy, { seriesId: open, quantity: 1 })).r).toBe(ErrorCode.SESSION_INVALID);
    expect(await t.fingerprint()).toEqual(before);

    t.clock.advance(24 * HOUR_MS);
    expect((await buy(who, open, 2)).r).toBe(0);
    const over = await buy(who, open, 1);
    expect(over.r).toBe(ErrorCode.MAX_PURCHASES_REACHED);
  });

  it('race: 50 concurrent buyers of the last 5 packs get exactly 5, 45 clear refusals, no balance below zero', async () => {
    const seriesId = await series('onSale');
    await t.app.db.update(packSeries).set({ remaining: 5 }).where(eq(packSeries.publicId, seriesId));
    const price = SERIES_CONFIG.legend.priceTmt;
    // Half the buyers can pay for exactly one pack, so a wrong order of checks would show as a negative balance.
    const buyers = [...(await quickUsers(t, 25, { TMT: tmt('300') }, 'packs')), ...(await quickUsers(t, 25, { TMT: tmt('1000') }, 'packs'))];
    const totalBefore = (await Promise.all(buyers.map(balance))).reduce((sum, value) => sum + value, 0n);
    const answers = await Promise.all(buyers.map((who) => buy(who, seriesId, 1)));
    expect(answers.filter((answer) => answer.r === 0)).toHaveLength(5);
    expect(answers.filter((answer) => answer.r === ErrorCode.PACK_SOLD_OUT)).toHaveLength(45);
    const balances = await Promise.all(buyers.map(balance));
    expect(balances.every((value) => value >= 0n)).toBe(true);
    expect(balances.reduce((sum, value) => sum + value, 0n)).toBe(totalBefore - price * 5n);
    const [row] = await t.app.db.select().from(packSeries).where(eq(packSeries.publicId, seriesId));
    expect(row?.remaining).toBe(0);
    const [sold] = await t.app.dbHandle.rawTransaction((raw) =>
      raw.query<{ n: number }>(`SELECT coalesce(sum(quantity), 0)::int AS n FROM pack_purchases WHERE series_id = ${row?.id ?? 0}`),
    );
    expect(sold?.n).toBe(5);
  });

  it('race: one user firing 20 purchases at a limit of 3 gets exactly 3', async () => {
    const seriesId = await series('onSale', { maxPerUser: 3, dailyLimit: 10 });
    const who = await buyer();
    const answers = await Promise.all(Array.from({ length: 20 }, () => buy(who, seriesId, 1)));
    expect(answers.filter((answer) => answer.r === 0)).toHaveLength(3);
    expect(answers.filter((answer) => answer.r === ErrorCode.MAX_PURCHASES_REACHED)).toHaveLength(17);
    expect(await balance(who)).toBe(tmt('10000') - SERIES_CONFIG.legend.priceTmt * 3n);
    expect((await detail(seriesId, who)).d.mine).toMatchObject({ bought: 3, left: 0 });
  });
});

describe('reservation, lots drawing and the sale before the public', () => {
  it('/dev/packSeries opens a series in its period with that period done at once (the hash published), whatever the job did this minute', async () => {
    const seriesId = `dev-${uniqueEmail('s').slice(0, 12)}`.replace(/[^a-z0-9-]/g, '');
    await runPeriods();
    expect((await t.call(ApiPaths.devPackSeries, { seriesId, kind: 'legend', period: 'reservation' })).r).toBe(0);
    const opened = (await detail(seriesId)).d;
    expect(opened.period).toBe('reservation');
    expect(opened.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await t.call(ApiPaths.devPackSeries, { seriesId, kind: 'legend', period: 'reservation' })).r).toBe(ErrorCode.INVALID_PARAMS);
  });

  it('publishes the hash, draws the lots, reveals the seed; anyone recomputes the winners; winners buy first', async () => {
    const seriesId = await series('exhibition', { lots: 4, maxPerUser: 3 });
    const users = [];
    for (let n = 0; n < 5; n += 1) users.push(await buyer());
    const [first] = users;
    if (!first) throw new Error('no user');

    // Exhibition: nothing published yet, no reservation.
    await runPeriods();
    expect((await detail(seriesId)).d).toMatchObject({ period: 'exhibition', seedHash: null, seed: null, entries: [] });
    expect((await reserve(first, seriesId, 1)).r).toBe(ErrorCode.RESERVATION_NOT_OPEN);

    // Reservation: the hash is published once, whatever the runs.
    advanceHours(HOURS.exhibition);
    await Promise.all([runPeriods(), runPeriods()]);
    const published = (await detail(seriesId)).d;
    expect(published).toMatchObject({ period: 'reservation', seed: null, lotsRule: 'fair', playerSeed: null, nonce: 0 });
    expect(published.seedHash).toMatch(/^[0-9a-f]{64}$/);
    for (const [index, who] of users.entries()) expect((await reserve(who, seriesId, (index % 2) + 1)).r).toBe(0);
    expect((await reserve(first, seriesId, 1)).r).toBe(ErrorCode.ALREADY_RESERVED);
    const extra = await buyer();
    expect((await reserve(extra, seriesId, 4)).r).toBe(ErrorCode.MAX_PURCHASES_REACHED);
    const mine = await detail(seriesId, first);
    expect(mine.d.mine?.reservation).toMatchObject({ quantity: 1, state: 'reserved' });
    expect((await buy(first, seriesId, 1)).r).toBe(ErrorCode.SALE_NOT_OPEN);

    // Lots drawing: the reservations are drawing lots; nothing is revealed yet.
    advanceHours(HOURS.reservation);
    await runPeriods();
    const drawing = (await detail(seriesId, first)).d;
    expect(drawing).toMatchObject({ period: 'drawing', seed: null, seedHash: published.seedHash, nonce: 0 });
    // The player seed is the hash of the closed list as published: nobody at the server chose it.
    expect(drawing.playerSeed).toBe(lotsListHash(drawing.entries));
    expect(drawing.mine?.reservation?.state).toBe('drawing');
    expect(drawing.entries.every((entry) => entry.won === null)).toBe(true);
    expect((await reserve(extra, seriesId, 1)).r).toBe(ErrorCode.RESERVATION_NOT_OPEN);

    // Before sale: the seed is revealed with the winners, through the job runner, once.
    advanceHours(HOURS.drawing);
    await t.app.jobs.tick();
    const runs = (await t.app.jobs.drain()).filter((run) => run.key.startsWith(`${PACK_PERIODS_JOB}:`));
    expect(runs.some((run) => run.status === 'done')).toBe(true);
    const revealed = (await detail(seriesId)).d;
    expect(revealed.period).toBe('beforeSale');
    if (!revealed.seed) throw new Error('the seed is not revealed');
    // Anyone recomputes the drawing from the revealed seed and the published list.
    expect(serverSeedHash(revealed.seed)).toBe(published.seedHash);
    expect(revealed.playerSeed).toBe(drawing.playerSeed);
    expect(lotsListHash(revealed.entries)).toBe(revealed.playerSeed);
    if (!revealed.playerSeed) throw new Error('no player seed');
    const order = lotsOrder(fairDigest(revealed.seed, revealed.playerSeed, 0, 'lots'), revealed.entries.length);
    const quantities = revealed.entries.map((entry) => entry.quantity);
    const recomputed = lotsWinners(order, quantities, revealed.lots);
    expect(revealed.entries.map((entry) => entry.won)).toEqual(recomputed);
    expect(drawSeriesLots('fair', revealed.seed, revealed.entries, revealed.lots)).toEqual({ playerSeed: revealed.playerSeed, order, won: recomputed });
    expect(recomputed.reduce((sum, n) => sum + n, 0)).toBe(4);
    // The recorded wins follow that order: whole wins, then at most one partial, then none.
    const inOrder = order.map((index) => ({ won: revealed.entries[index]?.won ?? 0, asked: quantities[index] ?? 0 }));
    const firstShort = inOrder.findIndex((entry) => entry.won < entry.asked);
    expect(inOrder.slice(firstShort + 1).every((entry) => entry.won === 0)).toBe(true);
    // Another list is another player seed, and another order.
    const others = revealed.entries.map((_, changed) =>
      drawSeriesLots('fair', revealed.seed ?? '', revealed.entries.map((entry, index) => (index === changed ? { ...entry, quantity: entry.quantity + 1 } : entry)), revealed.lots),
    );
    expect(others.every((other) => other.playerSeed !== revealed.playerSeed)).toBe(true);
    expect(others.some((other) => other.order.join() !== order.join())).toBe(true);
    expect(revealed.entries.map((entry) => entry.quantity)).toEqual([1, 2, 1, 2, 1]);

    // Winners buy what they won, losers wait for the sale.
    for (const who of users) {
      const standing = (await detail(seriesId, who)).d.mine?.reservation;
      if (!standing) throw new Error('no reservation');
      if (standing.won > 0) {
        expect(standing.state).toBe('won');
        expect((await buy(who, seriesId, standing.won)).r).toBe(0);
        expect((await buy(who, seriesId, 1)).r).toBe(ErrorCode.MAX_PURCHASES_REACHED);
      } else {
        expect(standing.state).toBe('lost');
        expect((await buy(who, seriesId, 1)).r).toBe(ErrorCode.NOT_A_LOTS_WINNER);
      }
    }
    expect((await buy(extra, seriesId, 1)).r).toBe(ErrorCode.NOT_A_LOTS_WINNER);

    // On sale: everyone.
    advanceHours(HOURS.beforeSale);
    expect((await buy(extra, seriesId, 1)).r).toBe(0);
    const [row] = await t.app.db.select({ revealedAt: packSeries.revealedAt, drawnAt: packSeries.drawnAt }).from(packSeries).where(eq(packSeries.publicId, seriesId));
    await runPeriods();
    const [again] = await t.app.db.select({ revealedAt: packSeries.revealedAt, drawnAt: packSeries.drawnAt }).from(packSeries).where(eq(packSeries.publicId, seriesId));
    expect(again).toEqual(row);
  });

  it('a series committed under the legacy rule is drawn and verified by it (no player seed; the hash of the seed as text)', async () => {
    const seriesId = await series('reservation', { lots: 3, maxPerUser: 3 });
    await runPeriods();
    await t.app.db.update(packSeries).set({ lotsRule: 'legacy' }).where(eq(packSeries.publicId, seriesId));
    for (const quantity of [2, 1, 3]) expect((await reserve(await buyer(), seriesId, quantity)).r).toBe(0);
    advanceHours(HOURS.reservation);
    await runPeriods();
    advanceHours(HOURS.drawing);
    await runPeriods();
    const revealed = (await detail(seriesId)).d;
    expect(revealed).toMatchObject({ period: 'beforeSale', lotsRule: 'legacy', playerSeed: null, nonce: null });
    if (!revealed.seed) throw new Error('the seed is not revealed');
    expect(createHash('sha256').update(revealed.seed).digest('hex')).toBe(revealed.seedHash);
    expect(revealed.entries.map((entry) => entry.won)).toEqual(drawSeriesLots('legacy', revealed.seed, revealed.entries, revealed.lots).won);
  });
});

describe('migration 0041', () => {
  it('keeps the legacy rule for the series whose hash was published before it; the others are drawn by the fair rule', async () => {
    const handle = await openDatabase({ kind: 'pglite', dataDir: MEMORY_DATA_DIR });
    try {
      const migrations = readMigrations();
      await migrate(handle, migrations.filter((migration) => migration.version < '0041'));
      await handle.rawTransaction((raw) =>
        raw.exec(`INSERT INTO pack_series (public_id, kind, supply, remaining, price_tmt, price_usd, max_per_user, daily_limit, lots,
            exhibition_at, reservation_at, drawing_at, before_sale_at, on_sale_at, end_at, seed, hash_published_at, drawn_at, created_at)
          SELECT id, 'legend', 10, 10, 1, 1, 2, 2, 5, now(), now(), now(), now(), now(), now(), repeat('ab', 32), published, drawn, now()
          FROM (VALUES ('drawn', now(), now()), ('committed', now(), NULL), ('exhibited', NULL, NULL)) AS series (id, published, drawn)`),
      );
      await migrate(handle, migrations);
      const rows = await handle.rawTransaction((raw) => raw.query<{ public_id: string; lots_rule: string }>('SELECT public_id, lots_rule FROM pack_series ORDER BY id'));
      expect(rows).toEqual([
        { public_id: 'drawn', lots_rule: 'legacy' },
        { public_id: 'committed', lots_rule: 'legacy' },
        { public_id: 'exhibited', lots_rule: 'fair' },
      ]);
      // A fair series records its list hash exactly when drawn; a legacy one never.
      const refused = (sql: string) => expect(handle.rawTransaction((raw) => raw.exec(sql))).rejects.toThrow();
      await refused(`UPDATE pack_series SET drawn_at = now() WHERE public_id = 'exhibited'`);
      await refused(`UPDATE pack_series SET lots_list_hash = repeat('cd', 32) WHERE public_id = 'drawn'`);
    } finally {
      await handle.close();
    }
  });
});

describe('buying by card (a card_pack order)', () => {
  const order = (who: Buyer, seriesId: string, quantity: number) => t.call<CheckoutResponse>(ApiPaths.packInitSdkOrder, { seriesId, quantity }, { token: who.token });
  const orderOf = (who: Buyer, orderId: string) => t.call<OrderView>(ApiPaths.orderDetail, { orderId }, { token: who.token });
  const sessionOf = (checkout: CheckoutResponse) => new URL(checkout.redirectUrl, 'http://site.test').searchParams.get('session') ?? '';
  const usdOf = async (who: Buyer) => BigInt((await t.call<CurrencyResponse>(ApiPaths.currency, {}, { token: who.token })).d.currency.USD);

  it('holds the packs and limits while the order is open, gives them back when cancelled or timed out, delivers them once paid', async () => {
    const seriesId = await series('onSale');
    const who = await buyer();
    expect((await t.call<PaymentSdkConfigResponse>(ApiPaths.packSdkConfig, {}, { token: who.token })).d.provider).toBe('sandbox');
    const supply = SERIES_CONFIG.legend.supply;

    const first = await order(who, seriesId, 2);
    expect(first.r).toBe(0);
    const open = (await orderOf(who, first.d.orderId)).d;
    expect(open).toMatchObject({ kind: 'card_pack', status: 'success', amount: (SERIES_CONFIG.legend.priceUsd * 2n).toString() });
    expect(open.bought.pack).toEqual({ seriesId, packKind: 'legend', quantity: 2 });
    expect((await detail(seriesId, who)).d).toMatchObject({ left: supply - 2, mine: { bought: 2, boughtToday: 2 } });

    expect((await t.call(ApiPaths.cancelOrder, { orderId: first.d.orderId }, { token: who.token })).r).toBe(0);
    expect((await detail(seriesId, who)).d).toMatchObject({ left: supply, mine: { bought: 0, boughtToday: 0 } });

    const late = await order(who, seriesId, 1);
    t.clock.advance(31 * 60_000);
    await t.app.jobs.drain();
    expect((await orderOf(who, late.d.orderId)).d.status).toBe('timeout');
    expect((await detail(seriesId, who)).d).toMatchObject({ left: supply, mine: { bought: 0 } });

    const usdBefore = await usdOf(who);
    const paid = await order(who, seriesId, 1);
    expect((await t.call(ApiPaths.packInitCapsOrder, { orderId: paid.d.orderId }, { token: who.token })).r).toBe(0);
    const again = await t.call<CheckoutResponse>(ApiPaths.packInitCapsOrder, { orderId: paid.d.orderId }, { token: who.token });
    const response = await payWithCard(t, sessionOf(again.d), '4242 4242 4242 4242');
    expect(response.statusCode).toBe(303);
    await t.app.jobs.drain();
    await t.app.jobs.drain();
    expect((await orderOf(who, paid.d.orderId)).d.status).toBe('fulfilled');
    const pulls = await t.call<PackPullsResponse>(ApiPaths.packPulls, { seriesId }, { token: who.token });
    expect(pulls.d.list.map((pull) => [pull.paidWith, pull.opened])).toEqual([['USD', false]]);
    expect(await usdOf(who)).toBe(usdBefore);
    expect((await detail(seriesId, who)).d).toMatchObject({ left: supply - 1, mine: { bought: 1 } });
  });

  it('gives a payment taken after its order closed the packs when the supply and the totals still have room, and its USD back when not', async () => {
    const seriesId = await series('onSale', { maxPerUser: 2 });
    const who = await buyer();
    const supply = SERIES_CONFIG.legend.supply;
    const checkout = async (quantity: number) => {
      const opened = await order(who, seriesId, quantity);
      const started = await t.call<CheckoutResponse>(ApiPaths.packInitCapsOrder, { orderId: opened.d.orderId }, { token: who.token });
      expect((await t.call(ApiPaths.cancelOrder, { orderId: opened.d.orderId }, { token: who.token })).r).toBe(0);
      return { orderId: opened.d.orderId, session: sessionOf(started.d) };
    };
    const roomy = await checkout(1);
    const crowded = await checkout(2);
    // Meanwhile the buyer takes one of their two with TMT.
    expect((await buy(who, seriesId, 1)).r).toBe(0);
    const usdBefore = await usdOf(who);

    // The provider took both payments after all: one pack still fits the buyer's maximum, two no longer do.
    for (const late of [roomy, crowded]) {
      await t.app.db.update(sandboxPayments).set({ status: 'open' }).where(eq(sandboxPayments.id, late.session));
      expect((await payWithCard(t, late.session, '4242 4242 4242 4242')).statusCode).toBe(303);
      await t.app.jobs.drain();
    }

    expect((await orderOf(who, roomy.orderId)).d).toMatchObject({ status: 'fulfilled', refunded: false });
    expect((await orderOf(who, crowded.orderId)).d).toMatchObject({ status: 'fulfilled', refunded: true });
    expect(await usdOf(who)).toBe(usdBefore + SERIES_CONFIG.legend.priceUsd * 2n);
    const pulls = await t.call<PackPullsResponse>(ApiPaths.packPulls, { seriesId }, { token: who.token });
    expect(pulls.d.list.map((pull) => pull.paidWith).sort()).toEqual(['TMT', 'USD']);
    // The refused one took nothing: neither the supply nor the buyer's totals.
    expect((await detail(seriesId, who)).d).toMatchObject({ left: supply - 2, mine: { bought: 2, boughtToday: 2 } });
  });

  it('refuses an order the sale would refuse, writing no order', async () => {
    const closed = await series('exhibition');
    const small = await series('onSale', { maxPerUser: 1 });
    const who = await buyer();
    const before = await t.fingerprint();
    expect((await order(who, closed, 1)).r).toBe(ErrorCode.SALE_NOT_OPEN);
    expect((await order(who, small, 2)).r).toBe(ErrorCode.MAX_PURCHASES_REACHED);
    expect((await order(who, 'nope', 1)).r).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call(ApiPaths.packInitSdkOrder, { seriesId: small, quantity: 1, amount: '1' }, { token: who.token })).r).toBe(ErrorCode.INVALID_PARAMS);
    expect(await t.fingerprint()).toEqual(before);
  });
});
