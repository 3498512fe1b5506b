/**
 * The verifier's recomputation, in the browser with the same functions the API draws with (`@fc/shared/fair`): the
 * committed hash of the server seed, the outcome's digest, and what that digest maps to for its purpose.
 */
import { BOX_ODDS, PACK_CONTENTS, PACK_KINDS, type PackKind, type Rarity } from '@fc/shared/contracts/cards';
import { DRAW_TIERS } from '@fc/shared/contracts/draw';
import {
  boxOpeningRarity,
  drawTierOf,
  fairBelow,
  fairDigestHex,
  fairStream,
  FAIR_PURPOSES,
  lotsOrder,
  FAIR_SEED_PATTERN,
  matchSeedOf,
  packOpeningRarities,
  PLAYER_SEED_PATTERN,
  serverSeedHash,
  type FairPurpose,
} from '@fc/shared/fair';

/** What the verifier is given: every field as typed (or filled from an outcome). */
export interface VerifyInput {
  serverSeed: string;
  playerSeed: string;
  nonce: string;
  purpose: string;
  /** A pack's kind: its contents map the digest to rarities. */
  kind: string;
  /** The hash that was committed before the outcome (optional). */
  committedHash: string;
  /** The digest the outcome recorded (optional). */
  recordedDigest: string;
  /** Purpose `lots`: the reservations in the series' list, to show the drawn order (optional). */
  entries: string;
  /** A match between two managers (from its page's link): the opponent's digest and the caller's side, or ''. */
  otherDigest: string;
  side: string;
}

export const EMPTY_VERIFY_INPUT: VerifyInput = {
  serverSeed: '',
  playerSeed: '',
  nonce: '',
  purpose: 'pack',
  kind: '',
  committedHash: '',
  recordedDigest: '',
  entries: '',
  otherDigest: '',
  side: '',
};

export type VerifyField = keyof VerifyInput;
/** Why a field cannot be used, as a key under `fair.invalid`. */
export type InvalidReason = 'seed' | 'playerSeed' | 'nonce' | 'purpose' | 'kind' | 'entries';

/** What a digest maps to, per purpose (only what can be replayed from the digest alone). */
export type RecomputedOutcome =
  | { purpose: 'pack'; rarities: Rarity[] }
  | { purpose: 'box'; rarity: Rarity }
  | { purpose: 'camp'; roll: number }
  | { purpose: 'draw'; tier: number; multiplierBp: number }
  | { purpose: 'match'; seed: string; combinedAs: 'home' | 'away' | null }
  | { purpose: 'lots'; entries: number; first: number[] }
  | { purpose: 'training' | 'lots-no-entries' | 'pack-unknown-kind' };

export type Verdict = 'matches' | 'mismatch' | 'nothingToCompare';

export interface VerifyResult {
  hash: string;
  digest: string;
  /** Null when no committed hash / recorded digest was given to compare with. */
  hashMatches: boolean | null;
  digestMatches: boolean | null;
  verdict: Verdict;
  outcome: RecomputedOutcome;
}

const SEED = new RegExp(FAIR_SEED_PATTERN);
const PLAYER_SEED = new RegExp(PLAYER_SEED_PATTERN);
const NONCE = /^(0|[1-9][0-9]{0,14})$/;
const ENTRIES = /^[1-9][0-9]{0,5}$/;
/** How many places of a lots order the verifier shows. */
export const LOTS_ORDER_SHOWN = 10;

export const isPurpose = (value: string): value is FairPurpose => (FAIR_PURPOSES as readonly string[]).includes(value);
export const isPackKind = (value: string): value is PackKind => (PACK_KINDS as readonly string[]).includes(value);
const normalHex = (value: string) => value.trim().toLowerCase();

