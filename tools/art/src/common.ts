// common/: the art that belongs to no player or club — packs, mystery boxes, items and the card back. The same
// 240 × 320 card shape as a player's, so a collection grid lines up whatever it holds. No words: the page names them.
import type { ItemKind, PackKind, Rarity } from '@fc/shared/contracts/base';
import { darken, lighten } from './color';
import { CARD_HEIGHT as H, CARD_WIDTH as W } from './card';
import { NAVY, NAVY_LIGHT, RARITY_STYLES } from './palette';
import { el, linearGradient, polygon, svgDocument } from './svg';

/** A five-pointed star centred on (cx, cy). */
function star(cx: number, cy: number, r: number): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 ? r * 0.42 : r;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)] as const;
  });
  return polygon(points);
}

/** A card-shaped panel with a vertical gradient, and a faint sheen. */
function panel(top: string, bottom: string): { defs: string; body: string } {
  return {
    defs: linearGradient('g', [top, bottom]),
    body:
      el('rect', { width: W, height: H, rx: 20, fill: 'url(#g)' }) +
      el('path', { d: 'M0 250L240 60V110L0 300Z', fill: '#ffffff', opacity: 0.06 }),
  };
}

const PACKS: Record<PackKind, { title: string; colors: [string, string]; foil: string }> = {
  legend: { title: 'Legend pack', colors: ['#2a2110', '#0b0a08'], foil: '#f4c542' },
  allStar: { title: 'All Star pack', colors: ['#2d5bff', '#4b1391'], foil: '#9fd0ff' },
};

/** common/pack-{kind}.svg: a sealed foil pack, crimped top and bottom, with the kind's emblem. */
export function packSvg(kind: PackKind): string {
  const { title, colors, foil } = PACKS[kind];
  // Crimped edges: a zigzag along the top from left to right, then along the bottom back.
  const edge = (y: number, dir: number, fromLeft: boolean) =>
    Array.from({ length: 25 }, (_, i) => [fromLeft ? 16 + i * (200 / 24) : 216 - i * (200 / 24), y + (i % 2 ? dir * 6 : 0)] as const);
  const wrapper = polygon([...edge(24, -1, true), ...edge(296, 1, false)]);
  const emblem =
    kind === 'legend'
      ? el('path', { d: 'M78 176L70 120L98 144L120 104L142 144L170 120L162 176Z', fill: foil, stroke: darken(foil, 0.45), 'stroke-width': 3, 'stroke-linejoin': 'round' }) +
        el('rect', { x: 76, y: 182, width: 88, height: 14, rx: 4, fill: foil })
      : el('path', { d: star(120, 146, 44) + star(70, 110, 18) + star(172, 104, 14) + star(176, 196, 11), fill: foil, stroke: darken(foil, 0.5), 'stroke-width': 2, 'stroke-linejoin': 'round' });
  return svgDocument({
    width: W,
    height: H,
    title,
    defs: linearGradient('g', colors) + linearGradient('s', [lighten(foil, 0.3), foil, darken(foil, 0.35)], { x2: 1 }),
    body:
      el('path', { d: wrapper, fill: 'url(#g)', stroke: 'url(#s)', 'stroke-width': 4 }) +
      el('rect', { x: 16, y: 40, width: 200, height: 10, fill: 'url(#s)' }) +
      el('rect', { x: 16, y: 270, width: 200, height: 10, fill: 'url(#s)' }) +
      el('circle', { cx: 120, cy: 150, r: 78, fill: foil, opacity: 0.12 }) +
      emblem +
      el('path', { d: 'M16 230L216 90V120L16 260Z', fill: '#ffffff', opacity: 0.08 }),
  });
}

