import type { PlayedGameMatch } from '@fc/shared';

export interface ReplayCheck {
  /** SHA-256 of the revealed seed, worked out here; null for a seed that is not 32 bytes of hex. */
  computedHash: string | null;
  /** It equals the hash published before kick-off. */
  hashMatches: boolean;
  /** The replay gives the stored result: score, every event in order, stats and ratings. */
  resultMatches: boolean;
  /** The score the browser's replay gives; null when this engine cannot replay it (another engine version). */
  replayed: { home: number; away: number } | null;
}

/**
 * The fairness check anyone can run: the seed revealed after the match hashes to the hash published before kick-off,
 * and the engine, run here on the stored lineups and that seed, plays the stored match again.
 */
export async function checkReplay(match: PlayedGameMatch): Promise<ReplayCheck> {
  // Loaded when a check is asked for: most visitors never run it, and the page's chunk stays small.
  const { seedHash, verifyReplay } = await import('@fc/shared/match-engine');
  const check = verifyReplay(match.input, match.seed, match.seedHash, match.result);
  let computedHash: string | null = null;
  try {
    computedHash = seedHash(match.seed);
  } catch {
    computedHash = null;
  }
  return {
    computedHash,
    hashMatches: check.hashMatches,
    resultMatches: check.resultMatches,
    replayed: check.replayed ? { home: check.replayed.homeGoals, away: check.replayed.awayGoals } : null,
  };
}
