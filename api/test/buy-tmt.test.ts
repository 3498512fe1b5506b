import { eq } from 'drizzle-orm';
import {
  API_BASE,
  ApiPaths,
  ErrorCode,
  toBaseUnits,
  type BuyTmtConfigResponse,
  type BuyTmtFromUsdResponse,
  type CheckoutResponse,
  type CurrencyResponse,
  type EventListResponse,
  type OrderView,
} from '@fc/shared/contracts';
import { loadConfig } from '../src/config';
import { sandboxPayments, sandboxWebhooks } from '../src/modules/payments/tables';
import { ledgerEntries } from '../src/modules/wallet/repository';
import { createTestApp, type TestApp } from './helpers/build-app';
import { payWithCard } from './helpers/sandbox';
import { signUp, type SignedInUser } from './helpers/users';

jest.setTimeout(300_000);

const MINUTE_MS = 60_000;
const usd = (whole: string) => toBaseUnits('USD', whole).toString();
const tmt = (whole: string) => toBaseUnits('TMT', whole).toString();
const CARD = { success: '4242 4242 4242 4242', decline: '4000 0000 0000 0002' } as const;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function balances(user: SignedInUser, app: TestApp = t): Promise<CurrencyResponse['currency']> {
  return (await app.call<CurrencyResponse>(ApiPaths.currency, {}, { token: user.token })).d.currency;
}

async function config(user: SignedInUser, app: TestApp = t): Promise<BuyTmtConfigResponse> {
  const answer = await app.call<BuyTmtConfigResponse>(ApiPaths.buyTmtConfig, {}, { token: user.token });
  expect(answer.r).toBe(0);
  return answer.d;
}

async function detail(user: SignedInUser, orderId: string, app: TestApp = t): Promise<OrderView> {
  const answer = await app.call<OrderView>(ApiPaths.orderDetail, { orderId }, { token: user.token });
  expect(answer.r).toBe(0);
  return answer.d;
}

type Order = CheckoutResponse & { session: string };

async function startOrder(user: SignedInUser, body: Record<string, unknown>, app: TestApp = t): Promise<Order> {
  const answer = await app.call<CheckoutResponse>(ApiPaths.buyTmtOrder, body, { token: user.token });
  expect(answer.r).toBe(0);
  const session = new URL(answer.d.redirectUrl, 'http://site.test').searchParams.get('session');
  if (!session) throw new Error(`no session in ${answer.d.redirectUrl}`);
  return { ...answer.d, session };
}

/** Gives an account USD the way an operator's adjustment would (the dev route, outside production). */
async function giveUsd(user: SignedInUser, amount: string, app: TestApp = t): Promise<void> {
  expect((await app.call(ApiPaths.devGrant, { email: user.email, currencies: { USD: amount } })).r).toBe(0);
}

async function webhookPayload(session: string, app: TestApp = t): Promise<string> {
  const rows = await app.app.db.select().from(sandboxWebhooks);
  const found = rows.find((row) => (JSON.parse(row.payload) as { data: { object: { id: string; metadata?: { checkoutSessionId?: string } } } }).data.object.id === session);
  if (!found) throw new Error(`no webhook for ${session}`);
  return found.payload;
}

function postWebhook(payload: string, app: TestApp = t) {
  const sandbox = app.app.payments.sandbox;
  if (!sandbox) throw new Error('the sandbox is not the provider');
  return app.app.inject({
    method: 'POST',
    url: `${API_BASE}${ApiPaths.paymentWebhook}`,
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': sandbox.sign(payload, app.clock.now()) },
  });
}

/** The ledger rows an order or conversion wrote, as [currency, reason, delta]. */
async function rowsOf(user: SignedInUser, ref: string, app: TestApp = t) {
  return (await ledgerEntries(app.app.db, user.userId)).filter((row) => row.ref === ref).map((row) => [row.currency, row.reason, row.delta]);
}

