/**
 * The bidding sale's clearing formula (DOMAIN.md "Packs, shop and bidding sale"), in base units, pure: the server
 * settles with it and the page projects with it.
 */

/** The token symbols a bidding sale can be held in; the first is the default of /poolsale. */
export const POOL_SALE_CURRENCIES = ['TMT', 'GOAL'] as const;
export type PoolSaleCurrency = (typeof POOL_SALE_CURRENCIES)[number];

export const POOL_SALE_PERIODS = ['preparation', 'ongoing', 'ended'] as const;
export type PoolSalePeriod = (typeof POOL_SALE_PERIODS)[number];

export function isPoolSaleCurrency(symbol: string): symbol is PoolSaleCurrency {
  return (POOL_SALE_CURRENCIES as readonly string[]).includes(symbol);
}

/**
 * max(reserve, total ÷ boxes), the division rounded up: a price at or above total ÷ boxes means that the boxes given,
 * each floor(commit ÷ price), never add up to more than the boxes on sale.
 */
export function clearingPrice(totalCommitted: bigint, boxes: number, reservePrice: bigint): bigint {
  if (boxes <= 0 || reservePrice <= 0n) throw new RangeError('a sale has boxes and a positive reserve price');
  const count = BigInt(boxes);
  const perBox = (totalCommitted + count - 1n) / count;
  return perBox > reservePrice ? perBox : reservePrice;
}

export interface Allocation {
  boxes: number;
  /** What the boxes cost: boxes × price. */
  cost: bigint;
  /** commit − cost: never negative, never more than committed. */
  refund: bigint;
}

/** One commitment's share at a price: floor(commit ÷ price) boxes, the rest refunded. */
export function allocate(committed: bigint, price: bigint): Allocation {
  if (price <= 0n) throw new RangeError('a clearing price is positive');
  const boxes = committed / price;
  const cost = boxes * price;
  return { boxes: Number(boxes), cost, refund: committed - cost };
}

/** Every commitment's share at the sale's clearing price (the price, and the allocations in the commitments' order). */
export function settleCommitments(commitments: readonly bigint[], boxes: number, reservePrice: bigint): { price: bigint; allocations: Allocation[] } {
  const total = commitments.reduce((sum, amount) => sum + amount, 0n);
  const price = clearingPrice(total, boxes, reservePrice);
  return { price, allocations: commitments.map((amount) => allocate(amount, price)) };
}

/** The period at `nowS` (unix seconds) of a sale running [startsAt, endsAt). */
export function poolSalePeriod(startsAt: number, endsAt: number, nowS: number): PoolSalePeriod {
  if (nowS < startsAt) return 'preparation';
  return nowS < endsAt ? 'ongoing' : 'ended';
}
