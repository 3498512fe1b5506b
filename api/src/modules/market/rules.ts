import { MARKET_DETAIL_KIND, PACK_KINDS, priceProblem, RARITIES, type CardFamily, type ErrorCodeName, type MarketTab, type SaleType } from '@fc/shared/contracts';
import { MARKET_LEDGER_REF_PREFIX, MASKED_MIDDLE } from './constants';

export type ListedFamily = Exclude<CardFamily, 'item'>;

/** The grid a family is listed in. */
export function tabOf(family: ListedFamily): MarketTab {
  return MARKET_DETAIL_KIND[family] === 'box' ? 'pack' : MARKET_DETAIL_KIND[family];
}

/**
 * What price history and the floor price compare: the same player and rarity of the same family, the same pack kind,
 * the same box rarity.
 */
export function subjectOf(card: { family: ListedFamily; playerId: number | null; rarity: string | null; kind: string | null }): string {
  if (card.family === 'pack') return `pack:${card.kind ?? ''}`;
  if (card.family === 'box') return `box:${card.rarity ?? ''}`;
  return `${card.family}:${card.playerId ?? ''}:${card.rarity ?? ''}`;
}

/** What a listing's `name` holds (what `q` searches): the player's name, a pack's kind, a box's rarity and "box". */
export function listingName(family: ListedFamily, card: { playerName: string | null; kind: string | null; rarity: string | null }): string {
  return card.playerName ?? (family === 'pack' ? (card.kind ?? '') : `${card.rarity ?? ''} box`);
}

/** The names of packs and boxes `q` matches, as `listingName` writes them (players' names come from the catalog). */
export function packAndBoxNamesMatching(q: string): string[] {
  const needle = q.toLowerCase();
  return [...PACK_KINDS, ...RARITIES.map((rarity) => `${rarity} box`)].filter((name) => name.toLowerCase().includes(needle));
}

/** Why a listing cannot be asked (price bounds and step, an auction's start and hours), with the field; or null. */
export function sellProblem(saleType: SaleType, price: bigint, hours: number | undefined): { code: ErrorCodeName; field: string } | null {
  const problem = priceProblem(saleType, price);
  if (problem) return { code: problem, field: 'price' };
  if ((saleType === 'auction') !== (hours !== undefined)) return { code: 'AUCTION_HOURS_INVALID', field: 'hours' };
  return null;
}

/** A nickname as others see it: the first and last characters around stars. */
export function maskNickName(nickName: string): string {
  const characters = [...nickName];
  if (characters.length <= 2) return `${characters[0] ?? ''}${MASKED_MIDDLE}`;
  return `${characters[0]}${MASKED_MIDDLE}${characters[characters.length - 1]}`;
}

export function listingRef(listingId: number): string {
  return `${MARKET_LEDGER_REF_PREFIX}${listingId}`;
}

/** The end moved by a bid at `now`: later by the extension when the bid lands within the window before the end. */
export function endAfterBid(endsAt: Date, now: Date, windowS: number, extensionS: number): Date {
  return endsAt.getTime() - now.getTime() <= windowS * 1000 ? new Date(endsAt.getTime() + extensionS * 1000) : endsAt;
}
