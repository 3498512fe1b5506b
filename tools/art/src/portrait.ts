// A generated head and shoulders: skin, hair, beard and face drawn from a seed, the shirt in the kit's colours.
// Deliberately simple shapes: a silhouette that tells players apart at a glance, never a likeness of anyone.
import { darken } from './color';
import { HAIR_COLORS, SKIN_TONES } from './palette';
import { pick, randomFrom } from './random';
import { el } from './svg';

export interface Kit {
  shirt: string;
  trim: string;
}

const HAIR_STYLES = ['bald', 'buzz', 'crop', 'quiff', 'curls', 'long', 'bun', 'fade'] as const;
const BEARDS = ['none', 'none', 'stubble', 'full', 'moustache', 'goatee'] as const;
type HairStyle = (typeof HAIR_STYLES)[number];

/** The head's centre and size in the 240 × 320 card. */
const CX = 120;
const CY = 128;
const RX = 29;
const RY = 35;

/** Hair drawn behind the head (long hair, curls) and over it. */
function hair(style: HairStyle, color: string): { back: string; front: string } {
  const top = CY - RY;
  switch (style) {
    case 'bald':
      return { back: '', front: '' };
    case 'buzz':
      return { back: '', front: el('path', { d: `M${CX - RX} ${CY - 4}C${CX - RX} ${top - 6} ${CX + RX} ${top - 6} ${CX + RX} ${CY - 4}C${CX + 18} ${top + 8} ${CX - 18} ${top + 8} ${CX - RX} ${CY - 4}Z`, fill: color, opacity: 0.55 }) };
    case 'crop':
      return { back: '', front: el('path', { d: `M${CX - RX - 1} ${CY - 2}C${CX - RX - 4} ${top - 10} ${CX + RX + 4} ${top - 10} ${CX + RX + 1} ${CY - 2}L${CX + 24} ${top + 16}C${CX + 8} ${top + 10} ${CX - 10} ${top + 12} ${CX - 24} ${top + 18}Z`, fill: color }) };
    case 'quiff':
      return { back: '', front: el('path', { d: `M${CX - RX - 1} ${CY - 4}C${CX - RX - 2} ${top - 4} ${CX - 10} ${top - 18} ${CX + 14} ${top - 14}C${CX + 30} ${top - 10} ${CX + RX + 3} ${top + 4} ${CX + RX + 1} ${CY - 4}L${CX + 22} ${top + 14}C${CX + 4} ${top + 6} ${CX - 14} ${top + 10} ${CX - 23} ${top + 20}Z`, fill: color }) };
    case 'curls': {
      const blobs = [-26, -13, 0, 13, 26].map((dx, i) => el('circle', { cx: CX + dx, cy: top + 4 + (i % 2) * 3 + Math.abs(dx) / 3, r: 15, fill: color })).join('');
      return { back: el('ellipse', { cx: CX, cy: CY - 6, rx: RX + 10, ry: RY + 6, fill: color }), front: blobs };
    }
    case 'long':
      return {
        back: el('path', { d: `M${CX - RX - 6} ${CY + 48}C${CX - RX - 12} ${top - 8} ${CX + RX + 12} ${top - 8} ${CX + RX + 6} ${CY + 48}Z`, fill: color }),
        front: el('path', { d: `M${CX - RX - 2} ${CY + 6}C${CX - RX - 6} ${top - 8} ${CX + RX + 6} ${top - 8} ${CX + RX + 2} ${CY + 6}C${CX + 18} ${top + 8} ${CX - 6} ${top + 4} ${CX - RX - 2} ${CY + 6}Z`, fill: color }),
      };
    case 'bun':
      return {
        back: el('circle', { cx: CX, cy: top - 8, r: 11, fill: color }),
        front: el('path', { d: `M${CX - RX} ${CY - 6}C${CX - RX - 2} ${top - 8} ${CX + RX + 2} ${top - 8} ${CX + RX} ${CY - 6}C${CX + 14} ${top + 6} ${CX - 14} ${top + 6} ${CX - RX} ${CY - 6}Z`, fill: color }),
      };
    case 'fade':
      return {
        back: '',
        front:
          el('path', { d: `M${CX - RX} ${CY - 4}C${CX - RX} ${top - 4} ${CX + RX} ${top - 4} ${CX + RX} ${CY - 4}C${CX + 16} ${top + 10} ${CX - 16} ${top + 10} ${CX - RX} ${CY - 4}Z`, fill: color, opacity: 0.35 }) +
          el('path', { d: `M${CX - 12} ${top + 8}C${CX - 12} ${top - 12} ${CX + 12} ${top - 12} ${CX + 12} ${top + 8}Z`, fill: color }),
      };
  }
}

