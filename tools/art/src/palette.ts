// Colours that are not a club's: each rarity's frame, and the range of skin and hair a portrait draws from.
import type { Rarity } from '@fc/shared/contracts/base';

export interface RarityStyle {
  /** The frame's gradient, top left to bottom right. */
  frame: readonly string[];
  /** Pips, ornament and the name band's edge (the UI kit's `--fc-rarity-*`). */
  accent: string;
  /** How many pips under the name: the rarity readable without colour. */
  pips: number;
}

export const RARITY_STYLES: Record<Rarity, RarityStyle> = {
  common: { frame: ['#6b7486', '#d5dbe5', '#8a94a6'], accent: '#b8c2d9', pips: 1 },
  rare: { frame: ['#173f9e', '#7fb2ff', '#1e5eff'], accent: '#5aa9ff', pips: 2 },
  epic: { frame: ['#4b1391', '#d08bff', '#7b2ff7'], accent: '#b57bff', pips: 3 },
  legendary: { frame: ['#8a5a00', '#ffe27a', '#b8860b', '#fff2b3'], accent: '#f4c542', pips: 4 },
  unique: { frame: ['#ff4fd8', '#7b5cff', '#4ff0ff', '#b6ff5c', '#ffe14f', '#ff6fa8'], accent: '#ff6fa8', pips: 5 },
};

export const SKIN_TONES = ['#f7dcc8', '#efc3a4', '#e2ad88', '#cf9670', '#b57a52', '#96603e', '#744629', '#55311d'] as const;
export const HAIR_COLORS = ['#1b1512', '#2e211a', '#4a3022', '#6e4a2c', '#8f5a2b', '#b5793a', '#d9b26b', '#e8cf94', '#9a9aa0'] as const;
/** Goalkeepers wear a kit of their own: one of these, chosen per club. */
export const GOALKEEPER_KITS = ['#c6f432', '#ff8a00', '#22272e', '#00c2a8', '#f4e04d', '#ff4f7b'] as const;

/** The site's navy (the UI kit's background), behind art that has no club. */
export const NAVY = '#071027';
export const NAVY_LIGHT = '#1f3466';
