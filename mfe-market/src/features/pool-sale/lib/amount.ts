import { toBaseUnits, type Currency } from '@fc/shared';

/** What the user typed, in whole units ("12.5"), as base units; null when it is not an amount of the currency. */
export function parseAmount(currency: Currency, typed: string): bigint | null {
  const text = typed.trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  try {
    return toBaseUnits(currency, text);
  } catch {
    return null;
  }
}
