// A player card's art (cards/{playerId}-{rarity}.svg): the rarity's frame and ornament, the club's colours, a
// generated portrait, the player's preferred position and name, and one pip per rarity step.
//
// No rating or level: an FP card's grow with training and a collectible's never existed, so the page draws what
// changes over the art. Nor a serial: the art is per player and rarity, shared by every copy.
import type { Rarity } from '@fc/shared/contracts/base';
import type { ArtClub, ArtPlayer } from './catalog';
import { darken, mix, textOn } from './color';
import { crestShapes } from './crest';
import { GOALKEEPER_KITS, RARITY_STYLES } from './palette';
import { portrait } from './portrait';
import { el, escapeXml, linearGradient, num, polygon, svgDocument } from './svg';

export const CARD_WIDTH = 240;
export const CARD_HEIGHT = 320;
const INSET = 10;

/** Rays from behind the head: `count` wedges of `spread` degrees. */
function rays(count: number, spread: number, fill: string, opacity: number): string {
  const [cx, cy, r] = [120, 128, 240];
  const d = Array.from({ length: count }, (_, i) => {
    const angle = (i * 360) / count;
    const point = (deg: number) => [Math.round(cx + r * Math.cos((deg * Math.PI) / 180)), Math.round(cy + r * Math.sin((deg * Math.PI) / 180))] as const;
    return polygon([[cx, cy], point(angle - spread / 2), point(angle + spread / 2)]);
  }).join('');
  return el('path', { d, fill, opacity });
}

/** Four-pointed sparkles. */
function sparkles(points: readonly (readonly [number, number, number])[], fill: string): string {
  const d = points.map(([x, y, s]) => `M${num(x)} ${num(y - s)}Q${num(x)} ${num(y)} ${num(x + s)} ${num(y)}Q${num(x)} ${num(y)} ${num(x)} ${num(y + s)}Q${num(x)} ${num(y)} ${num(x - s)} ${num(y)}Q${num(x)} ${num(y)} ${num(x)} ${num(y - s)}Z`).join('');
  return el('path', { d, fill });
}

/** What sets the rarities apart behind the portrait, beyond the frame. */
function ornament(rarity: Rarity, accent: string): string {
  switch (rarity) {
    case 'common':
      return '';
    case 'rare':
      return el('circle', { cx: 120, cy: 128, r: 62, fill: 'none', stroke: accent, 'stroke-width': 3, opacity: 0.45 });
    case 'epic':
      return [62, 80, 98].map((r, i) => el('circle', { cx: 120, cy: 128, r, fill: 'none', stroke: accent, 'stroke-width': 3 - i, opacity: 0.5 - i * 0.12 })).join('');
    case 'legendary':
      return rays(16, 9, accent, 0.22) + el('circle', { cx: 120, cy: 128, r: 60, fill: accent, opacity: 0.18 });
    case 'unique':
      return (
        rays(20, 8, 'url(#h)', 0.4) +
        sparkles([[44, 84, 7], [196, 70, 9], [186, 160, 6], [52, 170, 5], [160, 48, 5]], '#ffffff')
      );
  }
}

/** Splits "Joaquín Esquivel Juárez" into a first name and the rest, the surname shown large. */
function nameParts(name: string): { first: string; last: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return rest.length ? { first, last: rest.join(' ') } : { first: '', last: first };
}

/** A line of text that shrinks to `maxWidth` when it would not fit (a rough average glyph width). */
function fittedText(text: string, attrs: { x: number; y: number; size: number; weight: number; fill: string; maxWidth: number }): string {
  const estimated = text.length * attrs.size * 0.66;
  return el(
    'text',
    {
      x: attrs.x,
      y: attrs.y,
      'text-anchor': 'middle',
      'font-size': attrs.size,
      'font-weight': attrs.weight,
      fill: attrs.fill,
      textLength: estimated > attrs.maxWidth ? attrs.maxWidth : undefined,
      lengthAdjust: estimated > attrs.maxWidth ? 'spacingAndGlyphs' : undefined,
    },
    escapeXml(text),
  );
}