describe('/payTmt/sdkConfig', () => {
  it("names the operator's rate, the limits in USD cents, today's room and the next reset", async () => {
    const user = await signUp(t);
    expect(await config(user)).toEqual({
      provider: 'sandbox',
      usdPerTmt: '0.1',
      minUsd: usd('10'),
      maxUsd: usd('1000'),
      dailyUsd: usd('5000'),
      usedTodayUsd: '0',
      leftTodayUsd: usd('5000'),
      // The test clock is 2030-01-15T10:00Z.
      resetsAt: Date.parse('2030-01-16T00:00:00Z') / 1000,
      quickAmounts: ['10', '25', '50', '100', '500', '1000'].map(usd),
      methods: ['card'],
      merchant: 'FC Collectibles',
      timeoutMinutes: 30,
    });
  });

  it('refuses guests', async () => {
    expect((await t.call(ApiPaths.buyTmtConfig, {})).r).toBe(ErrorCode.SESSION_INVALID);
  });
});

describe('the price', () => {
  it('charges the USD asked, or the fewest cents for the TMT asked, and credits 10 TMT per USD at 0.10', async () => {
    const user = await signUp(t);
    const byUsd = await startOrder(user, { currency: 'USD', amount: usd('12.34') });
    expect(await detail(user, byUsd.orderId)).toMatchObject({ kind: 'buy_tmt', amount: usd('12.34'), bought: { kind: 'buy_tmt', amount: usd('12.34'), points: '12', tmt: { amount: tmt('123.4'), usdPerTmt: '0.1' } } });
    const byTmt = await startOrder(user, { currency: 'TMT', amount: tmt('250.05') });
    expect(await detail(user, byTmt.orderId)).toMatchObject({ amount: usd('25.01'), bought: { tmt: { amount: tmt('250.1') } } });
  });

  it("follows TMT_USD_RATE, rounding the TMT down where the rate does not divide", async () => {
    const odd = await createTestApp({ tmtUsdRate: '0.07' });
    try {
      const user = await signUp(odd);
      expect((await config(user, odd)).usdPerTmt).toBe('0.07');
      // 100 TMT cost 7 USD: under an order's 10 USD.
      expect((await odd.call(ApiPaths.buyTmtOrder, { currency: 'TMT', amount: tmt('100') }, { token: user.token })).r).toBe(ErrorCode.BUY_TMT_AMOUNT_INVALID);
      const order = await startOrder(user, { currency: 'USD', amount: usd('10') }, odd);
      expect((await detail(user, order.orderId, odd)).bought.tmt).toEqual({ amount: '142857142857142857142', usdPerTmt: '0.07' });
    } finally {
      await odd.close();
    }
  });

  it('refuses to start with a rate that is not a positive decimal', () => {
    for (const bad of ['0', '-0.1', 'ten', '0.0000001']) {
      expect(() => loadConfig({}, { NODE_ENV: 'test', TMT_USD_RATE: bad })).toThrow(/TMT_USD_RATE/);
    }
    expect(loadConfig({}, { NODE_ENV: 'test' }).tmtUsdRate).toBe(100_000n);
  });
});

