/**
 * TopPrize's rules (DOMAIN.md "TopPrize", SPEC.md "Values and limits"): the payout schedule, the pool, the vesting and
 * the one power function the API pays by and the pages preview with. Pure constants and arithmetic, no TypeBox: the
 * market home (a guest's first load) reads it through the entry `@fc/shared/contracts/top-prize`.
 */
import type { Position, Rarity } from './cards-constants';

const TMT = 10n ** 18n;
const DAY_S = 86_400;

// ── Schedule and pool ─────────────────────────────────────────────────────────────────────────────────────────────

/** A payout every 30 minutes, on the half hour (UTC). */
export const TOP_PRIZE_PAYOUT_INTERVAL_S = 1800;
/** The payout job's cron: every half hour, UTC. */
export const TOP_PRIZE_CRON = '0,30 * * * *';
/** The payout job's name (job-runner period key prefix). */
export const TOP_PRIZE_JOB = 'top-prize-payout';
/** TMT shared among the participants at each payout (base units). */
export const TOP_PRIZE_PAYOUT_TMT = 2_600n * TMT;
/** TMT the event pays in all (base units). */
export const TOP_PRIZE_TOTAL_TMT = 10_000_000n * TMT;
/** Days over which each payout vests. */
export const TOP_PRIZE_VESTING_DAYS = 180;
export const TOP_PRIZE_VESTING_S = TOP_PRIZE_VESTING_DAYS * DAY_S;
/** When the event opened (unix seconds, UTC): the first payout is the first half hour after it. [ours] */
export const TOP_PRIZE_STARTS_AT_S = Date.UTC(2026, 0, 1) / 1000;

/** Cards one user may have in the event at once. */
export const TOP_PRIZE_MAX_CARDS = 30;
/** Rows of a ranking or payout-history page. [ours] */
export const TOP_PRIZE_PAGE_SIZE = 20;
/** Payouts the event view lists. [ours] */
export const TOP_PRIZE_RECENT_PAYOUTS = 5;

/** When the next payout happens (unix seconds): the next half hour strictly after `nowS`, not before the start. */
export function nextTopPrizePayoutS(nowS: number): number {
  const next = (Math.floor(nowS / TOP_PRIZE_PAYOUT_INTERVAL_S) + 1) * TOP_PRIZE_PAYOUT_INTERVAL_S;
  const first = Math.ceil(TOP_PRIZE_STARTS_AT_S / TOP_PRIZE_PAYOUT_INTERVAL_S) * TOP_PRIZE_PAYOUT_INTERVAL_S;
  return Math.max(next, first);
}

/** The pool of one payout: 2,600 TMT, or what is left of the total when less. */
export function topPrizePayoutPool(poolLeft: bigint): bigint {
  if (poolLeft <= 0n) return 0n;
  return poolLeft < TOP_PRIZE_PAYOUT_TMT ? poolLeft : TOP_PRIZE_PAYOUT_TMT;
}

/** A projected share of a payout pool pro rata to power, floored in base units (the payout itself shares the pool whole: `allocateProRata`). */
export function topPrizeShare(pool: bigint, power: number, totalPower: number): bigint {
  if (power <= 0 || totalPower <= 0) return 0n;
  return (pool * BigInt(power)) / BigInt(totalPower);
}

// ── Power ─────────────────────────────────────────────────────────────────────────────────────────────────────────

/** Power is counted in hundredths, so that penalties and bonuses stay integers: a common card is 100 (1.00). */
export const TOP_PRIZE_POWER_SCALE = 100;
/** Base power by rarity, in whole points (unique is legendary +200 %). */
export const TOP_PRIZE_BASE_POWER: Record<Rarity, number> = { common: 1, rare: 10, epic: 100, legendary: 1000, unique: 3000 };
/** Percent each further identical card loses (the first copy loses nothing, the second this, the third twice this…). */
export const TOP_PRIZE_DUPLICATE_STEP_PERCENT: Record<Rarity, number> = { common: 10, rare: 5, epic: 5, legendary: 5, unique: 5 };
/** The most an identical card loses. */
export const TOP_PRIZE_DUPLICATE_CAP_PERCENT = 50;

export const TOP_PRIZE_BONUSES = ['fullEleven', 'club', 'nationality'] as const;
export type TopPrizeBonus = (typeof TOP_PRIZE_BONUSES)[number];
/** Set bonuses in percent of the power; they add up. */
export const TOP_PRIZE_BONUS_PERCENT: Record<TopPrizeBonus, number> = { fullEleven: 10, club: 5, nationality: 15 };
/** A full XI: different players in these numbers by line. */
export const TOP_PRIZE_FULL_ELEVEN: Record<Position, number> = { GK: 1, DF: 4, MF: 4, FW: 2 };
/** Different players of one club, or of one nationality, for those bonuses. */
export const TOP_PRIZE_SET_SIZE = 5;

