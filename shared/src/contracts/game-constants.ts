/**
 * TopManager's rules (DOMAIN.md "Energy and stamina" and "TopManager", SPEC §4–5): formations, tactics, energy, the
 * queue, results, seasons, rankings and rewards, the PVE ladder and PVP. Pure constants and arithmetic, no TypeBox:
 * the API's game and ranking modules, the match engine and the game pages all read them (entry
 * `@fc/shared/contracts/game`).
 */
import type { ItemKind, PreferredPosition } from './cards-constants';

/** The role → line map the lineup rules and the engine read (defined with the card's positions). */
export { LINE_OF_ROLE } from './cards-constants';

const TMT = 10n ** 18n;
const DAY_S = 86_400;

// ── Lineup ────────────────────────────────────────────────────────────────────────────────────────────────────────

export const FORMATIONS = ['4-4-2', '4-3-3', '3-5-2', '4-2-3-1', '5-3-2'] as const;
export type Formation = (typeof FORMATIONS)[number];

/**
 * A starter's place in a formation: the role the slot asks for, and where it stands on a pitch drawn from the team's
 * own goal (`y` 0) to the opponent's (`y` 100), `x` 0 on the left touchline to 100 on the right.
 */
export interface FormationSlot {
  role: PreferredPosition;
  x: number;
  y: number;
}

/** The 11 slots of each formation, goalkeeper first, then back to front, left to right. The lineup's `starters[i]` stands in slot i. */
export const FORMATION_SLOTS: Record<Formation, readonly FormationSlot[]> = {
  '4-4-2': [
    { role: 'GK', x: 50, y: 5 },
    { role: 'LB', x: 15, y: 25 }, { role: 'CB', x: 38, y: 22 }, { role: 'CB', x: 62, y: 22 }, { role: 'RB', x: 85, y: 25 },
    { role: 'LM', x: 15, y: 52 }, { role: 'CM', x: 38, y: 48 }, { role: 'CM', x: 62, y: 48 }, { role: 'RM', x: 85, y: 52 },
    { role: 'ST', x: 38, y: 78 }, { role: 'ST', x: 62, y: 78 },
  ],
  '4-3-3': [
    { role: 'GK', x: 50, y: 5 },
    { role: 'LB', x: 15, y: 25 }, { role: 'CB', x: 38, y: 22 }, { role: 'CB', x: 62, y: 22 }, { role: 'RB', x: 85, y: 25 },
    { role: 'CM', x: 28, y: 48 }, { role: 'CDM', x: 50, y: 42 }, { role: 'CM', x: 72, y: 48 },
    { role: 'LW', x: 18, y: 76 }, { role: 'ST', x: 50, y: 82 }, { role: 'RW', x: 82, y: 76 },
  ],
  '3-5-2': [
    { role: 'GK', x: 50, y: 5 },
    { role: 'CB', x: 28, y: 22 }, { role: 'CB', x: 50, y: 20 }, { role: 'CB', x: 72, y: 22 },
    { role: 'LM', x: 10, y: 52 }, { role: 'CM', x: 32, y: 46 }, { role: 'CDM', x: 50, y: 40 }, { role: 'CM', x: 68, y: 46 }, { role: 'RM', x: 90, y: 52 },
    { role: 'ST', x: 38, y: 78 }, { role: 'ST', x: 62, y: 78 },
  ],
  '4-2-3-1': [
    { role: 'GK', x: 50, y: 5 },
    { role: 'LB', x: 15, y: 25 }, { role: 'CB', x: 38, y: 22 }, { role: 'CB', x: 62, y: 22 }, { role: 'RB', x: 85, y: 25 },
    { role: 'CDM', x: 38, y: 42 }, { role: 'CDM', x: 62, y: 42 },
    { role: 'LW', x: 18, y: 64 }, { role: 'CAM', x: 50, y: 62 }, { role: 'RW', x: 82, y: 64 },
    { role: 'ST', x: 50, y: 82 },
  ],
  '5-3-2': [
    { role: 'GK', x: 50, y: 5 },
    { role: 'LB', x: 10, y: 30 }, { role: 'CB', x: 30, y: 22 }, { role: 'CB', x: 50, y: 20 }, { role: 'CB', x: 70, y: 22 }, { role: 'RB', x: 90, y: 30 },
    { role: 'CM', x: 28, y: 48 }, { role: 'CM', x: 50, y: 45 }, { role: 'CM', x: 72, y: 48 },
    { role: 'ST', x: 38, y: 78 }, { role: 'ST', x: 62, y: 78 },
  ],
};

