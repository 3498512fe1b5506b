import { paths } from '../../contracts/paths';

/** The areas of the site with a navigation of their own under the navbar. */
export type AreaId = 'collection' | 'game';

export interface AreaLink {
  /** Its label is `common:areaNav.<area>.<id>`. */
  id: string;
  to: string;
  /** Other paths (with everything under them) where this link is the current one, e.g. a card's page for its list. */
  claims?: readonly string[];
  /** Its page belongs to another area: the link is the current one only on the paths it claims. */
  leadsOut?: boolean;
  /** Hidden from guests (the page would only ask them to log in). */
  loginRequired: boolean;
}

export interface AreaGroup {
  /** Its label is `common:areaNav.<area>.groups.<id>` when the area has several groups. */
  id: string;
  links: readonly AreaLink[];
}

/**
 * Each area's pages in the order the navigation shows them, built from `paths` (the pages are other apps'). The
 * collection fits one row; the game's are grouped so that no row is a wall of links.
 */
export const AREA_NAV: Record<AreaId, readonly AreaGroup[]> = {
  collection: [
    {
      id: 'all',
      links: [
        { id: 'fpCards', to: paths.collection('fpcards'), claims: [paths.myFpCard(''), paths.myCardBreach('')], loginRequired: true },
        { id: 'cards', to: paths.collection('cards'), claims: [paths.myCard('')], loginRequired: true },
        { id: 'packs', to: paths.collection('packs'), loginRequired: true },
        { id: 'boxes', to: paths.collection('fppack'), loginRequired: true },
        { id: 'items', to: paths.collection('items'), loginRequired: true },
        { id: 'equip', to: paths.collection('items/equip'), loginRequired: true },
        // Training (mint) starts from a card: the camp lists the cards that can train now, each leading to its mint page.
        { id: 'mint', to: paths.trainingCamp(), claims: [paths.mint('')], leadsOut: true, loginRequired: true },
        { id: 'fair', to: paths.fair(), loginRequired: true },
      ],
    },
  ],
  game: [
    {
      id: 'play',
      links: [
        { id: 'home', to: paths.gameHome(), claims: [paths.editGroup(''), paths.gameMatch('')], loginRequired: false },
        { id: 'pvp', to: paths.pvp(), loginRequired: false },
        { id: 'pve', to: paths.pve(), loginRequired: false },
        { id: 'ranking', to: paths.gameRanking(), loginRequired: false },
        { id: 'rewards', to: paths.gameRewards(), loginRequired: false },
        { id: 'gameTest', to: paths.gameTest(), loginRequired: false },
      ],
    },
    {
      id: 'events',
      links: [
        { id: 'topPrize', to: paths.topPrize(), claims: [paths.topPrizeDispatch(), paths.topPrizeRecall()], loginRequired: false },
        { id: 'stake', to: paths.stake(), loginRequired: false },
        { id: 'airdrop', to: paths.airdrop(), loginRequired: false },
        { id: 'draw', to: paths.draw(), loginRequired: false },
      ],
    },
    {
      id: 'squad',
      links: [
        { id: 'cards', to: paths.gameMenu('card'), loginRequired: true },
        { id: 'packs', to: paths.gameMenu('pack'), loginRequired: true },
        { id: 'items', to: paths.gameMenu('item'), loginRequired: false },
        { id: 'train', to: paths.trainingCamp(), loginRequired: false },
      ],
    },
  ],
};

const within = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * The link of `area` for the page at `pathname`: the one whose path (or a path it claims) holds the page most
 * closely, so `/collection/items/equip` is Equip, not Items. `undefined` outside the area.
 */
export function currentAreaLink(area: AreaId, pathname: string): AreaLink | undefined {
  let best: { link: AreaLink; length: number } | undefined;
  for (const group of AREA_NAV[area]) {
    for (const link of group.links) {
      const own = link.leadsOut ? [] : [link.to.split('?')[0] ?? link.to];
      for (const prefix of [...own, ...(link.claims ?? [])]) {
        if (within(pathname, prefix) && prefix.length > (best?.length ?? -1)) best = { link, length: prefix.length };
      }
    }
  }
  return best?.link;
}