/** common/box-{rarity|unknown}.svg: a mystery box, glowing in its rarity's colour, or sealed with a question mark. */
export function boxSvg(rarity: Rarity | null): string {
  const accent = rarity ? RARITY_STYLES[rarity].accent : '#8fa3c8';
  const { defs, body } = panel(NAVY_LIGHT, NAVY);
  const mark = rarity
    ? el('path', { d: polygon([[120, 170], [138, 188], [120, 206], [102, 188]]), fill: accent, stroke: '#ffffff', 'stroke-width': 2 })
    : el('text', { x: 120, y: 204, 'text-anchor': 'middle', 'font-size': 46, 'font-weight': 800, fill: '#ffffff' }, '?');
  return svgDocument({
    width: W,
    height: H,
    title: rarity ? `Mystery box, ${rarity}` : 'Mystery box',
    defs: defs + el('radialGradient', { id: 'l' }, el('stop', { offset: 0, 'stop-color': accent, 'stop-opacity': 0.65 }) + el('stop', { offset: 1, 'stop-color': accent, 'stop-opacity': 0 })),
    body:
      body +
      el('circle', { cx: 120, cy: 160, r: 112, fill: 'url(#l)' }) +
      // The box in three faces: lid top, left and right sides.
      el('path', { d: polygon([[120, 92], [196, 128], [120, 164], [44, 128]]), fill: lighten(NAVY_LIGHT, 0.35) }) +
      el('path', { d: polygon([[44, 128], [120, 164], [120, 260], [44, 224]]), fill: darken(accent, 0.35) }) +
      el('path', { d: polygon([[196, 128], [120, 164], [120, 260], [196, 224]]), fill: darken(accent, 0.55) }) +
      el('path', { d: 'M82 110L158 146M158 110L82 146', stroke: accent, 'stroke-width': 10 }) +
      el('path', { d: 'M120 164V260', stroke: accent, 'stroke-width': 10 }) +
      el('path', { d: 'M104 98C92 78 110 70 120 92C130 70 148 78 136 98Z', fill: accent, stroke: darken(accent, 0.4), 'stroke-width': 2 }) +
      mark,
  });
}

const ITEM_TITLES: Record<ItemKind, string> = {
  boots: 'Boots',
  gloves: 'Goalkeeper gloves',
  shirt: 'Shirt',
  shinGuards: 'Shin guards',
  energyDrink: 'Energy drink',
  staminaPotion: 'Stamina potion',
  xpCard: 'XP card',
  skillBook: 'Skill book',
};

