import face from './routes';

// SPEC.md §2, the part this remote owns: [path, loginRequired, layout, redirectTo].
const SPEC_ROUTES = [
  ['/collection', true, 'main', '/collection/fpcards'],
  ['/collection/packs', true, 'main', null],
  ['/collection/cards', true, 'main', null],
  ['/collection/items', true, 'main', null],
  ['/collection/items/equip', true, 'main', null],
  ['/collection/fpcards/:viewMode?', true, 'main', null],
  ['/collection/fppack', true, 'main', null],
  ['/collection/mint/:tokenId', true, 'main', null],
  ['/mycard/:tokenId', true, 'main', null],
  ['/mycard/fp/:tokenId', true, 'main', null],
  ['/mycard/breach/:tokenId', true, 'main', null],
  ['/game/train', false, 'main', null],
  ['/game/menu', true, 'game', '/game/menu/card'],
  ['/game/menu/card/:viewMode?', true, 'game', null],
  ['/game/menu/pack', true, 'game', null],
  ['/game/menu/item', false, 'game', null],
];

describe('mfe_collection routes', () => {
  it('declares exactly the SPEC.md §2 route table', () => {
    expect(face.name).toBe('mfe_collection');
    expect(face.namespace).toBe('collection');
    expect(face.routes.map((route) => [route.path, route.loginRequired, route.layout, route.redirectTo ?? null])).toEqual(
      SPEC_ROUTES,
    );
  });

  it('titles every page in English and Korean', () => {
    const titles = (language: 'en' | 'ko') => (face.resources[language] as { titles: Record<string, string> }).titles;
    for (const route of face.routes.filter((candidate) => candidate.load)) {
      const key = route.titleKey?.replace(/^titles\./, '') ?? '';
      expect([route.id, titles('en')[key]]).toEqual([route.id, expect.any(String)]);
      expect([route.id, titles('ko')[key]]).toEqual([route.id, expect.any(String)]);
    }
  });

  it('loads a page component for every route that is not a redirect', async () => {
    for (const route of face.routes.filter((candidate) => !candidate.redirectTo)) {
      const page = await route.load?.();
      expect([route.id, typeof page?.default]).toEqual([route.id, 'function']);
    }
  });
});
