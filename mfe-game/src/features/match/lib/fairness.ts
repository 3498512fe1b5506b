import type { GameMatchResponse, MatchEvent, MatchResult } from '@fc/shared';
import { playMatch } from '@fc/shared/match-engine';

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

export interface ReplayTools {
  hash: (seed: string) => Promise<string> | string;
  play: (home: GameMatchResponse['input']['home'], away: GameMatchResponse['input']['away'], seed: string) => MatchResult;
}

const DEFAULT_TOOLS: ReplayTools = { hash: sha256Hex, play: playMatch };

/**
 * The fairness check anyone can run: the seed revealed after the match hashes to the hash published before kick-off,
 * and the engine, run here on the stored lineups and that seed, plays the stored match again.
 */
export async function checkReplay(match: GameMatchResponse, tools: ReplayTools = DEFAULT_TOOLS): Promise<ReplayCheck> {
  const computedHash = (await tools.hash(match.seed)).toLowerCase();
  const replay = tools.play(match.input.home, match.input.away, match.seed);
  return {
    computedHash,
    hashMatches: computedHash === match.seedHash.toLowerCase(),
    replayed: { home: replay.homeGoals, away: replay.awayGoals },
    scoreMatches: replay.homeGoals === match.result.homeGoals && replay.awayGoals === match.result.awayGoals,
    eventsMatch: sameEvents(replay.events, match.result.events),
  };
}