/** The rarity as pips under the name: readable without telling colours apart. */
function pips(count: number, color: string): string {
  const gap = 14;
  const start = 120 - ((count - 1) * gap) / 2;
  const d = Array.from({ length: count }, (_, i) => {
    const x = start + i * gap;
    return polygon([[x, 292], [x + 5, 297], [x, 302], [x - 5, 297]]);
  }).join('');
  return el('path', { d, fill: color, stroke: darken(color, 0.5), 'stroke-width': 1 });
}

export function playerCardSvg(player: ArtPlayer, club: ArtClub, rarity: Rarity): string {
  const style = RARITY_STYLES[rarity];
  const inner = CARD_WIDTH - 2 * INSET;
  const kit =
    player.position === 'GK'
      ? (() => {
          const shirt = GOALKEEPER_KITS[club.id % GOALKEEPER_KITS.length] ?? GOALKEEPER_KITS[0];
          return { shirt, trim: textOn(shirt) === '#ffffff' ? '#ffffff' : '#111827' };
        })()
      : { shirt: club.primaryColor, trim: club.secondaryColor };
  const { first, last } = nameParts(player.name);
  const band = darken(club.primaryColor, 0.78);
  const defs =
    linearGradient('f', style.frame, { x2: 1 }) +
    linearGradient('b', [mix(club.primaryColor, '#0b1020', 0.45), mix(club.primaryColor, '#0b1020', 0.85)]) +
    (rarity === 'unique' ? linearGradient('h', style.frame, { x2: 1, y2: 0 }) : '') +
    el('clipPath', { id: 'c' }, el('rect', { x: INSET, y: INSET, width: inner, height: CARD_HEIGHT - 2 * INSET, rx: 14 }));
  const panel = el(
    'g',
    { 'clip-path': 'url(#c)' },
    el('rect', { width: CARD_WIDTH, height: CARD_HEIGHT, fill: 'url(#b)' }) +
      el('path', { d: 'M150 0h34L60 320H26ZM196 0h14L86 320H72Z', fill: club.secondaryColor, opacity: 0.16 }) +
      ornament(rarity, style.accent) +
      portrait(`${player.id}`, kit) +
      el('rect', { x: 0, y: 238, width: CARD_WIDTH, height: 82, fill: band, opacity: 0.92 }) +
      el('rect', { x: 0, y: 238, width: CARD_WIDTH, height: 3, fill: style.accent }),
  );
  const positionBadge =
    el('rect', { x: 20, y: 20, width: 46, height: 30, rx: 8, fill: '#071027', opacity: 0.72 }) +
    el('text', { x: 43, y: 41, 'text-anchor': 'middle', 'font-size': 17, 'font-weight': 800, fill: '#ffffff' }, escapeXml(player.preferredPosition));
  const crest = el('g', { transform: 'translate(184 18) scale(.3)' }, crestShapes(club, 'k', { small: true }));
  const body =
    el('rect', { width: CARD_WIDTH, height: CARD_HEIGHT, rx: 20, fill: 'url(#f)' }) +
    panel +
    el('rect', { x: INSET, y: INSET, width: inner, height: CARD_HEIGHT - 2 * INSET, rx: 14, fill: 'none', stroke: darken(style.frame[0] ?? '#000000', 0.3), 'stroke-width': 1.5 }) +
    positionBadge +
    crest +
    (first ? fittedText(first, { x: 120, y: 258, size: 12, weight: 500, fill: '#d8def0', maxWidth: 196 }) : '') +
    fittedText(last.toUpperCase(), { x: 120, y: first ? 281 : 274, size: 21, weight: 800, fill: '#ffffff', maxWidth: 196 }) +
    pips(style.pips, style.accent);
  return svgDocument({
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    title: `${player.name}, ${player.preferredPosition}, ${club.name}: ${rarity} card`,
    defs,
    body,
  });
}
