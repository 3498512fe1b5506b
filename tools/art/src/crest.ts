// A club's crest from its colours and short name: a shield with one of a few heraldic divisions, never a real badge.
import { darken, textOn } from './color';
import type { ArtClub } from './catalog';
import { hashString } from './random';
import { el, escapeXml, polygon, svgDocument } from './svg';

const SHIELD = 'M10 8H110V70C110 104 86 124 60 134C34 124 10 104 10 70Z';
const DIVISIONS = ['chevron', 'pale', 'fess', 'bend', 'stripes'] as const;

function division(kind: (typeof DIVISIONS)[number], color: string): string {
  switch (kind) {
    case 'chevron':
      return el('path', { d: 'M0 96L60 52L120 96V116L60 72L0 116Z', fill: color });
    case 'pale':
      return el('rect', { x: 60, y: 0, width: 60, height: 140, fill: color });
    case 'fess':
      return el('rect', { x: 0, y: 46, width: 120, height: 30, fill: color });
    case 'bend':
      return el('path', { d: 'M0 20L20 0L120 100L100 120Z', fill: color });
    case 'stripes':
      return el('path', { d: 'M22 0h16v140h-16zM52 0h16v140h-16zM82 0h16v140h-16z', fill: color });
  }
}

/**
 * The crest's shapes in a 120 × 140 box; `id` prefixes its ids. `small`: the shield and its division only, as the
 * club's cards draw it (a name or a ball would be a blur at that size).
 */
export function crestShapes(club: ArtClub, id: string, { small = false }: { small?: boolean } = {}): string {
  const kind = DIVISIONS[hashString(`crest:${club.id}`) % DIVISIONS.length] ?? 'chevron';
  const ribbon = darken(club.primaryColor, 0.55);
  const shield = `#${id}p`;
  const shieldShapes =
    el('defs', {}, el('path', { id: `${id}p`, d: SHIELD }) + el('clipPath', { id: `${id}c` }, el('use', { href: shield }))) +
    el('use', { href: shield, fill: club.primaryColor }) +
    el('g', { 'clip-path': `url(#${id}c)` }, division(kind, club.secondaryColor)) +
    el('use', { href: shield, fill: 'none', stroke: club.secondaryColor, 'stroke-width': small ? 10 : 5 });
  if (small) return shieldShapes;
  return (
    shieldShapes +
    // A ball above the ribbon: a white disc with a dark centre patch.
    el('circle', { cx: 60, cy: 50, r: 17, fill: '#ffffff', stroke: ribbon, 'stroke-width': 3 }) +
    el('path', { d: polygon([[60, 41], [68.6, 47.2], [65.3, 57.3], [54.7, 57.3], [51.4, 47.2]]), fill: ribbon }) +
    el('rect', { x: 4, y: 84, width: 112, height: 28, rx: 4, fill: ribbon, stroke: club.secondaryColor, 'stroke-width': 2 }) +
    el('text', { x: 60, y: 104, 'text-anchor': 'middle', 'font-size': 20, 'font-weight': 800, 'letter-spacing': 2, fill: textOn(ribbon) }, escapeXml(club.shortName))
  );
}

/** teams/{clubId}.svg */
export function clubCrestSvg(club: ArtClub): string {
  return svgDocument({ width: 120, height: 140, title: `${club.name} crest`, body: crestShapes(club, 'k') });
}
