/**
 * Buying TMT (DOMAIN.md "Wallet and payments"): by card through the payment provider, or from the USD balance, at the
 * operator's rate. The limits and the price computation the page and the API share.
 */
import { CURRENCY_DECIMALS, toBaseUnits } from './money';

/** Per order (card) or conversion (USD balance): 10 to 1,000 USD. [ours] */
export const BUY_TMT_MIN_USD = 10;
export const BUY_TMT_MAX_USD = 1_000;
/**
 * Per account and UTC day: 5,000 USD. What counts is every card order of the day that is open, paid or fulfilled, and
 * every conversion from the USD balance of the day; an order that fails, times out or is cancelled stops counting. [ours]
 */
export const BUY_TMT_DAILY_USD = 5_000;

/** The operator's rate unless `TMT_USD_RATE` says otherwise: USD per TMT. [ours] */
export const DEFAULT_TMT_USD_RATE = '0.10';
/** A rate is a decimal of USD per TMT with at most this many decimals. */
export const TMT_RATE_DECIMALS = 6;
export const TMT_RATE_PATTERN = `^(0|[1-9][0-9]{0,5})(\\.[0-9]{1,${TMT_RATE_DECIMALS}})?$`;

/** The quick choices of the Buy TMT page, in whole USD (each within the per-order limits). [ours] */
export const BUY_TMT_QUICK_USD = [10, 25, 50, 100, 500, 1000] as const;

/** The two ways to pay for TMT, and the currency a buyer states the amount in. */
export const BUY_TMT_CURRENCIES = ['USD', 'TMT'] as const;
export type BuyTmtCurrency = (typeof BUY_TMT_CURRENCIES)[number];

const RATE_SCALE = 10n ** BigInt(TMT_RATE_DECIMALS);
const USD_TO_RATE_UNITS = RATE_SCALE / 10n ** BigInt(CURRENCY_DECIMALS.USD);
const TMT_SCALE = 10n ** BigInt(CURRENCY_DECIMALS.TMT);

/** A rate as typed ("0.10") → millionths of a USD per TMT (100000n); null when it is not a positive rate. */
export function parseTmtRate(rate: string): bigint | null {
  if (!new RegExp(TMT_RATE_PATTERN).test(rate)) return null;
  const [whole = '0', fraction = ''] = rate.split('.');
  const units = BigInt(whole) * RATE_SCALE + BigInt(fraction.padEnd(TMT_RATE_DECIMALS, '0'));
  return units > 0n ? units : null;
}

/** Millionths of a USD per TMT → the rate as a decimal without trailing zeros (100000n → "0.1"). */
export function formatTmtRate(rate: bigint): string {
  const whole = rate / RATE_SCALE;
  const fraction = (rate % RATE_SCALE).toString().padStart(TMT_RATE_DECIMALS, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole.toString();
}

/** The TMT (base units) that `usd` (cents) buys at `rate` (millionths of a USD per TMT), rounded down. */
export function tmtForUsd(usd: bigint, rate: bigint): bigint {
  return (usd * USD_TO_RATE_UNITS * TMT_SCALE) / rate;
}

/** The fewest cents that buy at least `tmt` (base units) at `rate`. */
export function usdForTmt(tmt: bigint, rate: bigint): bigint {
  const scaled = tmt * rate;
  const divisor = USD_TO_RATE_UNITS * TMT_SCALE;
  return (scaled + divisor - 1n) / divisor;
}

export interface BuyTmtQuote {
  /** What is paid, USD base units (cents). */
  usd: bigint;
  /** What is credited, TMT base units: floor(usd ÷ rate). */
  tmt: bigint;
}

/**
 * The price of an amount stated in USD (what to spend) or in TMT (what to get): the USD paid is the amount, or the
 * fewest cents that buy the TMT asked; the TMT credited is always what those cents buy, rounded down (so at least what
 * was asked).
 */
export function quoteBuyTmt(request: { currency: BuyTmtCurrency; amount: bigint }, rate: bigint): BuyTmtQuote {
  const usd = request.currency === 'USD' ? request.amount : usdForTmt(request.amount, rate);
  return { usd, tmt: tmtForUsd(usd, rate) };
}

/** Why a quote is refused on its own (outside the daily limit), or null: 10 to 1,000 USD and some TMT. */
export function buyTmtAmountProblem(quote: BuyTmtQuote): 'BUY_TMT_AMOUNT_INVALID' | null {
  const ok = quote.tmt > 0n && quote.usd >= toBaseUnits('USD', String(BUY_TMT_MIN_USD)) && quote.usd <= toBaseUnits('USD', String(BUY_TMT_MAX_USD));
  return ok ? null : 'BUY_TMT_AMOUNT_INVALID';
}
