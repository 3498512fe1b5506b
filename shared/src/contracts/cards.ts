/**
 * What a card is and what can happen to it (SPEC §3–4, DOMAIN.md "Cards" and "What a card is: the families"): the
 * words the server and every page share. The rules that use them live in the API's cards module.
 */

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
  'lock',
  'unlock',
  'open',
  'equip',
  'unequip',
  'expireTrial',
] as const;
export type CardAction = (typeof CARD_ACTIONS)[number];

export const ITEM_KINDS = ['boots', 'gloves', 'shirt', 'shinGuards', 'energyDrink', 'staminaPotion', 'xpCard'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];
/** Items one FP card wears (one of each at most); the rest are used up. */
export const EQUIPMENT_KINDS = ['boots', 'gloves', 'shirt', 'shinGuards'] as const satisfies readonly ItemKind[];

/** A player's line (the catalog's `position`) and the role he plays best in it (`preferredPosition`). */
export const POSITIONS = ['GK', 'DF', 'MF', 'FW'] as const;
export type Position = (typeof POSITIONS)[number];
export const PREFERRED_POSITIONS = ['GK', 'CB', 'LB', 'RB', 'CDM', 'CM', 'CAM', 'LM', 'RM', 'LW', 'RW', 'ST'] as const;
export type PreferredPosition = (typeof PREFERRED_POSITIONS)[number];

export const PACK_KINDS = ['legend', 'allStar'] as const;
export type PackKind = (typeof PACK_KINDS)[number];

/** Collection paging bounds and the longest player-name search. [ours] */
export const MAX_CARD_PAGE_SIZE = 100;
export const DEFAULT_CARD_PAGE_SIZE = 24;
export const CARD_SEARCH_MAX_LENGTH = 40;
/** How /card/mine orders: newest first, or by level (FP cards) or rarity, highest first. */
export const CARD_SORTS = ['newest', 'level', 'rarity'] as const;
export type CardSort = (typeof CARD_SORTS)[number];
