// 50-way races across two API processes on one PostgreSQL database (issue 27): the calls are split between two apps
// over one database (as in processes.test.ts) and fired at once, so only the database's locks and constraints keep
// the counts. Each race is asserted from what the callers see and from the rows. PostgreSQL only (skipped on PGlite).
import { and, eq, inArray } from 'drizzle-orm';
import { ApiPaths, ErrorCode, toBaseUnits, type ClaimResponse, type CodeExchangeResponse, type CurrencyResponse, type DevGrantResponse, type MarketBuyResponse, type MarketSellResponse, type PackBuyResponse } from '@fc/shared/contracts';
import { findCard } from '../src/modules/cards/repository';
import { DEV_GRANT_PASSWORD } from '../src/modules/dev/constants';
import { createGiftCode } from '../src/modules/gift-codes/admin';
import { giftCodes } from '../src/modules/gift-codes/tables';
import { writeGrant } from '../src/modules/grants/repository';
import { MARKET_LEDGER_REF_PREFIX } from '../src/modules/market/constants';
import { PACK_LEDGER_REF_PREFIX, SERIES_CONFIG } from '../src/modules/packs/constants';
import { createSeries } from '../src/modules/packs/seed';
import { packPurchases, packSeries } from '../src/modules/packs/tables';
import { LedgerReason } from '../src/modules/wallet/constants';
import { ledger } from '../src/modules/wallet/tables';
import { assertLedgerInvariant, createTestApp, type TestApp } from './helpers/build-app';
import { quickUsers, type QuickUser } from './helpers/quick-users';
import { login, uniqueEmail } from './helpers/users';

jest.setTimeout(300_000);

