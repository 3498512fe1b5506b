import {
  boxArtUrl,
  cardArtUrl,
  cardBackUrl,
  clubLogoUrl,
  holdingArtUrl,
  itemArtUrl,
  packArtUrl,
  publishResources,
  resourceUrl,
  type HoldingArt,
} from './resources';

afterEach(() => {
  delete (globalThis as { __FC_RESOURCES__?: unknown }).__FC_RESOURCES__;
});

const holding = (overrides: Partial<HoldingArt>): HoldingArt => ({ family: 'collectible', rarity: null, kind: null, player: null, ...overrides });

describe('resource URLs', () => {
  it("point at the site's own /resources/, unversioned, until the shell publishes where the art is", () => {
    expect(cardArtUrl({ id: 7 }, 'rare')).toBe('/resources/cards/7-rare.svg');
    expect(clubLogoUrl(12)).toBe('/resources/teams/12.svg');
    expect(packArtUrl('allStar')).toBe('/resources/common/pack-allStar.svg');
    expect(boxArtUrl()).toBe('/resources/common/box-unknown.svg');
    expect(boxArtUrl('epic')).toBe('/resources/common/box-epic.svg');
    expect(itemArtUrl('shinGuards')).toBe('/resources/common/item-shinGuards.svg');
    expect(cardBackUrl()).toBe('/resources/common/card-back.svg');
  });

  it('use the published host and carry the art version, so each file can be cached forever', () => {
    publishResources({ url: 'https://cdn.example/fc', version: '1a2b3c4d5e' });
    expect(cardArtUrl({ id: 7 }, 'unique')).toBe('https://cdn.example/fc/cards/7-unique.svg?v=1a2b3c4d5e');
    expect(resourceUrl('/teams/1.svg')).toBe('https://cdn.example/fc/teams/1.svg?v=1a2b3c4d5e');
  });

  it('keep the default when the registry has no resources or a value of another shape', () => {
    publishResources(undefined);
    publishResources({ url: 42, version: 'x' });
    expect(clubLogoUrl(1)).toBe('/resources/teams/1.svg');
    publishResources({ url: '/art/', version: null });
    expect(clubLogoUrl(1)).toBe('/art/teams/1.svg');
  });
});

describe('holdingArtUrl', () => {
  it('picks the art of each family, and the card back for what has none', () => {
    expect(holdingArtUrl(holding({ family: 'fp', rarity: 'legendary', player: { id: 40 } }))).toBe('/resources/cards/40-legendary.svg');
    expect(holdingArtUrl(holding({ family: 'pack', kind: 'legend' }))).toBe('/resources/common/pack-legend.svg');
    expect(holdingArtUrl(holding({ family: 'box', rarity: 'rare' }))).toBe('/resources/common/box-rare.svg');
    expect(holdingArtUrl(holding({ family: 'box' }))).toBe('/resources/common/box-unknown.svg');
    expect(holdingArtUrl(holding({ family: 'item', kind: 'energyDrink' }))).toBe('/resources/common/item-energyDrink.svg');
    expect(holdingArtUrl(holding({ family: 'item', kind: 'jetpack' }))).toBe('/resources/common/card-back.svg');
    expect(holdingArtUrl(holding({ family: 'collectible', player: { id: 3 } }))).toBe('/resources/common/card-back.svg');
  });
});
