import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import {
  API_BASE,
  ApiPaths,
  ErrorCode,
  toBaseUnits,
  type CheckoutResponse,
  type CurrencyResponse,
  type EventListResponse,
  type OrdersResponse,
  type OrderView,
  type PaymentSdkConfigResponse,
} from '@fc/shared/contracts';
import { WebhookSignatureError } from '../src/modules/payments/provider';
import { paymentEvents, sandboxPayments, sandboxWebhooks } from '../src/modules/payments/tables';
import { createStripeProvider, paymentOfSession } from '../src/modules/payments/stripe-provider';
import { ledgerEntries } from '../src/modules/wallet/repository';
import { createTestApp, type TestApp } from './helpers/build-app';
import { signUp, type SignedInUser } from './helpers/users';

jest.setTimeout(120_000);

const MINUTE_MS = 60_000;
const usd = (whole: string) => toBaseUnits('USD', whole).toString();
const CARD = { success: '4242 4242 4242 4242', decline: '4000 0000 0000 0002', threeDs: '4000 0027 6000 3184' } as const;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function balances(user: SignedInUser): Promise<CurrencyResponse['currency']> {
  const answer = await t.call<CurrencyResponse>(ApiPaths.currency, {}, { token: user.token });
  return answer.d.currency;
}

async function detail(user: SignedInUser, orderId: string, app: TestApp = t): Promise<OrderView> {
  const answer = await app.call<OrderView>(ApiPaths.orderDetail, { orderId }, { token: user.token });
  expect(answer.r).toBe(0);
  return answer.d;
}

async function startOrder(user: SignedInUser, amount = usd('25'), app: TestApp = t): Promise<CheckoutResponse & { session: string }> {
  const answer = await app.call<CheckoutResponse>(ApiPaths.initSdkOrder, { amount }, { token: user.token });
  expect(answer.r).toBe(0);
  const session = new URL(answer.d.redirectUrl, 'http://site.test').searchParams.get('session');
  if (!session) throw new Error(`no session in ${answer.d.redirectUrl}`);
  return { ...answer.d, session };
}