const RACERS = 50;
const tmt = (whole: string) => toBaseUnits('TMT', whole);
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('50-way races across two API processes', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp();
    second = await first.twin();
  });
  afterAll(async () => {
    await assertLedgerInvariant(first.app);
    await second.close();
    await first.close();
  });

  /** The `index`th caller's process: even on the first, odd on the second. */
  const via = (index: number) => (index % 2 === 0 ? first : second);
  /** Every caller's call at once, half through each process. */
  const race = <T>(callers: { token: string }[], path: string, body: (index: number) => object) =>
    Promise.all(callers.map((who, index) => via(index).call<T>(path, body(index), { token: who.token })));
  const tmtOf = async (who: { token: string }) => BigInt((await first.call<CurrencyResponse>(ApiPaths.currency, {}, { token: who.token })).d.currency.TMT);
  const count = (codes: number[], code: number) => codes.filter((candidate) => candidate === code).length;

  it('the last listing of a card, bought by 50: one owner, one debit, 49 LISTING_NOT_AVAILABLE, every other balance untouched', async () => {
    const email = uniqueEmail('seller');
    const granted = await first.call<DevGrantResponse>(ApiPaths.devGrant, { email, fpCards: [{ rarity: 'legendary' }] });
    const [tokenId] = granted.d.fpCards as [string];
    const seller = await login(first, email, DEV_GRANT_PASSWORD);
    const price = tmt('100');
    const listed = await first.call<MarketSellResponse>(ApiPaths.marketSell, { tokenId, saleType: 'fixed', price: price.toString() }, { token: seller.token });
    expect(listed.r).toBe(ErrorCode.OK);
    const { transId } = listed.d;
    const buyers = await quickUsers(first, RACERS, { TMT: tmt('150') }, 'market-racer');

    const answers = await race<MarketBuyResponse>(buyers, ApiPaths.marketBuy, () => ({ transId }));

    const codes = answers.map((answer) => answer.r);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(count(codes, ErrorCode.OK)).toBe(1);
    expect(count(codes, ErrorCode.LISTING_NOT_AVAILABLE)).toBe(RACERS - 1);
    const winner = buyers[codes.indexOf(ErrorCode.OK)] as QuickUser;
    expect((await findCard(first.app.db, tokenId))?.ownerId).toBe(winner.userId);
    const debits = await first.app.db.select().from(ledger).where(and(eq(ledger.ref, `${MARKET_LEDGER_REF_PREFIX}${transId}`), eq(ledger.reason, LedgerReason.marketPurchase)));
    expect(debits.map((row) => [row.userId, row.delta])).toEqual([[winner.userId, -price]]);
    const after = await Promise.all(buyers.map(tmtOf));
    expect(after.map((value, index) => (buyers[index] === winner ? tmt('150') - price : tmt('150')))).toEqual(after);
  });

  it("25 pairs of users buying each other's listing at the same moment: all 50 purchases go through, none refused by a deadlock", async () => {
    const price = tmt('10');
    const users = await quickUsers(first, RACERS, { TMT: tmt('50') }, 'crossing-buyer');
    const listings: string[] = [];
    for (const user of users) {
      const granted = await first.call<DevGrantResponse>(ApiPaths.devGrant, { email: user.email, fpCards: [{ rarity: 'common' }] });
      const [tokenId] = granted.d.fpCards as [string];
      const listed = await first.call<MarketSellResponse>(ApiPaths.marketSell, { tokenId, saleType: 'fixed', price: price.toString() }, { token: user.token });
      expect(listed.r).toBe(ErrorCode.OK);
      listings.push(listed.d.transId);
    }
    // Pairs (0, 1), (2, 3)…: each buys the other's listing, the two purchases of a pair through different processes.
    const partner = (index: number) => index ^ 1;

    const answers = await race<MarketBuyResponse>(users, ApiPaths.marketBuy, (index) => ({ transId: listings[partner(index)] }));

    expect(answers.map((answer) => answer.r)).toEqual(users.map(() => ErrorCode.OK));
    // Each paid the price and was paid the price less the fee: the same balance for all.
    const after = await Promise.all(users.map(tmtOf));
    expect(new Set(after.map(String)).size).toBe(1);
    expect(after[0]! < tmt('50')).toBe(true);
  });

  it('the last 7 packs of a series, asked for 1 or 2 at a time by 50: never oversold, sold == supply - left, each pack paid once', async () => {
    const seriesId = `race-${Date.now()}`;
    await createSeries(first.app.db, { seriesId, config: SERIES_CONFIG.legend, period: 'onSale', hoursIn: 1, now: first.clock.now() });
    const left = 7;
    await first.app.db.update(packSeries).set({ remaining: left }).where(eq(packSeries.publicId, seriesId));
    const price = SERIES_CONFIG.legend.priceTmt;
    const start = price * 3n;
    const buyers = await quickUsers(first, RACERS, { TMT: start }, 'pack-racer');
    const quantity = (index: number) => 1 + (index % 4 === 3 ? 1 : 0);

    const answers = await race<PackBuyResponse>(buyers, ApiPaths.packCapsBuy, (index) => ({ seriesId, quantity: quantity(index) }));

    const codes = answers.map((answer) => answer.r);
    expect(count(codes, ErrorCode.OK) + count(codes, ErrorCode.PACK_SOLD_OUT)).toBe(RACERS);
    const boughtBy = answers.map((answer, index) => (answer.r === ErrorCode.OK ? quantity(index) : 0));
    const soldAsSeen = boughtBy.reduce((sum, value) => sum + value, 0);
    // One pack left may be refused to someone asking for two; never more than that.
    expect(soldAsSeen).toBeGreaterThanOrEqual(left - 1);
    expect(soldAsSeen).toBeLessThanOrEqual(left);
    expect(answers.flatMap((answer) => (answer.r === ErrorCode.OK ? answer.d.tokenIds : []))).toHaveLength(soldAsSeen);

    const [series] = await first.app.db.select().from(packSeries).where(eq(packSeries.publicId, seriesId));
    if (!series) throw new Error('no series');
    const purchases = await first.app.db.select().from(packPurchases).where(eq(packPurchases.seriesId, series.id));
    const sold = purchases.reduce((sum, row) => sum + row.quantity, 0);
    expect(sold).toBe(soldAsSeen);
    expect(series.remaining).toBe(left - sold);
    expect(series.remaining).toBeGreaterThanOrEqual(0);
    const debits = await first.app.db
      .select()
      .from(ledger)
      .where(inArray(ledger.ref, purchases.map((row) => `${PACK_LEDGER_REF_PREFIX}${row.publicId}`)));
    expect(debits).toHaveLength(purchases.length);
    expect(debits.reduce((sum, row) => sum - row.delta, 0n)).toBe(price * BigInt(sold));
    const after = await Promise.all(buyers.map(tmtOf));
    expect(after).toEqual(boughtBy.map((packs) => start - price * BigInt(packs)));
  });

  it('a gift code with 10 uses, redeemed by 50 users at once: exactly 10 redeemed and credited, 40 GIFT_CODE_USED_UP', async () => {
    const players = await quickUsers(first, RACERS, {}, 'gift-racer');
    const amount = tmt('7');
    const { code } = await createGiftCode(first.app.db, { uses: 10, grants: [{ kind: 'currency', currency: 'TMT', amount: amount.toString() }], expiresAt: null }, first.clock.now());

    const answers = await race<CodeExchangeResponse>(players, ApiPaths.codeExchange, () => ({ code }));

    const codes = answers.map((answer) => answer.r);
    expect(count(codes, ErrorCode.OK)).toBe(10);
    expect(count(codes, ErrorCode.GIFT_CODE_USED_UP)).toBe(RACERS - 10);
    const [row] = await first.app.db.select().from(giftCodes).where(eq(giftCodes.code, code));
    expect(row?.usesCount).toBe(10);
    const credits = await first.app.db.select().from(ledger).where(eq(ledger.ref, code));
    const winners = players.filter((_, index) => codes[index] === ErrorCode.OK).map((who) => who.userId);
    expect(credits.map((entry) => entry.userId).sort()).toEqual([...winners].sort());
    expect(credits.every((entry) => entry.reason === LedgerReason.giftCode && entry.delta === amount)).toBe(true);
    expect(await Promise.all(players.map(tmtOf))).toEqual(codes.map((r) => (r === ErrorCode.OK ? amount : 0n)));
  });

  it('claims: 10 users with a grant each, 5 concurrent claims per user (50 at once), each paid exactly once', async () => {
    const users = await quickUsers(first, 10, {}, 'claim-racer');
    const amount = 777n;
    const ref = `race-${Date.now()}`;
    await first.app.db.transaction(async (tx) => {
      for (const user of users) {
        await writeGrant(tx, { userId: user.userId, source: 'topPrize', currency: 'TMT', amount, startsAt: first.clock.now(), durationS: 0, ref: `${ref}-${user.userId}` }, first.clock.now());
      }
    });
    const callers = users.flatMap((user) => Array.from({ length: RACERS / users.length }, () => user));

    const answers = await race<ClaimResponse>(callers, ApiPaths.claim, () => ({}));

    expect(answers.every((answer) => answer.r === ErrorCode.OK)).toBe(true);
    for (const user of users) {
      const paid = answers.filter((answer, index) => callers[index] === user && answer.d.claimed.TMT !== undefined);
      expect(paid.map((answer) => answer.d.claimed.TMT)).toEqual([amount.toString()]);
    }
    const rows = await first.app.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.reason, LedgerReason.claim), inArray(ledger.userId, users.map((user) => user.userId))));
    expect(rows.map((row) => row.userId).sort()).toEqual(users.map((user) => user.userId).sort());
    expect(rows.every((row) => row.delta === amount)).toBe(true);
    expect(await Promise.all(users.map(tmtOf))).toEqual(users.map(() => amount));
  });
});
