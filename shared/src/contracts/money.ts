/** Currencies and units (DOMAIN.md "Money and units"). Amounts travel as decimal strings of base units. */
export const CURRENCIES = ['USD', 'BNB', 'TMT', 'GOAL', 'POINTS'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const CURRENCY_DECIMALS: Record<Currency, number> = {
  USD: 2,
  BNB: 18,
  TMT: 18,
  GOAL: 18,
  POINTS: 0,
};

/** Decimals shown to users: tokens up to 4, USD 2, points none. */
export const DISPLAY_DECIMALS: Record<Currency, number> = {
  USD: 2,
  BNB: 4,
  TMT: 4,
  GOAL: 4,
  POINTS: 0,
};

/** A base-unit amount as carried over the wire: a non-negative integer in decimal. */
export type Amount = string;
export const AMOUNT_PATTERN = '^(0|[1-9][0-9]{0,77})$';

/** Whole units → base units, e.g. toBaseUnits('TMT', '1.5'). Throws on more decimals than the currency has. */
export function toBaseUnits(currency: Currency, value: string): bigint {
  const decimals = CURRENCY_DECIMALS[currency];
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) throw new RangeError(`not a decimal amount: ${value}`);
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) throw new RangeError(`${currency} has ${decimals} decimals`);
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/** Base units → exact decimal string in whole units, trailing zeros trimmed. */
export function fromBaseUnits(currency: Currency, amount: Amount | bigint): string {
  const decimals = CURRENCY_DECIMALS[currency];
  const value = typeof amount === 'bigint' ? amount : BigInt(amount);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const scale = 10n ** BigInt(decimals);
  const whole = abs / scale;
  const fraction = decimals ? (abs % scale).toString().padStart(decimals, '0').replace(/0+$/, '') : '';
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * Shares `pool` base units among `weights` pro rata, exactly (the largest-remainder method): each weight gets the floor
 * of its share, then the units those floors leave — fewer than the number of weights — go one each to the largest
 * remainders, ties to the earlier weight. The shares add up to the pool whenever a weight is positive; a weight of 0
 * or less gets nothing. What a payout shares is paid whole, so no "2,599.9999" of a 2,600 pool.
 */
export function allocateProRata(pool: bigint, weights: readonly number[]): bigint[] {
  const units = weights.map((weight) => (weight > 0 ? BigInt(weight) : 0n));
  const total = units.reduce((sum, weight) => sum + weight, 0n);
  if (pool <= 0n || total === 0n) return units.map(() => 0n);
  const shares = units.map((weight) => (pool * weight) / total);
  let left = pool - shares.reduce((sum, share) => sum + share, 0n);
  const byRemainder = units
    .map((weight, index) => ({ index, remainder: (pool * weight) % total }))
    .filter((entry) => units[entry.index]! > 0n)
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0n) break;
    shares[index]! += 1n;
    left -= 1n;
  }
  return shares;
}