function itemIcon(kind: ItemKind): string {
  const stroke = { stroke: '#0b1020', 'stroke-width': 4, 'stroke-linejoin': 'round' as const };
  switch (kind) {
    case 'boots':
      return (
        el('path', { d: 'M52 128H108L118 156C150 160 186 168 194 190V206H52Z', fill: '#f4f6fb', ...stroke }) +
        el('path', { d: 'M52 206H194', stroke: '#2bd46c', 'stroke-width': 8 }) +
        el('path', { d: 'M64 214v10M92 214v10M150 214v10M178 214v10', stroke: '#0b1020', 'stroke-width': 7, 'stroke-linecap': 'round' }) +
        el('path', { d: 'M120 168l10 -8M134 172l10 -8M148 178l10 -8', stroke: '#2bd46c', 'stroke-width': 4, 'stroke-linecap': 'round' })
      );
    case 'gloves':
      return (
        el('path', { d: 'M82 232V150C82 140 96 140 96 150V110C96 100 110 100 110 110V102C110 92 124 92 124 102V110C124 100 138 100 138 110V124C138 114 152 114 152 124V190C152 214 140 232 120 232Z', fill: '#f4c542', ...stroke }) +
        el('rect', { x: 78, y: 226, width: 80, height: 22, rx: 6, fill: '#2d5bff', ...stroke })
      );
    case 'shirt':
      return (
        el('path', { d: 'M92 96L60 110L40 150L66 162L76 144V236H164V144L174 162L200 150L180 110L148 96C140 110 100 110 92 96Z', fill: '#ff6fa8', ...stroke }) +
        el('text', { x: 120, y: 196, 'text-anchor': 'middle', 'font-size': 40, 'font-weight': 800, fill: '#ffffff' }, '10')
      );
    case 'shinGuards':
      return [86, 154]
        .map((x) => el('path', { d: `M${x - 26} 104H${x + 26}V180C${x + 26} 214 ${x} 236 ${x} 236C${x} 236 ${x - 26} 214 ${x - 26} 180Z`, fill: '#5aa9ff', ...stroke }) + el('path', { d: `M${x - 14} 124H${x + 14}M${x - 14} 144H${x + 14}`, stroke: '#ffffff', 'stroke-width': 5, 'stroke-linecap': 'round' }))
        .join('');
    case 'energyDrink':
      return (
        el('rect', { x: 84, y: 92, width: 72, height: 150, rx: 14, fill: '#2bd46c', ...stroke }) +
        el('rect', { x: 92, y: 84, width: 56, height: 14, rx: 5, fill: '#c9d1e3', ...stroke }) +
        el('path', { d: 'M126 118L102 172H120L112 216L140 156H122Z', fill: '#f4c542', ...stroke })
      );
    case 'staminaPotion':
      return (
        el('path', { d: 'M104 90H136V134C164 144 178 168 178 192C178 226 152 248 120 248C88 248 62 226 62 192C62 168 76 144 104 134Z', fill: '#e9edf7', ...stroke }) +
        el('path', { d: 'M68 190C90 178 150 202 172 190C172 224 150 242 120 242C90 242 68 224 68 190Z', fill: '#ff4f7b' }) +
        el('rect', { x: 98, y: 76, width: 44, height: 18, rx: 5, fill: '#b5793a', ...stroke }) +
        el('path', { d: 'M120 222C104 210 100 202 106 196C110 192 116 193 120 198C124 193 130 192 134 196C140 202 136 210 120 222Z', fill: '#ffffff' })
      );
    case 'xpCard':
      return (
        el('rect', { x: 70, y: 84, width: 100, height: 140, rx: 12, fill: '#b57bff', ...stroke }) +
        el('path', { d: star(120, 136, 30), fill: '#f4c542', ...stroke }) +
        el('text', { x: 120, y: 206, 'text-anchor': 'middle', 'font-size': 28, 'font-weight': 800, fill: '#ffffff' }, 'XP')
      );
    case 'skillBook':
      return (
        el('path', { d: 'M64 92H114C120 92 120 98 120 104V236C120 228 114 224 108 224H64Z', fill: '#2d5bff', ...stroke }) +
        el('path', { d: 'M176 92H126C120 92 120 98 120 104V236C120 228 126 224 132 224H176Z', fill: '#4f7bff', ...stroke }) +
        el('path', { d: star(148, 150, 18), fill: '#f4c542', ...stroke }) +
        el('path', { d: 'M80 122H104M80 142H104M80 162H100', stroke: '#ffffff', 'stroke-width': 5, 'stroke-linecap': 'round' })
      );
  }
}

const CONSUMABLES: readonly ItemKind[] = ['energyDrink', 'staminaPotion', 'xpCard', 'skillBook'];

/** common/item-{kind}.svg: equipment on green, consumables on teal. */
export function itemSvg(kind: ItemKind): string {
  const { defs, body } = CONSUMABLES.includes(kind) ? panel('#155e75', NAVY) : panel('#1d6b43', NAVY);
  return svgDocument({ width: W, height: H, title: ITEM_TITLES[kind], defs, body: body + el('circle', { cx: 120, cy: 166, r: 96, fill: '#ffffff', opacity: 0.07 }) + itemIcon(kind) });
}

/** common/card-back.svg: the back of every card, and the stand-in for anything without art. */
export function cardBackSvg(): string {
  const lattice = Array.from({ length: 9 }, (_, i) => `M${-80 + i * 40} 0L${160 + i * 40} 320M${320 - i * 40} 0L${80 - i * 40} 320`).join('');
  return svgDocument({
    width: W,
    height: H,
    title: 'Card back',
    defs: linearGradient('g', [NAVY_LIGHT, NAVY]) + el('clipPath', { id: 'c' }, el('rect', { x: 14, y: 14, width: 212, height: 292, rx: 12 })),
    body:
      el('rect', { width: W, height: H, rx: 20, fill: 'url(#g)' }) +
      el('rect', { x: 14, y: 14, width: 212, height: 292, rx: 12, fill: 'none', stroke: '#5aa9ff', 'stroke-width': 2, opacity: 0.6 }) +
      el('path', { d: lattice, stroke: '#5aa9ff', 'stroke-width': 1, opacity: 0.15, 'clip-path': 'url(#c)' }) +
      el('circle', { cx: 120, cy: 160, r: 46, fill: NAVY, stroke: '#f4c542', 'stroke-width': 4 }) +
      el('path', { d: star(120, 160, 30), fill: '#f4c542' }),
  });
}
