/** @jest-environment jsdom */
// jsdom for its DOMParser: every file must be well-formed XML, which is all a browser's <img> needs.
import { ITEM_KINDS, PACK_KINDS, RARITIES } from '@fc/shared/contracts/cards';
import type { ArtCatalog, ArtPlayer } from './catalog';
import { portrait } from './portrait';
import { renderResources, resourcesVersion } from './resources';

const clubs = [
  { id: 1, name: 'Harbor Cross Rovers', shortName: 'HAR', primaryColor: '#932831', secondaryColor: '#0fd1cc' },
  { id: 2, name: 'Cinder Point Wanderers', shortName: 'CIN', primaryColor: '#eda5bb', secondaryColor: '#4c2186' },
];
const players: ArtPlayer[] = [
  { id: 1, clubId: 1, name: 'Nestor Smith', position: 'GK', preferredPosition: 'GK' },
  { id: 7, clubId: 1, name: 'Joaquín Esquivel Juárez', position: 'DF', preferredPosition: 'CB' },
  { id: 30, clubId: 2, name: 'Zé "<Ana>" & O\'Neil', position: 'FW', preferredPosition: 'ST' },
  { id: 31, clubId: 2, name: 'Madonna', position: 'MF', preferredPosition: 'CAM' },
];
const catalog: ArtCatalog = { clubs, players };
const files = renderResources(catalog);

function parse(svg: string): Document {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

describe('the resources folder', () => {
  it('holds a crest per club, a card per player and rarity, and the art of packs, boxes, items and the card back', () => {
    const expected = [
      'teams/1.svg',
      'teams/2.svg',
      ...players.flatMap((player) => RARITIES.map((rarity) => `cards/${player.id}-${rarity}.svg`)),
      ...PACK_KINDS.map((kind) => `common/pack-${kind}.svg`),
      ...RARITIES.map((rarity) => `common/box-${rarity}.svg`),
      'common/box-unknown.svg',
      ...ITEM_KINDS.map((kind) => `common/item-${kind}.svg`),
      'common/card-back.svg',
    ];
    expect([...files.keys()].sort()).toEqual(expected.sort());
  });

  it('is the same on every run, and its version changes with any file', () => {
    const again = renderResources({ clubs: clubs.map((club) => ({ ...club })), players: players.map((player) => ({ ...player })) });
    expect([...again]).toEqual([...files]);
    expect(resourcesVersion(again)).toBe(resourcesVersion(files));
    expect(resourcesVersion(files)).toMatch(/^[0-9a-f]{12}$/);

    const recoloured = renderResources({ clubs: [{ ...clubs[0]!, primaryColor: '#123456' }, clubs[1]!], players });
    expect(resourcesVersion(recoloured)).not.toBe(resourcesVersion(files));
  });

  it.each([...files.keys()])('%s is a standalone SVG with a title, no script and no outside reference', (path) => {
    const svg = files.get(path) ?? '';
    const root = parse(svg).documentElement;
    expect(root.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(root.localName).toBe('svg');
    expect(root.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/);
    expect(root.firstElementChild?.localName).toBe('title');
    expect(root.firstElementChild?.textContent?.trim()).not.toBe('');

    const elements = [root, ...Array.from(root.querySelectorAll('*'))];
    expect(elements.filter((element) => ['script', 'image', 'foreignObject', 'style'].includes(element.localName))).toEqual([]);
    for (const element of elements) {
      for (const { name, value } of Array.from(element.attributes)) {
        expect(name).not.toMatch(/^on/i);
        if (name === 'href' || name === 'xlink:href') expect(value).toMatch(/^#/);
        for (const [, target] of value.matchAll(/url\(([^)]*)\)/g)) expect(target).toMatch(/^#/);
      }
    }
    expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:|data:/);
    expect(Buffer.byteLength(svg)).toBeLessThan(6 * 1024);
  });

  it("names the player, the line and the rarity in a card's title, names escaped", () => {
    const title = (path: string) => parse(files.get(path) ?? '').querySelector('title')?.textContent;
    expect(title('cards/7-legendary.svg')).toBe('Joaquín Esquivel Juárez, CB, Harbor Cross Rovers: legendary card');
    expect(title('cards/30-rare.svg')).toBe('Zé "<Ana>" & O\'Neil, ST, Cinder Point Wanderers: rare card');
    expect(title('teams/2.svg')).toBe('Cinder Point Wanderers crest');
    expect(title('common/box-unknown.svg')).toBe('Mystery box');
  });

  it("prints the player's name and preferred position on the card, the surname large", () => {
    const texts = (path: string) => Array.from(parse(files.get(path) ?? '').querySelectorAll('text')).map((text) => text.textContent);
    expect(texts('cards/7-epic.svg')).toEqual(expect.arrayContaining(['CB', 'Joaquín', 'ESQUIVEL JUÁREZ']));
    expect(texts('cards/31-common.svg')).toEqual(expect.arrayContaining(['CAM', 'MADONNA']));
  });

  it('draws every player and rarity differently', () => {
    const cards = [...files].filter(([path]) => path.startsWith('cards/')).map(([, svg]) => svg);
    expect(new Set(cards).size).toBe(players.length * RARITIES.length);
    const body = (svg: string) => svg.replace(/<title>.*?<\/title>/, '');
    const rarities = RARITIES.map((rarity) => body(files.get(`cards/7-${rarity}.svg`) ?? ''));
    expect(new Set(rarities).size).toBe(RARITIES.length);
  });

  it('gives players of the same kit different faces', () => {
    const kit = { shirt: '#932831', trim: '#0fd1cc' };
    const faces = new Set(Array.from({ length: 60 }, (_, id) => portrait(String(id + 1), kit)));
    expect(faces.size).toBeGreaterThanOrEqual(55);
  });

  it('refuses a player whose club is not in the catalog', () => {
    expect(() => renderResources({ clubs, players: [{ ...players[0]!, clubId: 99 }] })).toThrow('club 99');
  });
});
