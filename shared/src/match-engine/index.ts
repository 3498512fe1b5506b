/**
 * The TopManager match engine (issue 13): deterministic from (home, away, seed), pure, no I/O. The server plays a
 * match with it and stores the input, the seed and the result; the report page replays the same input and seed in the
 * browser and shows that it reproduces the stored result. Not a Module Federation singleton (it holds no state):
 * each app that imports `@fc/shared/match-engine` bundles it.
 */
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils';
import type { EngineTeam, MatchResult } from '../contracts/game';
import { MATCH_ENGINE_VERSION, MATCH_SEED_PATTERN } from '../contracts/game-constants';
import { simulate } from './engine';

export { roleFit } from './engine';
export { npcTeam } from './npc';

const SEED = new RegExp(MATCH_SEED_PATTERN);

/** Plays a match: the same input and seed give the same result, to the event. The home side kicks off. */
export function playMatch(home: EngineTeam, away: EngineTeam, seed: string): MatchResult {
  if (!SEED.test(seed)) throw new Error('a match seed is 32 bytes in lower-case hex');
  return simulate(home, away, seed);
}

/** The seed's SHA-256 (hex, over its 32 bytes): published before kick-off, checked against the seed after. */
export function seedHash(seed: string): string {
  return bytesToHex(sha256(hexToBytes(seed)));
}

/** A team's rating: its starters' mean rating, rounded (system cards counted). */
export function teamRating(team: Pick<EngineTeam, 'starters'>): number {
  let sum = 0;
  for (const p of team.starters) sum += p.rating;
  return Math.round(sum / team.starters.length);
}

export interface ReplayCheck {
  /** The seed hashes to the published hash. */
  hashMatches: boolean;
  /** Replaying the input with the seed gives the stored result, event for event. */
  resultMatches: boolean;
  ok: boolean;
  replayed: MatchResult | null;
}

/** Replays a stored match and compares: what the report page's "Check the replay" runs in the browser. */
export function verifyReplay(
  input: { home: EngineTeam; away: EngineTeam },
  seed: string,
  publishedHash: string,
  stored: MatchResult,
): ReplayCheck {
  if (!SEED.test(seed)) return { hashMatches: false, resultMatches: false, ok: false, replayed: null };
  const hashMatches = seedHash(seed) === publishedHash.toLowerCase();
  if (stored.engineVersion !== MATCH_ENGINE_VERSION) return { hashMatches, resultMatches: false, ok: false, replayed: null };
  const replayed = simulate(input.home, input.away, seed);
  const resultMatches = sameJson(replayed, stored);
  return { hashMatches, resultMatches, ok: hashMatches && resultMatches, replayed };
}

/** Deep equality of JSON values, key order ignored (a database may store keys in its own order). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => sameJson(v, b[i]));
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const rb = b as Record<string, unknown>;
  const ra = a as Record<string, unknown>;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(rb, k) && sameJson(ra[k], rb[k]));
}