/** What the power function reads of a card. */
export interface TopPrizeCard {
  tokenId: string;
  rarity: Rarity;
  playerId: number;
  position: Position;
  clubId: number;
  nationality: string;
  /** A trial card: its share of a payout is frozen as a trial grant. */
  trial?: boolean;
}

export interface TopPrizeCardPower {
  tokenId: string;
  /** Hundredths, before set bonuses. */
  power: number;
  /** Percent lost as an identical card (0 for the first copy). */
  penaltyPercent: number;
}

export interface TopPrizePower {
  /** Hundredths, set bonuses counted. */
  total: number;
  /** Sum of the cards' power, before set bonuses (hundredths). */
  cards: number;
  /** Of `cards`, what trial cards bring. */
  trialCards: number;
  bonuses: TopPrizeBonus[];
  bonusPercent: number;
  breakdown: TopPrizeCardPower[];
}

/** Of a total power, the part trial cards earned (in proportion to their share of the cards' power). */
export function topPrizeTrialPower(power: Pick<TopPrizePower, 'total' | 'cards' | 'trialCards'>): number {
  if (power.cards <= 0) return 0;
  return Math.floor((power.total * power.trialCards) / power.cards);
}

function distinctPlayersBy<K>(cards: readonly TopPrizeCard[], key: (card: TopPrizeCard) => K): Map<K, number> {
  const players = new Map<K, Set<number>>();
  for (const card of cards) {
    const set = players.get(key(card)) ?? new Set<number>();
    set.add(card.playerId);
    players.set(key(card), set);
  }
  return new Map([...players].map(([k, set]) => [k, set.size]));
}

/**
 * The power of a user's cards in TopPrize (DOMAIN.md "TopPrize"): base power by rarity; identical cards (the same
 * player and rarity) lose 10 % (common) or 5 % (rarer) more for each copy after the first, at most 50 %; then the set
 * bonuses, which add up: a full XI (1 GK, 4 DF, 4 MF, 2 FW of different players) +10 %, five different players of one
 * club +5 %, five of one nationality +15 %. In hundredths, floored once at the end.
 */
export function topPrizePower(cards: readonly TopPrizeCard[]): TopPrizePower {
  const sorted = [...cards].sort((a, b) => (a.tokenId.length - b.tokenId.length) || (a.tokenId < b.tokenId ? -1 : a.tokenId > b.tokenId ? 1 : 0));
  const copies = new Map<string, number>();
  const breakdown: TopPrizeCardPower[] = [];
  let sum = 0;
  let trialCards = 0;
  for (const card of sorted) {
    const key = `${card.playerId}:${card.rarity}`;
    const copy = copies.get(key) ?? 0;
    copies.set(key, copy + 1);
    const penaltyPercent = Math.min(copy * TOP_PRIZE_DUPLICATE_STEP_PERCENT[card.rarity], TOP_PRIZE_DUPLICATE_CAP_PERCENT);
    const power = TOP_PRIZE_BASE_POWER[card.rarity] * (100 - penaltyPercent) * (TOP_PRIZE_POWER_SCALE / 100);
    breakdown.push({ tokenId: card.tokenId, power, penaltyPercent });
    sum += power;
    if (card.trial) trialCards += power;
  }
  const bonuses: TopPrizeBonus[] = [];
  const byLine = distinctPlayersBy(cards, (card) => card.position);
  if (Object.entries(TOP_PRIZE_FULL_ELEVEN).every(([line, need]) => (byLine.get(line as Position) ?? 0) >= need)) bonuses.push('fullEleven');
  if ([...distinctPlayersBy(cards, (card) => card.clubId).values()].some((n) => n >= TOP_PRIZE_SET_SIZE)) bonuses.push('club');
  if ([...distinctPlayersBy(cards, (card) => card.nationality).values()].some((n) => n >= TOP_PRIZE_SET_SIZE)) bonuses.push('nationality');
  const bonusPercent = bonuses.reduce((total, bonus) => total + TOP_PRIZE_BONUS_PERCENT[bonus], 0);
  return { total: Math.floor((sum * (100 + bonusPercent)) / 100), cards: sum, trialCards, bonuses, bonusPercent, breakdown };
}

/** The projected share of the next payout at this power: min(2,600 TMT, pool left) × power ÷ total power. */
export function topPrizeProjectedShare(poolLeft: bigint, power: number, totalPower: number): bigint {
  return topPrizeShare(topPrizePayoutPool(poolLeft), power, totalPower);
}