export const STARTERS = 11;
/** Substitutes on the bench: up to 7. [ours] */
export const MAX_SUBSTITUTES = 7;
/** A lineup plays with at least 3 of the manager's own cards (NFT or trial FP cards); the rest are system cards. [spec] */
export const MIN_OWN_CARDS = 3;
/** Saved lineups (groups) per manager. [ours] */
export const MAX_LINEUP_GROUPS = 5;
/** A group's name: 1–24 characters, trimmed. [ours] */
export const GROUP_NAME_MAX_LENGTH = 24;
/** The rating and level of a system card, the filler of an empty slot: common, level 1. [spec] */
export const SYSTEM_CARD_LEVEL = 1;
/**
 * A system card's rating (and every ability): a common card's ability base at SYSTEM_CARD_LEVEL, so an empty slot
 * plays like an average new common card. The API checks it against its card constants. [ours]
 */
export const SYSTEM_CARD_RATING = 52;

/** Tactics (DOMAIN.md "TopManager"). [ours] */
export const MENTALITIES = ['defensive', 'balanced', 'attacking'] as const;
export type Mentality = (typeof MENTALITIES)[number];
export const PRESSINGS = ['low', 'medium', 'high'] as const;
export type Pressing = (typeof PRESSINGS)[number];
export const TEMPOS = ['slow', 'normal', 'fast'] as const;
export type Tempo = (typeof TEMPOS)[number];
export interface Tactics {
  mentality: Mentality;
  pressing: Pressing;
  tempo: Tempo;
}
export const DEFAULT_TACTICS: Tactics = { mentality: 'balanced', pressing: 'medium', tempo: 'normal' };
export const DEFAULT_FORMATION: Formation = '4-4-2';

/** Why a lineup cannot play, in the order the editor explains them. */
export const LINEUP_PROBLEMS = ['tooFewOwnCards', 'duplicatePlayer', 'cardUnavailable', 'staminaShort', 'tooManySubstitutes'] as const;
export type LineupProblem = (typeof LINEUP_PROBLEMS)[number];

/**
 * What keeps a card out of a lineup, from its state (SPEC §4): listed on the market, staked, frozen for 24 h after
 * unstaking, training, in the camp, sent to TopPrize, held by support, on its way to the chain as an NFT; and, for a
 * card a saved lineup still names, its trial ended or the card gone from play.
 */
export const SQUAD_BLOCKS = ['listed', 'staking', 'frozen', 'training', 'camp', 'topPrize', 'locked', 'transfer', 'trialEnded', 'gone'] as const;
export type SquadBlockReason = (typeof SQUAD_BLOCKS)[number];

// ── Energy and stamina ────────────────────────────────────────────────────────────────────────────────────────────

/** The manager's energy: cap 100, a match costs 10, +1 every 18 minutes. [public, ours] */
export const ENERGY_CAP = 100;
export const MATCH_ENERGY_COST = 10;
export const ENERGY_REGEN_S = 18 * 60;
/** Bought 10 for 20 TMT, at most 5 times a UTC day, never above the cap. [ours] */
export const ENERGY_PURCHASE_AMOUNT = 10;
export const ENERGY_PURCHASE_PRICE = 20n * TMT;
export const ENERGY_PURCHASES_PER_DAY = 5;

export const MATCH_SIDES = ['home', 'away'] as const;
export type MatchSide = (typeof MATCH_SIDES)[number];
export const MATCH_OUTCOMES = ['win', 'draw', 'loss'] as const;
export type MatchOutcome = (typeof MATCH_OUTCOMES)[number];

/** Stamina a match costs a card before physical lowers it: home 50; away 40 on a win, 20 on a draw, 0 on a loss. [public] */
export const MATCH_STAMINA_COST: Record<MatchSide, Record<MatchOutcome, number>> = {
  home: { win: 50, draw: 50, loss: 50 },
  away: { win: 40, draw: 20, loss: 0 },
};
/** The most a match can cost a card (before physical): a starter needs this much to queue. [ours] */
export const MAX_MATCH_STAMINA_COST = 50;
/** Physical lowers the cost: basic / (1 + physical / 300), rounded up. [public] */
export const PHYSICAL_STAMINA_DIVISOR = 300;
export function matchStaminaCost(basic: number, physical: number): number {
  return Math.ceil(basic / (1 + physical / PHYSICAL_STAMINA_DIVISOR));
}

// ── Results ───────────────────────────────────────────────────────────────────────────────────────────────────────

/** Points: win 3, draw 1, loss 0. [public] */
export const MATCH_POINTS: Record<MatchOutcome, number> = { win: 3, draw: 1, loss: 0 };
/** XP to each of the manager's own starters: 10 on a home win, 8 otherwise. [public] */
export const XP_HOME_WIN = 10;
export const XP_OTHERWISE = 8;
export function starterXp(side: MatchSide, outcome: MatchOutcome): number {
  return side === 'home' && outcome === 'win' ? XP_HOME_WIN : XP_OTHERWISE;
}

