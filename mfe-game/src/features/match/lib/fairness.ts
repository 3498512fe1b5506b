import type { GameMatchResponse, MatchEvent } from '@fc/shared';

export interface ReplayCheck {
  /** SHA-256 of the revealed seed, worked out here. */
  computedHash: string;
  /** It equals the hash published before kick-off. */
  hashMatches: boolean;
  /** The score the browser's replay gives. */
  replayed: { home: number; away: number };
  scoreMatches: boolean;
  /** Every event, in order, the same as the stored one. */
  eventsMatch: boolean;
}

const EVENT_FIELDS = ['minute', 'kind', 'side', 'playerId', 'otherId', 'x', 'y', 'home', 'away'] as const;

function sameEvents(a: readonly MatchEvent[], b: readonly MatchEvent[]): boolean {
  return a.length === b.length && a.every((event, index) => EVENT_FIELDS.every((field) => event[field] === b[index]?.[field]));
}

/** The SHA-256 of a hex seed's text, in hex, by the browser's Web Crypto. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}


/**
 * The fairness check anyone can run: the seed revealed after the match hashes to the hash published before kick-off,
 * and the engine, run here on the stored lineups and that seed, plays the stored match again.
 */
export async function checkReplay(match: GameMatchResponse): Promise<ReplayCheck> {
  // Loaded when a check is asked for: most visitors never run it, and the page's chunk stays small.
  const { playMatch } = await import('@fc/shared/match-engine');
  const computedHash = (await sha256Hex(match.seed)).toLowerCase();
  const replay = playMatch(match.input.home, match.input.away, match.seed);
  return {
    computedHash,
    hashMatches: computedHash === match.seedHash.toLowerCase(),
    replayed: { home: replay.homeGoals, away: replay.awayGoals },
    scoreMatches: replay.homeGoals === match.result.homeGoals && replay.awayGoals === match.result.awayGoals,
    eventsMatch: sameEvents(replay.events, match.result.events),
  };
}
