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