// ── Queue and matchmaking ─────────────────────────────────────────────────────────────────────────────────────────

/** The queue's modes: ranked (TopManager, points and ranking) and PVE/PVP play without a queue. */
export const MATCH_MODES = ['ranked', 'pve', 'pvp'] as const;
export type MatchMode = (typeof MATCH_MODES)[number];
export const QUEUE_MODES = ['ranked'] as const satisfies readonly MatchMode[];
export type QueueMode = (typeof QUEUE_MODES)[number];

/** Opponents within 15 % of team rating, 30 % after 10 s waiting, an NPC team of similar rating after 30 s. [public, ours] */
export const QUEUE_RATING_BAND = 0.15;
export const QUEUE_WIDE_RATING_BAND = 0.3;
export const QUEUE_WIDEN_AFTER_S = 10;
export const QUEUE_NPC_AFTER_S = 30;
/** How often the matchmaker looks at the queue. [ours] */
export const MATCHMAKER_TICK_MS = 1_000;
/** A queue entry nobody answers for this long is dropped (its browser gone). [ours] */
export const QUEUE_STALE_S = 10 * 60;

/** The band of rating an entry accepts after waiting `waitedS` seconds; null once an NPC is due. */
export function queueBand(waitedS: number): number | null {
  if (waitedS >= QUEUE_NPC_AFTER_S) return null;
  return waitedS >= QUEUE_WIDEN_AFTER_S ? QUEUE_WIDE_RATING_BAND : QUEUE_RATING_BAND;
}
/** Whether two team ratings are within a band of each other (relative to the higher). */
export function ratingsMatch(a: number, b: number, band: number): boolean {
  const high = Math.max(a, b);
  return high === 0 || Math.abs(a - b) / high <= band;
}

export const QUEUE_STATES = ['idle', 'waiting', 'matched'] as const;
export type QueueState = (typeof QUEUE_STATES)[number];

// ── Seasons and rankings ──────────────────────────────────────────────────────────────────────────────────────────

/** Season S0 starts at 00:00 UTC on 2 November 2026; seasons follow each other, 28 days each. [spec, ours] */
export const SEASON_EPOCH_S = Date.UTC(2026, 10, 2) / 1000;
export const SEASON_DAYS = 28;

export interface SeasonWindow {
  /** 0 for S0. */
  index: number;
  /** Unix seconds. */
  startsAt: number;
  endsAt: number;
  /** 1 on the season's first day. */
  day: number;
}
/** The season at `nowS` (unix seconds); null before S0 ("new season not started"). */
export function seasonAt(nowS: number): SeasonWindow | null {
  if (nowS < SEASON_EPOCH_S) return null;
  const length = SEASON_DAYS * DAY_S;
  const index = Math.floor((nowS - SEASON_EPOCH_S) / length);
  const startsAt = SEASON_EPOCH_S + index * length;
  return { index, startsAt, endsAt: startsAt + length, day: Math.floor((nowS - startsAt) / DAY_S) + 1 };
}
export function seasonLabel(index: number): string {
  return `S${index}`;
}
/** The UTC day of unix seconds, `YYYY-MM-DD`. */
export function utcDay(nowS: number): string {
  return new Date(nowS * 1000).toISOString().slice(0, 10);
}

/** Ranking lists show the top 10,000; only they earn ranking rewards. [spec] */
export const RANKING_SIZE = 10_000;
export const RANKING_SCOPES = ['daily', 'season'] as const;
export type RankingScope = (typeof RANKING_SCOPES)[number];
export const RANKING_PAGE_SIZE = 50;
/** Reward grants /game/rewards lists per page. [ours] */
export const REWARDS_PAGE_SIZE = 20;
export const CLUB_SEARCH_MAX_LENGTH = 24;

// ── Rewards (every reward is a vesting grant, claimed at the claim center) ────────────────────────────────────────

/** The daily bonus (season S0: 25,000 TMT) shared by points among the top 10,000 at 00:00 UTC, vesting 30 days. [spec, public] */
export const DAILY_BONUS_TMT = 25_000n * TMT;
export const DAILY_REWARD_JOB = 'topmanager-daily-rewards';
/** Season rewards: 250,000 TMT shared by season points among the top 10,000 when a season ends, vesting 30 days. [ours] */
export const SEASON_REWARD_TMT = 250_000n * TMT;
export const SEASON_REWARD_JOB = 'topmanager-season-rewards';
export const REWARD_CRON = '0 0 * * *';
export const RANKING_REWARD_VESTING_S = 30 * DAY_S;