/** The fields that cannot be used as they are, each with why (empty when all can). */
export function invalidFields(input: VerifyInput): Partial<Record<VerifyField, InvalidReason>> {
  const invalid: Partial<Record<VerifyField, InvalidReason>> = {};
  if (!SEED.test(normalHex(input.serverSeed))) invalid.serverSeed = 'seed';
  if (!PLAYER_SEED.test(input.playerSeed)) invalid.playerSeed = 'playerSeed';
  if (!NONCE.test(input.nonce.trim())) invalid.nonce = 'nonce';
  if (!isPurpose(input.purpose)) invalid.purpose = 'purpose';
  if (input.purpose === 'pack' && input.kind !== '' && !isPackKind(input.kind)) invalid.kind = 'kind';
  if (input.purpose === 'lots' && input.entries.trim() !== '' && !ENTRIES.test(input.entries.trim())) invalid.entries = 'entries';
  if (input.committedHash.trim() !== '' && !SEED.test(normalHex(input.committedHash))) invalid.committedHash = 'seed';
  if (input.recordedDigest.trim() !== '' && !SEED.test(normalHex(input.recordedDigest))) invalid.recordedDigest = 'seed';
  if (input.otherDigest.trim() !== '' && !SEED.test(normalHex(input.otherDigest))) invalid.otherDigest = 'seed';
  return invalid;
}

/**
 * Purpose `match`: the engine seed is the digest for a match with one manager; with the opponent's digest and the
 * caller's side, `matchSeedOf(home digest, away digest)`.
 */
function matchOutcome(digest: string, input: VerifyInput): RecomputedOutcome {
  const other = normalHex(input.otherDigest);
  if (other === '' || (input.side !== 'home' && input.side !== 'away')) return { purpose: 'match', seed: matchSeedOf(digest), combinedAs: null };
  const seed = input.side === 'home' ? matchSeedOf(digest, other) : matchSeedOf(other, digest);
  return { purpose: 'match', seed, combinedAs: input.side };
}

function outcomeOf(digest: string, purpose: FairPurpose, input: VerifyInput): RecomputedOutcome {
  const { kind, entries } = input;
  switch (purpose) {
    case 'pack':
      return isPackKind(kind) ? { purpose, rarities: packOpeningRarities(digest, PACK_CONTENTS[kind]) } : { purpose: 'pack-unknown-kind' };
    case 'box':
      return { purpose, rarity: boxOpeningRarity(digest, BOX_ODDS) };
    case 'camp':
      return { purpose, roll: fairBelow(fairStream(digest, 'camp'), 100) };
    case 'draw': {
      const { tier, multiplierBp } = drawTierOf(digest);
      return { purpose, tier, multiplierBp };
    }
    case 'match':
      return matchOutcome(digest, input);
    case 'lots': {
      // The series' list positions (1, 2…) in the drawn order: each wins what it asked for while lots remain.
      const n = Number(entries.trim());
      if (entries.trim() === '' || !Number.isSafeInteger(n)) return { purpose: 'lots-no-entries' };
      return { purpose, entries: n, first: lotsOrder(digest, n).slice(0, LOTS_ORDER_SHOWN).map((index) => index + 1) };
    }
    default:
      return { purpose };
  }
}

/** Recomputes an outcome; null when a field cannot be used (see `invalidFields`). */
export function verifyOutcome(input: VerifyInput): VerifyResult | null {
  if (Object.keys(invalidFields(input)).length > 0 || !isPurpose(input.purpose)) return null;
  const serverSeed = normalHex(input.serverSeed);
  const hash = serverSeedHash(serverSeed);
  const digest = fairDigestHex(serverSeed, input.playerSeed, Number(input.nonce.trim()), input.purpose);
  const committed = normalHex(input.committedHash);
  const recorded = normalHex(input.recordedDigest);
  const hashMatches = committed === '' ? null : committed === hash;
  const digestMatches = recorded === '' ? null : recorded === digest;
  const verdict: Verdict =
    hashMatches === false || digestMatches === false ? 'mismatch' : hashMatches === null && digestMatches === null ? 'nothingToCompare' : 'matches';
  return { hash, digest, hashMatches, digestMatches, verdict, outcome: outcomeOf(digest, input.purpose, input) };
}

/** The draw tiers' count, for the outcome's wording ("tier 2 of 6"). */
export const DRAW_TIER_COUNT = DRAW_TIERS.length;
