import { type Rarity } from '@fc/shared';
import { RARITIES } from '@fc/shared/contracts/cards';

/** The card page's `?rarity=`: which rarity its art shows (the pack page's tiles pass theirs on). */
export const RARITY_PARAM = 'rarity';

export function rarityQuery(rarity: Rarity): string {
  return `?${new URLSearchParams({ [RARITY_PARAM]: rarity }).toString()}`;
}

/** A `?rarity=` value that names a rarity, else null. */
export function parseRarity(value: string | null): Rarity | null {
  return (RARITIES as readonly string[]).includes(value ?? '') ? (value as Rarity) : null;
}
