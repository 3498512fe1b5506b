/**
 * What a card is and what can happen to it (SPEC §3–4, DOMAIN.md "Cards" and "What a card is: the families"): the
 * words the server and every page share. The rules that use them live in the API's cards module.
 */
import type { ItemKind, PackKind } from './card-kinds-constants';

export const RARITIES = ['common', 'rare', 'epic', 'legendary', 'unique'] as const;
export type Rarity = (typeof RARITIES)[number];

/**
 * The families of things a user holds: a collectible card (from a Legend or All Star pack, never plays), an FP card
 * (the game card), an unopened pack, a mystery box (one FP card inside) and an item.
 */
export const CARD_FAMILIES = ['collectible', 'fp', 'pack', 'box', 'item'] as const;
export type CardFamily = (typeof CARD_FAMILIES)[number];

/** The families that show a player (and carry a serial `n / supply`). */
export const PLAYER_CARD_FAMILIES = ['collectible', 'fp'] as const satisfies readonly CardFamily[];

/**
 * A card's one state (SPEC §4). `battling` is "on the pitch" (in a TopManager lineup or a match), `in_use` a card
 * sent to TopPrize or an item worn by an FP card, `unavailable` what is gone from play (opened, withdrawn, expired).
 */
export const CARD_STATES = [
  'normal',
  'listed',
  'training',
  'staking',
  'camp',
  'locked',
  'battling',
  'transfer',
  'in_use',
  'unavailable',
  'trial',
] as const;
export type CardState = (typeof CARD_STATES)[number];

/** Everything that changes a card's state; the server's card state machine decides each one. */
export const CARD_ACTIONS = [
  'list',
  'unlist',
  'sell',
  'train',
  'finishTraining',
  'stake',
  'unstake',
  'sendToTopPrize',
  'recallFromTopPrize',
  'enterCamp',
  'leaveCamp',
  'joinLineup',
  'leaveLineup',
  'withdraw',
  'completeWithdrawal',
  // The mint of a card withdrawn as an NFT failed: the card comes back.
  'cancelWithdrawal',
  // A withdrawn card sent back to an NFT deposit address: in the collection again, of whoever deposited it.
  'returnFromChain',
  'lock',
  'unlock',
  'open',
  'equip',
  'unequip',
  // A consumable item used up (a potion, an XP card, a skill book in the camp).
  'consume',
  'expireTrial',
  // Growth that leaves the state as it is, asked of the machine so every blocked card is refused alike: `improve`
  // (allocate potential, use a consumable on it, wear equipment) and `upgrade` (ascend, the camp), which trial cards
  // may not do.
  'improve',
  'upgrade',
] as const;
export type CardAction = (typeof CARD_ACTIONS)[number];

export { ITEM_KINDS, PACK_KINDS, type ItemKind, type PackKind } from './card-kinds-constants';

/**
 * What a pack holds (DOMAIN.md "Packs, shop and bidding sale", shown on the pack page before purchase), odds in basis
 * points of 10,000: All Star, 5 cards; Legend, 3 cards with at least one epic or better. Here so that the API's draws
 * and the browser's verifier (/fair) map a digest with the same table. [ours]
 */
export const PACK_CONTENTS: Record<PackKind, { cards: number; odds: Partial<Record<Rarity, number>>; atLeastOne?: Rarity }> = {
  allStar: { cards: 5, odds: { common: 7_000, rare: 2_200, epic: 650, legendary: 140, unique: 10 } },
  legend: { cards: 3, odds: { rare: 6_000, epic: 3_000, legendary: 900, unique: 100 }, atLeastOne: 'epic' },
};

