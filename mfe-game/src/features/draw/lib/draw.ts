import { formatPercent, type DrawLegacyView, type DrawView } from '@fc/shared';
import { DRAW_BP, drawCommitment, drawOutcome, drawReward } from '@fc/shared/contracts/draw';

/** Basis points as a percentage in the one percent format: 11000 → "110%". */
export function bpPercent(bp: number, maximumFractionDigits = 0): string {
  return formatPercent(bp / DRAW_BP, undefined, maximumFractionDigits);
}

export interface Verification {
  /** The revealed seed's SHA-256 is the commitment shown before the draw. */
  hashMatches: boolean;
  /** The seed and nonce give the draw's tier, multiplier and reward. */
  outcomeMatches: boolean;
}

/** Checks a draw from before the fair scheme in the browser against the commitment shown before it, with the server's own function. */
export function verifyDraw(draw: DrawView, legacy: DrawLegacyView): Verification {
  const outcome = drawOutcome(legacy.seed, legacy.nonce);
  return {
    hashMatches: drawCommitment(legacy.seed) === legacy.seedHash,
    outcomeMatches:
      outcome.tier === draw.tier && outcome.multiplierBp === draw.multiplierBp && drawReward(outcome.multiplierBp).toString() === draw.reward,
  };
}

/** A fresh id for one draw's request: a retry of the same confirmation sends it again and is answered the first draw. */
export function newRequestId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Whether the reader asked for less motion (no animation then). */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
