import type { Amount } from '@fc/shared';

/** How much of a grant has been released, in whole percent (rounded down, 0–100). */
export function releasedPercent(released: Amount, amount: Amount): number {
  const total = BigInt(amount);
  if (total <= 0n) return 0;
  const part = BigInt(released);
  const percent = (part * 100n) / total;
  return Number(percent < 0n ? 0n : percent > 100n ? 100n : percent);
}