/** A mystery box that does not already know its card's rarity (a bidding-sale box) draws it with these odds. [ours] */
export const BOX_ODDS: Partial<Record<Rarity, number>> = PACK_CONTENTS.allStar.odds;
/** Items one FP card wears (one of each at most); the rest are used up. */
export const EQUIPMENT_KINDS = ['boots', 'gloves', 'shirt', 'shinGuards'] as const satisfies readonly ItemKind[];
export type EquipmentKind = (typeof EQUIPMENT_KINDS)[number];
/** Consumables used on an FP card or the manager (energy drink); skill books are spent in the camp. */
export const CONSUMABLE_KINDS = ['energyDrink', 'staminaPotion', 'xpCard'] as const satisfies readonly ItemKind[];
export type ConsumableKind = (typeof CONSUMABLE_KINDS)[number];

/** An FP card's ability attributes, by line: a goalkeeper's differ from an outfield player's. [public] */
export const OUTFIELD_ABILITIES = ['passing', 'dribbling', 'shooting', 'intercepting', 'tackling'] as const;
export const GOALKEEPER_ABILITIES = ['goalkeeping', 'reaction', 'anticipation', 'commanding', 'composure'] as const;
export type AbilityAttribute = (typeof OUTFIELD_ABILITIES)[number] | (typeof GOALKEEPER_ABILITIES)[number];
/** What potential points raise; physical also lowers the stamina a match costs. [public] */
export const PRODUCTIVE_ATTRIBUTES = ['efficiency', 'lucky', 'physical', 'charm', 'wisdom'] as const;
export type ProductiveAttribute = (typeof PRODUCTIVE_ATTRIBUTES)[number];

/** The skills an FP card's slots hold, slot by slot, by the player's line; each slot is locked until awakened. [ours] */
export const SKILLS = {
  GK: ['reflexSave', 'oneOnOne', 'distribution', 'commandArea', 'penaltySaver'],
  DF: ['slideTackle', 'interception', 'aerialDuel', 'manMarking', 'longPass'],
  MF: ['throughBall', 'pressing', 'dribbleMaster', 'longShot', 'setPiece'],
  FW: ['finesseShot', 'sprint', 'header', 'poacher', 'volley'],
} as const;
export type Skill = (typeof SKILLS)[keyof typeof SKILLS][number];
/** A skill's levels: 0 is locked, 1 awakened, up to 5. */
export const MAX_SKILL_LEVEL = 5;
/** The camp's outcomes (SPEC §4 "Camp"): awakening (to level 1) or a level up, each a success or a failure. */
export const CAMP_STEPS = ['awaken', 'levelUp'] as const;
export type CampStep = (typeof CAMP_STEPS)[number];

/** A player's line (the catalog's `position`) and the role he plays best in it (`preferredPosition`). */
export const POSITIONS = ['GK', 'DF', 'MF', 'FW'] as const;
export type Position = (typeof POSITIONS)[number];
export const PREFERRED_POSITIONS = ['GK', 'CB', 'LB', 'RB', 'CDM', 'CM', 'CAM', 'LM', 'RM', 'LW', 'RW', 'ST'] as const;
export type PreferredPosition = (typeof PREFERRED_POSITIONS)[number];
/** The line each role belongs to: a card of another line stands out of position in a slot asking that role. */
export const LINE_OF_ROLE: Record<PreferredPosition, Position> = {
  GK: 'GK',
  CB: 'DF',
  LB: 'DF',
  RB: 'DF',
  CDM: 'MF',
  CM: 'MF',
  CAM: 'MF',
  LM: 'MF',
  RM: 'MF',
  LW: 'FW',
  RW: 'FW',
  ST: 'FW',
};

/** Collection paging bounds and the longest player-name search. [ours] */
export const MAX_CARD_PAGE_SIZE = 100;
export const DEFAULT_CARD_PAGE_SIZE = 24;
export const CARD_SEARCH_MAX_LENGTH = 40;
/** How /card/mine orders: newest first, or by rating or level (FP cards) or rarity, highest first. */
export const CARD_SORTS = ['newest', 'rating', 'level', 'rarity'] as const;
export type CardSort = (typeof CARD_SORTS)[number];
