// The kinds of items and packs (cards-constants.ts re-exports them): a module of their own so that what names the art of a pack
// or an item (resources.ts) carries these two lists and not every card constant into the chunk that uses it.
export const ITEM_KINDS = ['boots', 'gloves', 'shirt', 'shinGuards', 'energyDrink', 'staminaPotion', 'xpCard', 'skillBook'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export const PACK_KINDS = ['legend', 'allStar'] as const;
export type PackKind = (typeof PACK_KINDS)[number];
