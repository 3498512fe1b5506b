import { CURRENCY_DECIMALS, DISPLAY_DECIMALS, toMillis, type Amount, type Currency } from '../contracts/base';
import { toApiLanguage } from '../i18n/i18n';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, create: () => T): T {
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = create();
    cache.set(key, format);
  }
  return format;
}

function integerFormat(locale: string): Intl.NumberFormat {
  return cached(`n|${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }));
}

function symbol(locale: string, type: 'decimal' | 'minusSign'): string {
  const parts = cached(`p|${locale}`, () => new Intl.NumberFormat(locale)).formatToParts(-1.5);
  return parts.find((part) => part.type === type)?.value ?? (type === 'decimal' ? '.' : '-');
}

/**
 * A base-unit amount for display, exactly (BigInt, never a float): tokens with up to 4 decimals,
 * USD with 2, points none, cut (not rounded) to those decimals, grouped for the locale.
 * Returns the number only; the caller shows the currency.
 */
export function formatAmount(currency: Currency, amount: Amount | bigint, locale: string = toApiLanguage()): string {
  const value = typeof amount === 'bigint' ? amount : BigInt(amount);
  const decimals = CURRENCY_DECIMALS[currency];
  const shown = DISPLAY_DECIMALS[currency];
  const abs = value < 0n ? -value : value;
  const scale = 10n ** BigInt(decimals);
  const whole = abs / scale;
  const digits = (abs % scale).toString().padStart(decimals, '0').slice(0, shown);
  // Cents are always shown for USD; token decimals only as far as they are not zero.
  const fraction = currency === 'USD' ? digits : digits.replace(/0+$/, '');
  const negative = value < 0n && (whole > 0n || /[1-9]/.test(fraction));
  const text = integerFormat(locale).format(whole) + (fraction ? symbol(locale, 'decimal') + fraction : '');
  return negative ? symbol(locale, 'minusSign') + text : text;
}

function dateFormat(locale: string, timeZone: string | undefined, withTime: boolean): Intl.DateTimeFormat {
  return cached(`d|${locale}|${timeZone ?? ''}|${withTime}`, () =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', ...(withTime ? { timeStyle: 'short' } : {}), timeZone }),
  );
}

/** Date and time of a timestamp in seconds or milliseconds (SPEC.md §4), in the browser's time zone unless given. */
export function formatDateTime(timestamp: number, locale: string = toApiLanguage(), timeZone?: string): string {
  return dateFormat(locale, timeZone, true).format(toMillis(timestamp));
}

export function formatDate(timestamp: number, locale: string = toApiLanguage(), timeZone?: string): string {
  return dateFormat(locale, timeZone, false).format(toMillis(timestamp));
}

/** Every digit of a base-unit amount, trailing zeros of the fraction dropped: what a rounded-down figure's tooltip says. */
export function formatExactAmount(currency: Currency, amount: Amount | bigint, locale: string = toApiLanguage()): string {
  const value = typeof amount === 'bigint' ? amount : BigInt(amount);
  const decimals = CURRENCY_DECIMALS[currency];
  const abs = value < 0n ? -value : value;
  const scale = 10n ** BigInt(decimals);
  const fraction = (abs % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  const text = integerFormat(locale).format(abs / scale) + (fraction ? symbol(locale, 'decimal') + fraction : '');
  return value < 0n ? symbol(locale, 'minusSign') + text : text;
}

/** Whether showing `amount` at the currency's display precision cuts digits that are not zero. */
export function isAmountCut(currency: Currency, amount: Amount | bigint): boolean {
  const value = typeof amount === 'bigint' ? amount : BigInt(amount);
  const hidden = 10n ** BigInt(CURRENCY_DECIMALS[currency] - DISPLAY_DECIMALS[currency]);
  return value % hidden !== 0n;
}

/** The smallest amount the currency's display precision shows, in base units. */
function smallestShown(currency: Currency): bigint {
  return 10n ** BigInt(CURRENCY_DECIMALS[currency] - DISPLAY_DECIMALS[currency]);
}

/**
 * A base-unit amount and its currency for display, the one money format of every page: rounded down to the
 * currency's display precision (`formatAmount`), and a positive amount too small to show as "< 0.0001" rather than 0.
 * `currencyLabel` replaces the code (points have a translated word).
 */
export function formatMoney(currency: Currency, amount: Amount | bigint, locale: string = toApiLanguage(), currencyLabel: string = currency): string {
  return `${formatMoneyFigure(currency, amount, locale)} ${currencyLabel}`;
}

/** `formatMoney` without the currency, for a place that names it beside the figure (a balance chip, a column). */
export function formatMoneyFigure(currency: Currency, amount: Amount | bigint, locale: string = toApiLanguage()): string {
  const value = typeof amount === 'bigint' ? amount : BigInt(amount);
  const smallest = smallestShown(currency);
  if (value > 0n && value < smallest) return `< ${formatAmount(currency, smallest, locale)}`;
  return formatAmount(currency, value, locale);
}

const SECONDS_PER_DAY = 86_400;

function dayUnit(locale: string): Intl.NumberFormat {
  return cached(`day|${locale}`, () => new Intl.NumberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'narrow' }));
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The one countdown and duration format: `6d 05:02:27` from a day on (the day unit in the page's language: 6일 in
 * Korean), `5:02:27` from an hour on, `02:27` under an hour. Negative or fractional seconds count as whole ones ≥ 0.
 */
export function formatDuration(seconds: number, locale: string = toApiLanguage()): string {
  const safe = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const days = Math.floor(safe / SECONDS_PER_DAY);
  const hours = Math.floor((safe % SECONDS_PER_DAY) / 3600);
  const minutes = Math.floor((safe % 3600) / 60);
  const rest = twoDigits(safe % 60);
  if (days > 0) return `${dayUnit(locale).format(days)} ${twoDigits(hours)}:${twoDigits(minutes)}:${rest}`;
  if (hours > 0) return `${hours}:${twoDigits(minutes)}:${rest}`;
  return `${twoDigits(minutes)}:${rest}`;
}

/** The same span as an ISO 8601 duration (`P6DT5H2M27S`), for `<time dateTime>`. */
export function isoDuration(seconds: number): string {
  const safe = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const days = Math.floor(safe / SECONDS_PER_DAY);
  const time = safe % SECONDS_PER_DAY;
  return `P${days}DT${Math.floor(time / 3600)}H${Math.floor((time % 3600) / 60)}M${time % 60}S`;
}

/** A count or any plain number, grouped for the language. */
export function formatNumber(value: number | bigint, locale: string = toApiLanguage(), maximumFractionDigits = 2): string {
  return cached(`num|${locale}|${maximumFractionDigits}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits })).format(value);
}

/**
 * A fraction (0.065) as a percentage ("6.5%"), at most `maximumFractionDigits` decimals and at least
 * `minimumFractionDigits` (a column of chances reads "10.0%" above "12.5%").
 */
export function formatPercent(fraction: number, locale: string = toApiLanguage(), maximumFractionDigits = 2, minimumFractionDigits = 0): string {
  const least = Math.min(minimumFractionDigits, maximumFractionDigits);
  return cached(`pct|${locale}|${maximumFractionDigits}|${least}`, () =>
    new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits, minimumFractionDigits: least }),
  ).format(fraction);
}