/**
 * Shares a pool among ranked managers pro rata to points, each share rounded down (the rest stays unpaid): what the
 * daily and season jobs pay and what the pages estimate. Managers with 0 points get nothing.
 */
export function shareByPoints(pool: bigint, points: readonly number[]): bigint[] {
  const total = points.reduce((sum, value) => sum + BigInt(Math.max(0, value)), 0n);
  return points.map((value) => (total === 0n || value <= 0 ? 0n : (pool * BigInt(value)) / total));
}

// ── PVE ───────────────────────────────────────────────────────────────────────────────────────────────────────────

export interface PveStage {
  stage: number;
  /** The NPC club's team rating. */
  rating: number;
  /** The item a first win gives. */
  firstWinItem: ItemKind;
}
/** A ladder of 10 NPC clubs of rising rating; a win unlocks the next; a first win gives an item. No points, no ranking. [ours] */
export const PVE_LADDER: readonly PveStage[] = [
  { stage: 1, rating: 35, firstWinItem: 'energyDrink' },
  { stage: 2, rating: 40, firstWinItem: 'staminaPotion' },
  { stage: 3, rating: 45, firstWinItem: 'xpCard' },
  { stage: 4, rating: 50, firstWinItem: 'energyDrink' },
  { stage: 5, rating: 55, firstWinItem: 'staminaPotion' },
  { stage: 6, rating: 60, firstWinItem: 'xpCard' },
  { stage: 7, rating: 65, firstWinItem: 'skillBook' },
  { stage: 8, rating: 70, firstWinItem: 'xpCard' },
  { stage: 9, rating: 75, firstWinItem: 'skillBook' },
  { stage: 10, rating: 80, firstWinItem: 'boots' },
];

// ── PVP ───────────────────────────────────────────────────────────────────────────────────────────────────────────

export const PVP_CHALLENGE_STATES = ['pending', 'played', 'declined', 'cancelled', 'expired'] as const;
export type PvpChallengeState = (typeof PVP_CHALLENGE_STATES)[number];
/** A challenge waits 24 hours for an answer. [ours] */
export const PVP_CHALLENGE_TTL_S = DAY_S;
/** Open challenges a manager may have sent at once. [ours] */
export const PVP_OPEN_CHALLENGES = 5;
/** A PVP win pays 10 TMT, a draw 3 TMT, as 30-day grants, for the first 5 rewarded matches of a UTC day. [ours] */
export const PVP_REWARD: Record<MatchOutcome, bigint> = { win: 10n * TMT, draw: 3n * TMT, loss: 0n };
export const PVP_REWARDED_PER_DAY = 5;
export const PVP_REWARD_VESTING_S = 30 * DAY_S;

// ── Match engine ──────────────────────────────────────────────────────────────────────────────────────────────────

/** Bumped whenever the engine's outcome for the same input changes: a report names the version that played it. */
export const MATCH_ENGINE_VERSION = 1;
export const MATCH_MINUTES = 90;
export const MATCH_EVENT_KINDS = [
  'kickoff',
  'chance',
  'shot',
  'save',
  'goal',
  'miss',
  'woodwork',
  'foul',
  'yellow',
  'red',
  'substitution',
  'halfTime',
  'fullTime',
] as const;
export type MatchEventKind = (typeof MATCH_EVENT_KINDS)[number];
/** A seed: 32 random bytes in hex; its SHA-256 (hex) is stored before kick-off. */
export const MATCH_SEED_PATTERN = '^[0-9a-f]{64}$';
export * from './staking-constants';

/**
 * A match's states: `scheduled` (written with its seed hash, not played yet: a ranked match between the matchmaker's
 * claim and play steps), `played`, or `voided` (a side could no longer pay at the play step; never played).
 */
export const MATCH_STATES = ['scheduled', 'played', 'voided'] as const;
export type MatchState = (typeof MATCH_STATES)[number];

/** What a match report holds once played and lacks before (`/game/match`'s `GameMatchResponse`). */
interface MatchPlayFields {
  state: MatchState;
  playedAt: number | null;
  home: unknown;
  away: unknown;
  seed: string | null;
  result: unknown;
}

/**
 * Whether a match report is of a played match (its seed, reports and result present): with `GameMatchResponse`, the
 * narrowed type is `PlayedGameMatch`. Structural, so this TypeBox-free file needs no schema types.
 */
export function isPlayedMatch<M extends MatchPlayFields>(
  match: M,
): match is M & { state: 'played'; playedAt: number; home: NonNullable<M['home']>; away: NonNullable<M['away']>; seed: string; result: NonNullable<M['result']> } {
  return match.state === 'played' && match.result !== null && match.seed !== null && match.home !== null && match.away !== null && match.playedAt !== null;
}