describe('bad input is refused with its code and writes nothing', () => {
  it.each([
    ['below 10 USD', { currency: 'USD', amount: usd('9.99') }, ErrorCode.BUY_TMT_AMOUNT_INVALID],
    ['above 1,000 USD', { currency: 'USD', amount: usd('1000.01') }, ErrorCode.BUY_TMT_AMOUNT_INVALID],
    ['TMT worth less than 10 USD', { currency: 'TMT', amount: tmt('99.9') }, ErrorCode.BUY_TMT_AMOUNT_INVALID],
    ['TMT worth more than 1,000 USD', { currency: 'TMT', amount: tmt('10000.1') }, ErrorCode.BUY_TMT_AMOUNT_INVALID],
    ['zero', { currency: 'TMT', amount: '0' }, ErrorCode.BUY_TMT_AMOUNT_INVALID],
    ['an amount with a decimal point', { currency: 'USD', amount: '10.5' }, ErrorCode.INVALID_PARAMS],
    ['another currency', { currency: 'GOAL', amount: tmt('100') }, ErrorCode.INVALID_PARAMS],
    ['no currency', { amount: usd('10') }, ErrorCode.INVALID_PARAMS],
    ['an unknown field', { currency: 'USD', amount: usd('10'), price: '1' }, ErrorCode.INVALID_PARAMS],
    ['a return to another site', { currency: 'USD', amount: usd('10'), returnPath: '//evil.example/x' }, ErrorCode.INVALID_PARAMS],
    ['a return that is a URL', { currency: 'USD', amount: usd('10'), returnPath: 'https://evil.example/' }, ErrorCode.INVALID_PARAMS],
    ['a return with a backslash turn', { currency: 'USD', amount: usd('10'), returnPath: '/\\evil.example' }, ErrorCode.INVALID_PARAMS],
  ])('by card: %s', async (_name, body, code) => {
    const user = await signUp(t);
    const before = await t.fingerprint();
    expect((await t.call(ApiPaths.buyTmtOrder, body, { token: user.token })).r).toBe(code);
    expect(await t.fingerprint()).toEqual(before);
  });

  it.each([
    ['below 10 USD', { currency: 'USD', amount: usd('9.99') }, ErrorCode.BUY_TMT_AMOUNT_INVALID],
    ['above 1,000 USD', { currency: 'TMT', amount: tmt('10001') }, ErrorCode.BUY_TMT_AMOUNT_INVALID],
    ['a method (nothing to pay by card here)', { currency: 'USD', amount: usd('10'), method: 'card' }, ErrorCode.INVALID_PARAMS],
  ])('from the USD balance: %s', async (_name, body, code) => {
    const user = await signUp(t);
    await giveUsd(user, usd('2000'));
    const before = await t.fingerprint();
    expect((await t.call(ApiPaths.buyTmtFromUsd, body, { token: user.token })).r).toBe(code);
    expect(await t.fingerprint()).toEqual(before);
  });

  it('refuses guests', async () => {
    expect((await t.call(ApiPaths.buyTmtOrder, { currency: 'USD', amount: usd('10') })).r).toBe(ErrorCode.SESSION_INVALID);
    expect((await t.call(ApiPaths.buyTmtFromUsd, { currency: 'USD', amount: usd('10') })).r).toBe(ErrorCode.SESSION_INVALID);
  });
});

