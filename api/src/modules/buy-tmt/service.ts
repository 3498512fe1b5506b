import {
  BUY_TMT_QUICK_USD,
  buyTmtAmountProblem,
  formatTmtRate,
  ORDER_TIMEOUT_MINUTES,
  PAYMENT_METHODS,
  quoteBuyTmt,
  safeReturnPath,
  toBaseUnits,
  type ApiLanguage,
  type BuyTmtConfigResponse,
  type BuyTmtFromUsdRequest,
  type BuyTmtFromUsdResponse,
  type BuyTmtOrderRequest,
  type BuyTmtQuote,
  type CheckoutResponse,
} from '@fc/shared/contracts';
import type { Database } from '../../db/client';
import { AppError, invalidParams } from '../../lib/app-error';
import { unixSeconds, utcDay } from '../../lib/time';
import { MERCHANT_NAME, type PaymentsService } from '../payments';
import { BUY_TMT_DAILY, BUY_TMT_MAX, BUY_TMT_MIN, DAY_MS } from './constants';
import { buyFromUsd, holdTmtOrder } from './lifecycle';
import * as repo from './repository';

export interface BuyTmtDeps {
  db: Database;
  now: () => Date;
  /** The operator's rate: millionths of a USD per TMT (TMT_USD_RATE). */
  rate: bigint;
  /** The orders service: a card purchase is an order of kind buy_tmt. */
  payments: PaymentsService;
  provider: BuyTmtConfigResponse['provider'];
}

/** The next 00:00 UTC after `now`. */
function nextUtcMidnight(now: Date): Date {
  return new Date(Date.parse(`${utcDay(now)}T00:00:00Z`) + DAY_MS);
}

/**
 * Buying TMT. Each call first times out the account's open orders past their expiry (payments' backstop for a timeout
 * job that did not run), so an order that can no longer be paid never keeps holding part of the day's limit.
 */
export function createBuyTmtService(deps: BuyTmtDeps) {
  const { db, now, rate } = deps;

  /** The price of the amount asked, refused when it falls outside 10–1,000 USD or buys no TMT. */
  function quote(request: { currency: 'USD' | 'TMT'; amount: string }): BuyTmtQuote {
    const priced = quoteBuyTmt({ currency: request.currency, amount: BigInt(request.amount) }, rate);
    const problem = buyTmtAmountProblem(priced);
    if (problem) throw new AppError(problem, { field: 'amount' });
    return priced;
  }

  return {
    async config(userId: number): Promise<BuyTmtConfigResponse> {
      await deps.payments.timeOutExpired(userId);
      const at = now();
      const used = await repo.usedOn(db, userId, utcDay(at));
      const left = BUY_TMT_DAILY > used ? BUY_TMT_DAILY - used : 0n;
      return {
        provider: deps.provider,
        usdPerTmt: formatTmtRate(rate),
        minUsd: BUY_TMT_MIN.toString(),
        maxUsd: BUY_TMT_MAX.toString(),
        dailyUsd: BUY_TMT_DAILY.toString(),
        usedTodayUsd: used.toString(),
        leftTodayUsd: left.toString(),
        resetsAt: unixSeconds(nextUtcMidnight(at)),
        quickAmounts: BUY_TMT_QUICK_USD.map((usd) => toBaseUnits('USD', String(usd)).toString()),
        methods: [...PAYMENT_METHODS],
        merchant: MERCHANT_NAME,
        timeoutMinutes: ORDER_TIMEOUT_MINUTES,
      };
    },

    /**
     * A buy-TMT order and its checkout. The day's limit is read first without a lock, so that an order that cannot fit
     * is refused before anything is queued; the order's own transaction then takes its room under the account's lock.
     */
    async order(userId: number, request: BuyTmtOrderRequest, language: ApiLanguage): Promise<CheckoutResponse> {
      const priced = quote(request);
      const returnPath = request.returnPath === undefined ? null : safeReturnPath(request.returnPath);
      if (request.returnPath !== undefined && returnPath === null) throw invalidParams('returnPath');
      await deps.payments.timeOutExpired(userId);
      if ((await repo.usedOn(db, userId, utcDay(now()))) + priced.usd > BUY_TMT_DAILY) throw new AppError('BUY_TMT_DAILY_LIMIT', { field: 'amount' });
      const purchase = { kind: 'buy_tmt' as const, currency: 'USD' as const, amount: priced.usd.toString(), tmt: priced.tmt.toString(), rate: rate.toString(), returnPath };
      return deps.payments.openOrder(userId, { purchase, method: request.method }, (tx, order) => holdTmtOrder(tx, order, now()), language);
    },

    /** TMT from the USD balance: both ledger rows in one transaction, within the limits; nothing written if refused. */
    async fromUsd(userId: number, request: BuyTmtFromUsdRequest): Promise<BuyTmtFromUsdResponse> {
      const priced = quote(request);
      await deps.payments.timeOutExpired(userId);
      const done = await db.transaction((tx) => buyFromUsd(tx, { userId, quote: priced, rate, now: now() }));
      return {
        purchaseId: done.purchase.publicId,
        usd: priced.usd.toString(),
        tmt: priced.tmt.toString(),
        usdPerTmt: formatTmtRate(rate),
        balances: { USD: done.balances.USD.toString(), TMT: done.balances.TMT.toString() },
        leftTodayUsd: (BUY_TMT_DAILY > done.usedToday ? BUY_TMT_DAILY - done.usedToday : 0n).toString(),
      };
    },
  };
}