/** Sends the sandbox's HTML form as a browser would. */
async function submitForm(path: string, fields: Record<string, string>, app: TestApp = t) {
  return app.app.inject({
    method: 'POST',
    url: `${API_BASE}${path}`,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

const payWith = (session: string, card: string, app: TestApp = t) => submitForm(ApiPaths.sandboxPay, { session, lang: 'en', card }, app);

async function postWebhook(payload: string, signature: string | undefined, app: TestApp = t) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== undefined) headers['stripe-signature'] = signature;
  return app.app.inject({ method: 'POST', url: `${API_BASE}${ApiPaths.paymentWebhook}`, payload, headers });
}

const sandbox = (app: TestApp = t) => {
  const found = app.app.payments.sandbox;
  if (!found) throw new Error('the sandbox is not the provider');
  return found;
};

async function webhookOf(session: string, app: TestApp = t) {
  const rows = await app.app.db.select().from(sandboxWebhooks);
  const found = rows.find((row) => (JSON.parse(row.payload) as { data: { object: { id: string; metadata?: { checkoutSessionId?: string } } } }).data.object.id === session);
  if (!found) throw new Error(`no webhook for ${session}`);
  return found;
}

describe('/payPay/sdkConfig', () => {
  it('names the sandbox and the 10–100,000 USD limits in base units', async () => {
    const user = await signUp(t);
    const answer = await t.call<PaymentSdkConfigResponse>(ApiPaths.paymentSdkConfig, {}, { token: user.token });
    expect(answer.d).toMatchObject({ provider: 'sandbox', publishableKey: null, currency: 'USD', minAmount: usd('10'), maxAmount: usd('100000'), timeoutMinutes: 30 });
    expect(answer.d.quickAmounts).toContain(usd('25'));
  });
});

describe('add funds: the amount', () => {
  it.each([
    ['below 10 USD', usd('9.99'), ErrorCode.RECHARGE_AMOUNT_INVALID],
    ['zero', '0', ErrorCode.RECHARGE_AMOUNT_INVALID],
    ['above 100,000 USD', usd('100000.01'), ErrorCode.RECHARGE_AMOUNT_INVALID],
    ['not a base-unit integer', '25.5', ErrorCode.INVALID_PARAMS],
    ['a number instead of a string', 2500, ErrorCode.INVALID_PARAMS],
  ])('refuses %s and writes nothing', async (_name, amount, code) => {
    const user = await signUp(t);
    const before = await t.fingerprint();
    const answer = await t.call(ApiPaths.initSdkOrder, { amount }, { token: user.token });
    expect(answer.r).toBe(code);
    expect(answer.d).toMatchObject({ field: 'amount' });
    expect(await t.fingerprint()).toEqual(before);
  });

  it('refuses unknown fields and guests, writing nothing', async () => {
    const user = await signUp(t);
    const before = await t.fingerprint();
    expect((await t.call(ApiPaths.initSdkOrder, { amount: usd('25'), returnUrl: 'https://evil.example' }, { token: user.token })).r).toBe(ErrorCode.INVALID_PARAMS);
    expect((await t.call(ApiPaths.initSdkOrder, { amount: usd('25') })).r).toBe(ErrorCode.SESSION_INVALID);
    expect(await t.fingerprint()).toEqual(before);
  });

  it('accepts exactly 10 and 100,000 USD', async () => {
    const user = await signUp(t);
    for (const amount of [usd('10'), usd('100000')]) {
      const order = await startOrder(user, amount);
      expect((await detail(user, order.orderId)).amount).toBe(amount);
    }
  });
});

describe('the sandbox checkout', () => {
  it('pays with 4242…: awaiting payment, then fulfilled by the webhook with the USD, 1 point per USD and a message', async () => {
    const user = await signUp(t);
    const before = await balances(user);
    const order = await startOrder(user, usd('25.75'));
    expect(order.redirectUrl).toMatch(new RegExp(`^${API_BASE}${ApiPaths.sandboxCheckout}\\?session=cs_test_`));

    const page = await t.app.inject({ method: 'GET', url: order.redirectUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('Sandbox');
    expect(page.body).toContain('25.75 USD');
    expect(page.body).toMatch(/<label for="card">Card number<\/label>/);
    expect(String(page.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');

    const waiting = await detail(user, order.orderId);
    expect(waiting).toMatchObject({ status: 'success', paymentId: order.session, provider: 'sandbox', method: 'card', canRetry: true, canCancel: true, rechargeId: null });

    const paid = await payWith(order.session, CARD.success);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/order/detail/${order.orderId}`);
    expect((await detail(user, order.orderId)).status).toBe('success');

    const runs = await t.app.jobs.drain();
    expect(runs.filter((run) => run.key.startsWith('evt_'))).toMatchObject([{ status: 'done', result: { delivered: true } }]);
    const done = await detail(user, order.orderId);
    expect(done).toMatchObject({ status: 'fulfilled', canRetry: false, canCancel: false, rechargeId: order.orderId, bought: { kind: 'add_funds', amount: usd('25.75'), points: '25' } });
    expect(done.paidAt).not.toBeNull();
    expect(done.fulfilledAt).not.toBeNull();

    const after = await balances(user);
    expect(BigInt(after.USD) - BigInt(before.USD)).toBe(2575n);
    expect(BigInt(after.POINTS) - BigInt(before.POINTS)).toBe(25n);
    const rows = (await ledgerEntries(t.app.db, user.userId)).filter((row) => row.ref === `order:${order.orderId}`);
    expect(rows.map((row) => [row.currency, row.reason, row.delta])).toEqual([
      ['USD', 'add_funds', 2575n],
      ['POINTS', 'order_points', 25n],
    ]);

    const messages = await t.call<EventListResponse>(ApiPaths.eventList, {}, { token: user.token });
    expect(messages.d.list[0]?.title).toBe('Order paid: 25.75 USD added');
  });

  it('shows the checkout in Korean', async () => {
    const user = await signUp(t);
    const answer = await t.call<CheckoutResponse>(ApiPaths.initSdkOrder, { amount: usd('10') }, { token: user.token, lang: 'ko-KR' });
    const page = await t.app.inject({ method: 'GET', url: answer.d.redirectUrl });
    expect(page.body).toContain('<html lang="ko">');
    expect(page.body).toContain('카드 번호');
  });

  it('declines 4000 0000 0000 0002: payment failed, nothing credited, no retry', async () => {
    const user = await signUp(t);
    const before = await balances(user);
    const order = await startOrder(user);
    const declined = await payWith(order.session, CARD.decline);
    expect(declined.statusCode).toBe(303);
    await t.app.jobs.drain();
    expect(await detail(user, order.orderId)).toMatchObject({ status: 'failed', failure: 'generic_decline', canRetry: false, paidAt: null });
    expect(await balances(user)).toEqual(before);
  });

  it('asks 4000 0027 6000 3184 for a 3-D Secure step: approved pays, failed does not', async () => {
    const user = await signUp(t);
    const before = await balances(user);
    const approved = await startOrder(user);
    const step = await payWith(approved.session, CARD.threeDs);
    expect(step.statusCode).toBe(200);
    expect(step.body).toContain('Complete authentication');
    expect(step.body).toContain('3184');
    await t.app.jobs.drain();
    expect((await detail(user, approved.orderId)).status).toBe('success');
    const confirmed = await submitForm(ApiPaths.sandboxConfirm, { session: approved.session, lang: 'en', outcome: 'approve' });
    expect(confirmed.statusCode).toBe(303);

    const refused = await startOrder(user);
    await payWith(refused.session, CARD.threeDs);
    expect((await submitForm(ApiPaths.sandboxConfirm, { session: refused.session, lang: 'en', outcome: 'fail' })).statusCode).toBe(303);

    await t.app.jobs.drain();
    expect((await detail(user, approved.orderId)).status).toBe('fulfilled');
    expect(await detail(user, refused.orderId)).toMatchObject({ status: 'failed', failure: 'authentication_failed' });
    expect(BigInt((await balances(user)).USD) - BigInt(before.USD)).toBe(2500n);
  });

  it('refuses a number that is not a test card and keeps the checkout open', async () => {
    const user = await signUp(t);
    const order = await startOrder(user);
    const answer = await payWith(order.session, '5555 5555 5555 4444');
    expect(answer.statusCode).toBe(422);
    expect(answer.body).toContain('role="alert"');
    expect((await t.app.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, order.session)))[0]?.status).toBe('open');
    expect((await payWith(order.session, CARD.success)).statusCode).toBe(303);
  });

  it('answers a closed checkout and an unknown one with their own pages', async () => {
    const user = await signUp(t);
    const order = await startOrder(user);
    await payWith(order.session, CARD.success);
    const again = await payWith(order.session, CARD.success);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('This checkout is closed');
    const unknown = await t.app.inject({ method: 'GET', url: `${API_BASE}${ApiPaths.sandboxCheckout}?session=cs_test_nothing` });
    expect(unknown.statusCode).toBe(404);
    await t.app.jobs.drain();
  });
});

describe('the webhook', () => {
  it('pays once when the same event is delivered 10 times, one after another', async () => {
    const user = await signUp(t);
    const before = await balances(user);
    const order = await startOrder(user);
    await payWith(order.session, CARD.success);
    const { payload } = await webhookOf(order.session);
    for (let i = 0; i < 10; i += 1) {
      const answer = await postWebhook(payload, sandbox().sign(payload, t.clock.now()));
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ r: 0, d: { received: true, duplicate: i > 0 } });
    }
    await t.app.jobs.drain();
    expect(BigInt((await balances(user)).USD) - BigInt(before.USD)).toBe(2500n);
    expect((await ledgerEntries(t.app.db, user.userId)).filter((row) => row.ref === `order:${order.orderId}`)).toHaveLength(2);
  });

  it('pays once when the same event is delivered 10 times at once', async () => {
    const user = await signUp(t);
    const before = await balances(user);
    const order = await startOrder(user);
    await payWith(order.session, CARD.success);
    const { payload } = await webhookOf(order.session);
    const answers = await Promise.all(Array.from({ length: 10 }, () => postWebhook(payload, sandbox().sign(payload, t.clock.now()))));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.filter((answer) => answer.json<{ d: { duplicate: boolean } }>().d.duplicate === false)).toHaveLength(1);
    expect(BigInt((await balances(user)).USD) - BigInt(before.USD)).toBe(2500n);
    await t.app.jobs.drain();
    expect(BigInt((await balances(user)).USD) - BigInt(before.USD)).toBe(2500n);
  });

  it('refuses a bad, stale or missing signature with HTTP 400 and writes nothing', async () => {
    const user = await signUp(t);
    const order = await startOrder(user);
    await payWith(order.session, CARD.success);
    const { payload } = await webhookOf(order.session);
    const before = await t.fingerprint();
    const forged = new Stripe('sk_test_offline').webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_ours' });
    const stale = sandbox().sign(payload, new Date(t.clock.now().getTime() - 10 * MINUTE_MS));
    const tampered = payload.replace('"amount_total":2500', '"amount_total":2600');
    for (const [body, signature] of [
      [payload, forged],
      [payload, stale],
      [payload, undefined],
      [tampered, sandbox().sign(payload, t.clock.now())],
    ] as const) {
      const answer = await postWebhook(body, signature);
      expect({ status: answer.statusCode, r: answer.json<{ r: number }>().r }).toEqual({ status: 400, r: ErrorCode.WEBHOOK_SIGNATURE_INVALID });
    }
    expect(await t.fingerprint()).toEqual(before);
    expect((await detail(user, order.orderId)).status).toBe('success');
    await t.app.jobs.drain();
  });

  it("credits the order's amount, never the amount a webhook claims", async () => {
    const user = await signUp(t);
    const before = await balances(user);
    const order = await startOrder(user);
    await payWith(order.session, CARD.success);
    const event = JSON.parse((await webhookOf(order.session)).payload) as { id: string; data: { object: { amount_total: number } } };
    event.id = 'evt_claims_more';
    event.data.object.amount_total = 10_000_000;
    const payload = JSON.stringify(event);
    expect((await postWebhook(payload, sandbox().sign(payload, t.clock.now()))).statusCode).toBe(200);
    expect(BigInt((await balances(user)).USD) - BigInt(before.USD)).toBe(2500n);
    await t.app.jobs.drain();
  });

  it("does not pay when the provider's record of the payment differs from the order", async () => {
    const user = await signUp(t);
    const before = await balances(user);
    const order = await startOrder(user);
    await payWith(order.session, CARD.success);
    // The provider charged another amount than the order's (a tampered or mistaken checkout).
    await t.app.db.update(sandboxPayments).set({ amount: 1000n }).where(eq(sandboxPayments.id, order.session));
    await t.app.jobs.drain();
    expect((await detail(user, order.orderId)).status).toBe('success');
    expect(await balances(user)).toEqual(before);
    const [event] = await t.app.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, (await webhookOf(order.session)).eventId));
    expect(event?.outcome).toBe('amount_mismatch');
  });
});

describe('the sandbox delivers webhooks with the job runner', () => {
  it('retries with backoff while the API answers an error, then stops once answered', async () => {
    let failuresLeft = 2;
    const flaky = await createTestApp({
      beforeReady: (app) =>
        app.addHook('onRequest', async (request, reply) => {
          if (request.url === `${API_BASE}${ApiPaths.paymentWebhook}` && failuresLeft > 0) {
            failuresLeft -= 1;
            await reply.status(503).send({ r: ErrorCode.UNKNOWN, d: null, e: {} });
          }
        }),
    });
    try {
      const user = await signUp(flaky);
      const order = await startOrder(user, usd('25'), flaky);
      await payWith(order.session, CARD.success, flaky);
      const delivery = (runs: Awaited<ReturnType<typeof flaky.app.jobs.drain>>) => runs.filter((run) => run.key.startsWith('evt_'));

      expect(delivery(await flaky.app.jobs.drain())).toMatchObject([{ key: expect.stringMatching(/#1$/), result: { delivered: false, status: 503 } }]);
      expect((await detail(user, order.orderId, flaky)).status).toBe('success');
      // The second attempt waits 10 seconds.
      flaky.clock.advance(9_000);
      expect(delivery(await flaky.app.jobs.drain())).toEqual([]);
      flaky.clock.advance(1_000);
      expect(delivery(await flaky.app.jobs.drain())).toMatchObject([{ key: expect.stringMatching(/#2$/), result: { delivered: false } }]);
      // The third, a minute later, is answered.
      flaky.clock.advance(MINUTE_MS);
      expect(delivery(await flaky.app.jobs.drain())).toMatchObject([{ key: expect.stringMatching(/#3$/), result: { delivered: true, status: 200 } }]);
      expect((await detail(user, order.orderId, flaky)).status).toBe('fulfilled');
      // The fourth finds it delivered and sends nothing.
      flaky.clock.advance(10 * MINUTE_MS);
      expect(delivery(await flaky.app.jobs.drain())).toMatchObject([{ key: expect.stringMatching(/#4$/), result: { sent: false } }]);
      const [row] = await flaky.app.db.select().from(sandboxWebhooks);
      expect(row).toMatchObject({ attempts: 3, lastStatus: 200 });
      expect(row?.deliveredAt).not.toBeNull();
    } finally {
      await flaky.close();
    }
  });
});

describe('open orders: timeout, cancel, retry', () => {
  it('times an unpaid order out after 30 minutes, by the job, and closes its checkout', async () => {
    const user = await signUp(t);
    const order = await startOrder(user);
    t.clock.advance(29 * MINUTE_MS);
    expect((await t.app.jobs.drain()).filter((run) => run.key === `order:${order.orderId}`)).toEqual([]);
    expect((await detail(user, order.orderId)).status).toBe('success');
    t.clock.advance(MINUTE_MS);
    expect((await t.app.jobs.drain()).filter((run) => run.key === `order:${order.orderId}`)).toMatchObject([{ status: 'done', result: { timedOut: true } }]);
    expect(await detail(user, order.orderId)).toMatchObject({ status: 'timeout', canRetry: false, canCancel: false });
    expect((await payWith(order.session, CARD.success)).statusCode).toBe(409);
    expect((await t.call(ApiPaths.initCapsOrder, { orderId: order.orderId }, { token: user.token })).r).toBe(ErrorCode.ORDER_NOT_OPEN);
  });

  it('leaves a paid order alone when its timeout comes', async () => {
    const user = await signUp(t);
    const order = await startOrder(user);
    await payWith(order.session, CARD.success);
    await t.app.jobs.drain();
    t.clock.advance(31 * MINUTE_MS);
    const runs = await t.app.jobs.drain();
    expect(runs.find((run) => run.key === `order:${order.orderId}`)).toMatchObject({ result: { timedOut: false } });
    expect((await detail(user, order.orderId)).status).toBe('fulfilled');
  });

  it("cancels an open order once, closes its checkout, and refuses another user's order", async () => {
    const user = await signUp(t);
    const other = await signUp(t);
    const order = await startOrder(user);
    expect((await t.call(ApiPaths.cancelOrder, { orderId: order.orderId }, { token: other.token })).r).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call(ApiPaths.orderDetail, { orderId: order.orderId }, { token: other.token })).r).toBe(ErrorCode.NOT_FOUND);
    const cancelled = await t.call<OrderView>(ApiPaths.cancelOrder, { orderId: order.orderId }, { token: user.token });
    expect(cancelled.d).toMatchObject({ status: 'cancelled', canCancel: false });
    expect((await t.call(ApiPaths.cancelOrder, { orderId: order.orderId }, { token: user.token })).r).toBe(ErrorCode.ORDER_NOT_OPEN);
    expect((await payWith(order.session, CARD.success)).statusCode).toBe(409);
  });

  it('retries the payment of an open order with a new checkout and closes the earlier one', async () => {
    const user = await signUp(t);
    const order = await startOrder(user);
    const retry = await t.call<CheckoutResponse>(ApiPaths.initCapsOrder, { orderId: order.orderId }, { token: user.token });
    expect(retry.r).toBe(0);
    const session = new URL(retry.d.redirectUrl, 'http://site.test').searchParams.get('session') ?? '';
    expect(session).not.toBe(order.session);
    expect((await payWith(order.session, CARD.success)).statusCode).toBe(409);
    expect((await payWith(session, CARD.success)).statusCode).toBe(303);
    await t.app.jobs.drain();
    expect(await detail(user, order.orderId)).toMatchObject({ status: 'fulfilled', paymentId: session });
  });
});

describe('/payPay/orders', () => {
  it('lists the user’s orders newest first, by status and in pages', async () => {
    const user = await signUp(t);
    const first = await startOrder(user, usd('10'));
    const second = await startOrder(user, usd('11'));
    const third = await startOrder(user, usd('12'));
    await payWith(second.session, CARD.success);
    await t.app.jobs.drain();
    const all = await t.call<OrdersResponse>(ApiPaths.orders, { pageSize: 2 }, { token: user.token });
    expect(all.d).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(all.d.list.map((order) => order.orderId)).toEqual([third.orderId, second.orderId]);
    const page2 = await t.call<OrdersResponse>(ApiPaths.orders, { pageSize: 2, page: 2 }, { token: user.token });
    expect(page2.d.list.map((order) => order.orderId)).toEqual([first.orderId]);
    const fulfilled = await t.call<OrdersResponse>(ApiPaths.orders, { status: 'fulfilled' }, { token: user.token });
    expect(fulfilled.d.list.map((order) => [order.orderId, order.status, order.amount])).toEqual([[second.orderId, 'fulfilled', usd('11')]]);
    expect((await t.call(ApiPaths.orders, { status: 'shipped' }, { token: user.token })).r).toBe(ErrorCode.INVALID_PARAMS);
  });
});

describe('the Stripe adapter, offline', () => {
  const settings = { secretKey: 'sk_test_offline', webhookSecret: 'whsec_test_offline', publishableKey: 'pk_test_offline' };
  const stripe = new Stripe(settings.secretKey);
  const provider = createStripeProvider(settings, stripe);
  const now = new Date('2030-01-15T10:00:00Z');
  const sign = (payload: string, at = now) => stripe.webhooks.generateTestHeaderString({ payload, secret: settings.webhookSecret, timestamp: Math.floor(at.getTime() / 1000) });
  const completed = JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: { id: 'cs_live_1', object: 'checkout.session', payment_status: 'paid', metadata: { orderId: 'order1' }, amount_total: 2500, currency: 'usd' } },
  });

  it('verifies a signed Checkout event and maps it', () => {
    expect(provider.name).toBe('stripe');
    expect(provider.publishableKey).toBe('pk_test_offline');
    expect(provider.parseWebhook(completed, sign(completed), now)).toEqual({
      id: 'evt_1',
      type: 'checkout.session.completed',
      kind: 'paid',
      orderId: 'order1',
      paymentId: 'cs_live_1',
      failure: null,
    });
  });

  it('refuses a wrong secret, an old timestamp and a missing header', () => {
    const wrong = stripe.webhooks.generateTestHeaderString({ payload: completed, secret: 'whsec_other' });
    expect(() => provider.parseWebhook(completed, wrong, now)).toThrow(WebhookSignatureError);
    expect(() => provider.parseWebhook(completed, sign(completed, new Date(now.getTime() - 10 * MINUTE_MS)), now)).toThrow(WebhookSignatureError);
    expect(() => provider.parseWebhook(completed, undefined, now)).toThrow(WebhookSignatureError);
  });

  it('maps failures and unpaid completions, and ignores other events', () => {
    const failed = JSON.stringify({
      id: 'evt_2',
      object: 'event',
      type: 'payment_intent.payment_failed',
      data: { object: { id: 'pi_1', object: 'payment_intent', metadata: { orderId: 'order1' }, last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds' } } },
    });
    expect(provider.parseWebhook(failed, sign(failed), now)).toMatchObject({ kind: 'failed', orderId: 'order1', paymentId: null, failure: 'insufficient_funds' });
    const unpaid = completed.replace('"payment_status":"paid"', '"payment_status":"unpaid"');
    expect(provider.parseWebhook(unpaid, sign(unpaid), now)).toMatchObject({ kind: 'ignored' });
    const other = JSON.stringify({ id: 'evt_3', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } });
    expect(provider.parseWebhook(other, sign(other), now)).toMatchObject({ kind: 'ignored', orderId: null });
  });

  it("reads a session's status and amount as the provider's record", () => {
    const session = { id: 'cs_1', payment_status: 'paid', status: 'complete', amount_total: 2500, currency: 'usd', metadata: { orderId: 'o1' }, client_reference_id: 'o1' } as unknown as Stripe.Checkout.Session;
    expect(paymentOfSession(session)).toEqual({ paymentId: 'cs_1', orderId: 'o1', status: 'paid', amount: 2500n, currency: 'USD' });
    expect(paymentOfSession({ ...session, payment_status: 'unpaid', status: 'expired' } as Stripe.Checkout.Session).status).toBe('expired');
  });
});
