/** Linear release (DOMAIN.md "Vesting"): amount × min(1, elapsed ÷ duration), in whole base units, rounded down. */
export function releasedAt(grant: { amount: bigint; startsAt: Date; durationS: number }, now: Date): bigint {
  const elapsedMs = BigInt(Math.max(0, now.getTime() - grant.startsAt.getTime()));
  const durationMs = BigInt(grant.durationS) * 1000n;
  if (durationMs === 0n || elapsedMs >= durationMs) return grant.amount;
  return (grant.amount * elapsedMs) / durationMs;
}