describe('by card', () => {
  it('pays in the sandbox checkout, comes back to the order with its return path, and credits the TMT once with the points and a message', async () => {
    const user = await signUp(t);
    const before = await balances(user);
    const order = await startOrder(user, { currency: 'TMT', amount: tmt('250'), returnPath: '/market/detail/fp/42?from=list' });
    expect((await config(user)).usedTodayUsd).toBe(usd('25'));
    expect(await detail(user, order.orderId)).toMatchObject({ status: 'success', kind: 'buy_tmt', canCancel: true });

    const page = await t.app.inject({ method: 'GET', url: order.redirectUrl });
    expect(page.body).toContain('Pay 25 USD');
    const paid = await payWithCard(t, order.session, CARD.success);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/order/detail/${order.orderId}?return=%2Fmarket%2Fdetail%2Ffp%2F42%3Ffrom%3Dlist`);
    expect(await balances(user)).toEqual(before);

    await t.app.jobs.drain();
    expect(await detail(user, order.orderId)).toMatchObject({ status: 'fulfilled', refunded: false, rechargeId: null, bought: { tmt: { amount: tmt('250') }, points: '25' } });
    const after = await balances(user);
    expect(BigInt(after.TMT) - BigInt(before.TMT)).toBe(BigInt(tmt('250')));
    expect(after.USD).toBe(before.USD);
    expect(await rowsOf(user, `order:${order.orderId}`)).toEqual([
      ['TMT', 'buy_tmt', BigInt(tmt('250'))],
      ['POINTS', 'order_points', 25n],
    ]);
    const messages = await t.call<EventListResponse>(ApiPaths.eventList, {}, { token: user.token });
    expect(messages.d.list[0]?.title).toBe('Order paid: 250 TMT added');
    expect((await config(user)).usedTodayUsd).toBe(usd('25'));
  });

  it('credits once when the same webhook is replayed 10 times, one after another and at once', async () => {
    const user = await signUp(t);
    const before = await balances(user);
    const first = await startOrder(user, { currency: 'USD', amount: usd('10') });
    const second = await startOrder(user, { currency: 'USD', amount: usd('20') });
    await payWithCard(t, first.session, CARD.success);
    await payWithCard(t, second.session, CARD.success);
    const firstPayload = await webhookPayload(first.session);
    for (let i = 0; i < 10; i += 1) expect((await postWebhook(firstPayload)).json()).toMatchObject({ r: 0, d: { duplicate: i > 0 } });
    const secondPayload = await webhookPayload(second.session);
    const answers = await Promise.all(Array.from({ length: 10 }, () => postWebhook(secondPayload)));
    expect(answers.filter((answer) => answer.json<{ d: { duplicate: boolean } }>().d.duplicate === false)).toHaveLength(1);
    await t.app.jobs.drain();
    expect(BigInt((await balances(user)).TMT) - BigInt(before.TMT)).toBe(BigInt(tmt('300')));
    expect(await rowsOf(user, `order:${first.orderId}`)).toHaveLength(2);
    expect(await rowsOf(user, `order:${second.orderId}`)).toHaveLength(2);
  });

  it('credits nothing for a declined card, a timeout or a cancel, and gives their USD back to the day', async () => {
    const user = await signUp(t);
    const before = await balances(user);
    const declined = await startOrder(user, { currency: 'USD', amount: usd('100') });
    const timedOut = await startOrder(user, { currency: 'USD', amount: usd('200') });
    const cancelled = await startOrder(user, { currency: 'USD', amount: usd('300') });
    expect((await config(user)).usedTodayUsd).toBe(usd('600'));

    await payWithCard(t, declined.session, CARD.decline);
    expect((await t.call<OrderView>(ApiPaths.cancelOrder, { orderId: cancelled.orderId }, { token: user.token })).d.status).toBe('cancelled');
    await t.app.jobs.drain();
    t.clock.advance(30 * MINUTE_MS);
    await t.app.jobs.drain();

    expect((await detail(user, declined.orderId)).status).toBe('failed');
    expect((await detail(user, timedOut.orderId)).status).toBe('timeout');
    expect(await balances(user)).toEqual(before);
    for (const order of [declined, timedOut, cancelled]) expect(await rowsOf(user, `order:${order.orderId}`)).toEqual([]);
    expect(await config(user)).toMatchObject({ usedTodayUsd: '0', leftTodayUsd: usd('5000') });
  });
});

describe('the daily limit', () => {
  it('takes card orders (open or paid) and conversions of the UTC day together, up to 5,000 USD, and starts again at 00:00 UTC', async () => {
    const user = await signUp(t);
    await giveUsd(user, usd('3000'));
    const paid = await startOrder(user, { currency: 'USD', amount: usd('1000') });
    await payWithCard(t, paid.session, CARD.success);
    await t.app.jobs.drain();
    await startOrder(user, { currency: 'USD', amount: usd('1000') });
    for (let i = 0; i < 2; i += 1) expect((await t.call(ApiPaths.buyTmtFromUsd, { currency: 'USD', amount: usd('1000') }, { token: user.token })).r).toBe(0);
    const last = await startOrder(user, { currency: 'TMT', amount: tmt('9999.9') });
    expect(await config(user)).toMatchObject({ usedTodayUsd: usd('4999.99'), leftTodayUsd: usd('0.01') });

    const before = await t.fingerprint();
    expect((await t.call(ApiPaths.buyTmtOrder, { currency: 'USD', amount: usd('10') }, { token: user.token })).r).toBe(ErrorCode.BUY_TMT_DAILY_LIMIT);
    expect((await t.call(ApiPaths.buyTmtFromUsd, { currency: 'USD', amount: usd('10') }, { token: user.token })).r).toBe(ErrorCode.BUY_TMT_DAILY_LIMIT);
    expect(await t.fingerprint()).toEqual(before);

    // A cancelled order gives its room back.
    await t.call(ApiPaths.cancelOrder, { orderId: last.orderId }, { token: user.token });
    expect((await t.call(ApiPaths.buyTmtFromUsd, { currency: 'USD', amount: usd('10') }, { token: user.token })).r).toBe(0);

    // 2030-01-16T00:00Z: a new day.
    t.clock.advance(14 * 60 * MINUTE_MS);
    expect(await config(user)).toMatchObject({ usedTodayUsd: '0', leftTodayUsd: usd('5000'), resetsAt: Date.parse('2030-01-17T00:00:00Z') / 1000 });
    await startOrder(user, { currency: 'USD', amount: usd('1000') });
    await t.app.jobs.drain();
  });

  it('stops counting an order past its expiry even when its timeout job has not run', async () => {
    const user = await signUp(t);
    const order = await startOrder(user, { currency: 'USD', amount: usd('1000') });
    expect((await config(user)).usedTodayUsd).toBe(usd('1000'));
    t.clock.advance(31 * MINUTE_MS);
    expect((await config(user)).usedTodayUsd).toBe('0');
    expect((await detail(user, order.orderId)).status).toBe('timeout');
    expect((await t.app.jobs.drain()).find((run) => run.key === `order:${order.orderId}`)).toMatchObject({ result: { timedOut: false } });
  });

  it('holds when 10 orders of 1,000 USD are made at once: 5 pass, 5 are refused', async () => {
    const user = await signUp(t);
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.call(ApiPaths.buyTmtOrder, { currency: 'USD', amount: usd('1000') }, { token: user.token })));
    expect(answers.map((answer) => answer.r).sort()).toEqual([...Array(5).fill(0), ...Array(5).fill(ErrorCode.BUY_TMT_DAILY_LIMIT)]);
    expect((await config(user)).usedTodayUsd).toBe(usd('5000'));
    const [row] = await t.app.dbHandle.rawTransaction((raw) =>
      raw.query<{ n: number }>("SELECT count(*)::int AS n FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = $1", [user.email]),
    );
    expect(row?.n).toBe(5);
  });

  it('gives a late payment of a closed order its TMT when the day has room, and its USD back when it has not', async () => {
    const user = await signUp(t);
    const before = await balances(user);
    const roomy = await startOrder(user, { currency: 'USD', amount: usd('1000') });
    const crowded = await startOrder(user, { currency: 'USD', amount: usd('1000') });
    for (const order of [roomy, crowded]) await t.call(ApiPaths.cancelOrder, { orderId: order.orderId }, { token: user.token });
    // Meanwhile the day fills up to 4,000 USD.
    for (let i = 0; i < 4; i += 1) await startOrder(user, { currency: 'USD', amount: usd('1000') });

    // The provider took both payments after all (its record says paid): the first fits the day, the second no longer does.
    for (const order of [roomy, crowded]) {
      await t.app.db.update(sandboxPayments).set({ status: 'open' }).where(eq(sandboxPayments.id, order.session));
      await payWithCard(t, order.session, CARD.success);
      await t.app.jobs.drain();
    }

    expect(await detail(user, roomy.orderId)).toMatchObject({ status: 'fulfilled', refunded: false });
    expect(await detail(user, crowded.orderId)).toMatchObject({ status: 'fulfilled', refunded: true });
    expect(await rowsOf(user, `order:${roomy.orderId}`)).toEqual([
      ['TMT', 'buy_tmt', BigInt(tmt('10000'))],
      ['POINTS', 'order_points', 1000n],
    ]);
    expect(await rowsOf(user, `order:${crowded.orderId}`)).toEqual([
      ['USD', 'buy_tmt_refund', BigInt(usd('1000'))],
      ['POINTS', 'order_points', 1000n],
    ]);
    const after = await balances(user);
    expect(BigInt(after.TMT) - BigInt(before.TMT)).toBe(BigInt(tmt('10000')));
    expect(BigInt(after.USD) - BigInt(before.USD)).toBe(BigInt(usd('1000')));
    expect((await config(user)).usedTodayUsd).toBe(usd('5000'));
  });
});

describe('from the USD balance', () => {
  it('debits the USD and credits the TMT in one go, two ledger rows', async () => {
    const user = await signUp(t);
    await giveUsd(user, usd('50'));
    const before = await balances(user);
    const answer = await t.call<BuyTmtFromUsdResponse>(ApiPaths.buyTmtFromUsd, { currency: 'TMT', amount: tmt('300') }, { token: user.token });
    expect(answer.r).toBe(0);
    expect(answer.d).toMatchObject({
      usd: usd('30'),
      tmt: tmt('300'),
      usdPerTmt: '0.1',
      balances: { USD: (BigInt(before.USD) - BigInt(usd('30'))).toString(), TMT: (BigInt(before.TMT) + BigInt(tmt('300'))).toString() },
      leftTodayUsd: usd('4970'),
    });
    expect(await balances(user)).toMatchObject(answer.d.balances);
    expect(await rowsOf(user, `tmt:${answer.d.purchaseId}`)).toEqual([
      ['USD', 'buy_tmt_from_usd', -BigInt(usd('30'))],
      ['TMT', 'buy_tmt_from_usd', BigInt(tmt('300'))],
    ]);
  });

  it('refuses a USD balance short of the price and writes nothing', async () => {
    const user = await signUp(t);
    await giveUsd(user, usd('19.99'));
    const before = await t.fingerprint();
    expect((await t.call(ApiPaths.buyTmtFromUsd, { currency: 'USD', amount: usd('20') }, { token: user.token })).r).toBe(ErrorCode.BALANCE_NOT_ENOUGH);
    expect(await t.fingerprint()).toEqual(before);
  });

  it('never overdraws under 20 conversions at once: exactly what the balance pays goes through', async () => {
    const user = await signUp(t);
    await giveUsd(user, usd('105'));
    const before = await balances(user);
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.call(ApiPaths.buyTmtFromUsd, { currency: 'USD', amount: usd('10') }, { token: user.token })));
    expect(answers.filter((answer) => answer.r === 0)).toHaveLength(10);
    expect(answers.filter((answer) => answer.r === ErrorCode.BALANCE_NOT_ENOUGH)).toHaveLength(10);
    const after = await balances(user);
    expect(BigInt(after.USD)).toBe(BigInt(usd('5')));
    expect(BigInt(after.TMT) - BigInt(before.TMT)).toBe(BigInt(tmt('1000')));
    expect((await config(user)).usedTodayUsd).toBe(usd('100'));
  });
});

describe('30 card orders at once', () => {
  it('are each credited exactly once when their webhooks arrive together, with duplicates', async () => {
    const user = await signUp(t);
    const before = await balances(user);
    const amounts = Array.from({ length: 30 }, (_, index) => 10 + index);
    const orders = await Promise.all(amounts.map((whole) => startOrder(user, { currency: 'USD', amount: usd(String(whole)) })));
    expect(new Set(orders.map((order) => order.orderId)).size).toBe(30);
    const paid = await Promise.all(orders.map((order) => payWithCard(t, order.session, CARD.success)));
    expect(paid.map((answer) => answer.statusCode)).toEqual(Array(30).fill(303));

    // Every webhook three times at once, then the job runner delivers its own copies too.
    const payloads = await Promise.all(orders.map((order) => webhookPayload(order.session)));
    const answers = await Promise.all(payloads.flatMap((payload) => [postWebhook(payload), postWebhook(payload), postWebhook(payload)]));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answers.filter((answer) => answer.json<{ d: { duplicate: boolean } }>().d.duplicate === false)).toHaveLength(30);
    await t.app.jobs.drain();

    for (const [index, order] of orders.entries()) {
      const whole = amounts[index] ?? 0;
      expect(await detail(user, order.orderId)).toMatchObject({ status: 'fulfilled' });
      expect(await rowsOf(user, `order:${order.orderId}`)).toEqual([
        ['TMT', 'buy_tmt', BigInt(tmt(String(whole * 10)))],
        ['POINTS', 'order_points', BigInt(whole)],
      ]);
    }
    const total = amounts.reduce((sum, whole) => sum + whole, 0);
    expect(BigInt((await balances(user)).TMT) - BigInt(before.TMT)).toBe(BigInt(tmt(String(total * 10))));
    expect((await config(user)).usedTodayUsd).toBe(usd(String(total)));
  });
});
