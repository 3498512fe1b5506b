import { toBaseUnits } from '@fc/shared';
import { MARKET_CURRENCY } from '@fc/shared/contracts/sales';

/** What the user typed in TMT ("12.5") as base units; null when it is not a decimal amount. */
export function parsePrice(typed: string): bigint | null {
  const text = typed.trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  try {
    return toBaseUnits(MARKET_CURRENCY, text);
  } catch {
    // More decimals than TMT has: not an amount at all.
    return null;
  }
}
