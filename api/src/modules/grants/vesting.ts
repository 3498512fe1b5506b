/**
 * Linear release (DOMAIN.md "Vesting"): amount × min(1, elapsed ÷ duration), in whole base units, rounded down.
 * Nothing is released before the start; a grant of duration 0 releases everything at its start (a lock that ends then,
 * as fan-token staking's).
 */
export function releasedAt(grant: { amount: bigint; startsAt: Date; durationS: number }, now: Date): bigint {
  const elapsedMs = BigInt(now.getTime() - grant.startsAt.getTime());
  if (elapsedMs < 0n) return 0n;
  const durationMs = BigInt(grant.durationS) * 1000n;
  if (elapsedMs >= durationMs) return grant.amount;
  return (grant.amount * elapsedMs) / durationMs;
}
