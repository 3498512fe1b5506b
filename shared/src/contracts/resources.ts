/**
 * The generated art on the resources host (SPEC.md §1: `RESOURCES_URL`, folders `teams/`, `cards/`, `common/`):
 * where each picture lives. tools/art writes the files under these names and the UI builds its URLs with these
 * helpers, so the two cannot disagree.
 *
 * The host's address and the art's version are known only at run time: the site server adds them to registry.json
 * (`Registry.resources`), the shell publishes them at boot ({@link publishResources}) and every app's copy of this
 * module reads them from the page, so moving the art elsewhere rebuilds nothing. The version (a hash of the whole
 * art) is in every URL, which is what lets the host cache each file forever.
 */
import { ITEM_KINDS, PACK_KINDS, type ItemKind, type PackKind } from './card-kinds-constants';
import type { CardFamily, Rarity } from './cards-constants';

export interface ResourcesConfig {
  /** Where the folders are, ending in `/`: the site's own `/resources/`, or `RESOURCES_URL`. */
  url: string;
  /** The deployed art's content hash; null when none is deployed (the URLs then carry no version). */
  version: string | null;
}

export const DEFAULT_RESOURCES_URL = '/resources/';

/**
 * The art's address in a page frame prerendered at build time (tools/webpack/prerender.cjs), when the address is not
 * known yet: the site server replaces it with the deployed one as it serves the frame (tools/site/shell-frame.ts).
 */
export const FRAME_RESOURCES: ResourcesConfig = { url: 'https://fc-frame-resources.invalid/', version: 'fc-frame-resources-version' };

/** Every file's path under the resources URL. */
export const resourcePaths = {
  clubLogo: (clubId: number) => `teams/${clubId}.svg`,
  cardArt: (playerId: number, rarity: Rarity) => `cards/${playerId}-${rarity}.svg`,
  packArt: (kind: PackKind) => `common/pack-${kind}.svg`,
  /** A mystery box whose rarity is known, or the sealed one (`null`). */
  boxArt: (rarity: Rarity | null) => `common/box-${rarity ?? 'unknown'}.svg`,
  itemArt: (kind: ItemKind) => `common/item-${kind}.svg`,
  /** A card's back: the stand-in for anything without art of its own. */
  cardBack: () => 'common/card-back.svg',
  /** `{ "version": … }` of the art deployed next to it. */
  version: () => 'version.json',
} as const;

/** Where the shell publishes the configuration; `globalThis` keeps this module isomorphic (as diagnostics.ts). */
interface ResourcesHolder {
  __FC_RESOURCES__?: ResourcesConfig;
}

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

/** Called by the shell with registry.json's `resources`; anything else (an old cached registry) keeps the default. */
export function publishResources(value: unknown): void {
  const candidate = (value ?? {}) as Partial<ResourcesConfig>;
  if (typeof candidate.url !== 'string' || !candidate.url) return;
  const version = typeof candidate.version === 'string' && candidate.version ? candidate.version : null;
  (globalThis as ResourcesHolder).__FC_RESOURCES__ = { url: withSlash(candidate.url), version };
}

/** What the shell published, else the site's own `/resources/` unversioned (a remote's standalone page, a test). */
export function resourcesConfig(): ResourcesConfig {
  return (globalThis as ResourcesHolder).__FC_RESOURCES__ ?? { url: DEFAULT_RESOURCES_URL, version: null };
}

/** The URL of a file on the resources host: `resourceUrl('teams/3.svg')` → `/resources/teams/3.svg?v=1a2b3c4d5e`. */
export function resourceUrl(path: string): string {
  const { url, version } = resourcesConfig();
  return `${url}${path.replace(/^\/+/, '')}${version ? `?v=${encodeURIComponent(version)}` : ''}`;
}

export const clubLogoUrl = (clubId: number) => resourceUrl(resourcePaths.clubLogo(clubId));
export const cardArtUrl = (player: { id: number }, rarity: Rarity) => resourceUrl(resourcePaths.cardArt(player.id, rarity));
export const packArtUrl = (kind: PackKind) => resourceUrl(resourcePaths.packArt(kind));
export const boxArtUrl = (rarity: Rarity | null = null) => resourceUrl(resourcePaths.boxArt(rarity));
export const itemArtUrl = (kind: ItemKind) => resourceUrl(resourcePaths.itemArt(kind));
export const cardBackUrl = () => resourceUrl(resourcePaths.cardBack());

const isPackKind = (kind: string | null): kind is PackKind => (PACK_KINDS as readonly string[]).includes(kind ?? '');
const isItemKind = (kind: string | null): kind is ItemKind => (ITEM_KINDS as readonly string[]).includes(kind ?? '');

/** What a holding of any family looks like (the fields of `CardSummary` the art depends on). */
export interface HoldingArt {
  family: CardFamily;
  rarity: Rarity | null;
  kind: string | null;
  player: { id: number } | null;
}

/** The art of anything a user holds: a player card's, a pack's, a box's or an item's; the card back when it has none. */
export function holdingArtUrl(holding: HoldingArt): string {
  const { family, rarity, kind, player } = holding;
  if (player) return rarity ? cardArtUrl(player, rarity) : cardBackUrl();
  if (family === 'pack' && isPackKind(kind)) return packArtUrl(kind);
  if (family === 'box') return boxArtUrl(rarity);
  if (family === 'item' && isItemKind(kind)) return itemArtUrl(kind);
  return cardBackUrl();
}
