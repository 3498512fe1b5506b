// The whole resources folder as data: every file's path (resourcePaths of @fc/shared, the names the UI asks for)
// and its SVG, plus the version that goes into every URL. build.ts writes it; tests read it without a disk.
import { createHash } from 'node:crypto';
import { ITEM_KINDS, PACK_KINDS, RARITIES } from '@fc/shared/contracts/cards';
import { resourcePaths } from '@fc/shared/contracts/resources';
import { playerCardSvg } from './card';
import type { ArtCatalog } from './catalog';
import { boxSvg, cardBackSvg, itemSvg, packSvg } from './common';
import { clubCrestSvg } from './crest';

/** path under the resources URL → SVG text, in a stable order. */
export function renderResources(catalog: ArtCatalog): Map<string, string> {
  const files = new Map<string, string>();
  const clubs = new Map(catalog.clubs.map((club) => [club.id, club]));
  for (const club of catalog.clubs) files.set(resourcePaths.clubLogo(club.id), clubCrestSvg(club));
  for (const player of catalog.players) {
    const club = clubs.get(player.clubId);
    if (!club) throw new Error(`player ${player.id} plays for club ${player.clubId}, which the catalog does not hold`);
    for (const rarity of RARITIES) files.set(resourcePaths.cardArt(player.id, rarity), playerCardSvg(player, club, rarity));
  }
  for (const kind of PACK_KINDS) files.set(resourcePaths.packArt(kind), packSvg(kind));
  for (const rarity of [...RARITIES, null]) files.set(resourcePaths.boxArt(rarity), boxSvg(rarity));
  for (const kind of ITEM_KINDS) files.set(resourcePaths.itemArt(kind), itemSvg(kind));
  files.set(resourcePaths.cardBack(), cardBackSvg());
  return files;
}

/** A hash of every path and content: changes whenever any file does, so a URL carrying it can be cached forever. */
export function resourcesVersion(files: ReadonlyMap<string, string>): string {
  const hash = createHash('sha256');
  for (const [path, content] of [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) hash.update(`${path}\0${content}\0`);
  return hash.digest('hex').slice(0, 12);
}