function beard(kind: (typeof BEARDS)[number], color: string): string {
  const chin = CY + RY;
  switch (kind) {
    case 'none':
      return '';
    case 'stubble':
      return el('path', { d: `M${CX - RX + 2} ${CY + 6}C${CX - RX + 4} ${chin + 4} ${CX + RX - 4} ${chin + 4} ${CX + RX - 2} ${CY + 6}C${CX + 14} ${CY + 22} ${CX - 14} ${CY + 22} ${CX - RX + 2} ${CY + 6}Z`, fill: color, opacity: 0.3 });
    case 'full':
      return el('path', { d: `M${CX - RX + 1} ${CY + 2}C${CX - RX + 2} ${chin + 10} ${CX + RX - 2} ${chin + 10} ${CX + RX - 1} ${CY + 2}C${CX + 16} ${CY + 16} ${CX - 16} ${CY + 16} ${CX - RX + 1} ${CY + 2}Z`, fill: color });
    case 'moustache':
      return el('path', { d: `M${CX - 11} ${CY + 17}Q${CX} ${CY + 10} ${CX + 11} ${CY + 17}Q${CX} ${CY + 14} ${CX - 11} ${CY + 17}Z`, fill: color });
    case 'goatee':
      return el('path', { d: `M${CX - 8} ${CY + 24}Q${CX} ${chin + 8} ${CX + 8} ${CY + 24}Q${CX} ${CY + 28} ${CX - 8} ${CY + 24}Z`, fill: color });
  }
}

/** A portrait for `seed` (the player), in `kit`. Markup for the 240 × 320 card, bottom at y = 240. */
export function portrait(seed: string, kit: Kit): string {
  const random = randomFrom(`portrait:${seed}`);
  const skin = pick(random, SKIN_TONES);
  const hairColor = pick(random, HAIR_COLORS);
  const style = pick(random, HAIR_STYLES);
  const beardKind = pick(random, BEARDS);
  const shade = darken(skin, 0.18);
  const { back, front } = hair(style, hairColor);
  const eyeY = CY + 2;
  const browY = eyeY - 8 - Math.round(random() * 2);
  const eyeGap = 10 + Math.round(random() * 2);
  const collar = random() < 0.5 ? 'v' : 'round';
  const neck = el('path', { d: `M${CX - 13} ${CY + 22}L${CX - 14} ${CY + 54}L${CX + 14} ${CY + 54}L${CX + 13} ${CY + 22}Z`, fill: shade });
  const shirt = el('path', { d: `M36 240C38 204 62 188 98 180L142 180C178 188 202 204 204 240Z`, fill: kit.shirt });
  const collarMark =
    collar === 'v'
      ? el('path', { d: `M${CX - 20} 180L${CX} 204L${CX + 20} 180`, fill: 'none', stroke: kit.trim, 'stroke-width': 6, 'stroke-linejoin': 'round' })
      : el('path', { d: `M${CX - 22} 181Q${CX} 196 ${CX + 22} 181`, fill: 'none', stroke: kit.trim, 'stroke-width': 6 });
  const sleeves = el('path', { d: 'M58 240L66 204M182 240L174 204', stroke: kit.trim, 'stroke-width': 5, opacity: 0.8 });
  const ears = el('ellipse', { cx: CX - RX, cy: CY + 4, rx: 5, ry: 8, fill: shade }) + el('ellipse', { cx: CX + RX, cy: CY + 4, rx: 5, ry: 8, fill: shade });
  const head = el('ellipse', { cx: CX, cy: CY, rx: RX, ry: RY, fill: skin });
  const face =
    el('path', { d: `M${CX - eyeGap - 5} ${browY}h9M${CX + eyeGap - 4} ${browY}h9`, stroke: darken(hairColor, 0.2), 'stroke-width': 2.5, 'stroke-linecap': 'round' }) +
    el('circle', { cx: CX - eyeGap, cy: eyeY, r: 2.6, fill: '#1b1512' }) +
    el('circle', { cx: CX + eyeGap, cy: eyeY, r: 2.6, fill: '#1b1512' }) +
    el('path', { d: `M${CX - 1} ${eyeY + 4}L${CX - 4} ${eyeY + 14}L${CX + 2} ${eyeY + 14}`, fill: 'none', stroke: shade, 'stroke-width': 2, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }) +
    el('path', { d: `M${CX - 7} ${CY + 22}Q${CX} ${CY + 26} ${CX + 7} ${CY + 22}`, fill: 'none', stroke: darken(skin, 0.45), 'stroke-width': 2, 'stroke-linecap': 'round' });
  const badge = el('path', { d: 'M152 204h14v8c0 6-4 9-7 10-3-1-7-4-7-10Z', fill: kit.trim, stroke: darken(kit.shirt, 0.4), 'stroke-width': 1 });
  return el('g', {}, back + neck + shirt + sleeves + collarMark + badge + ears + head + beard(beardKind, hairColor) + face + front);
}
