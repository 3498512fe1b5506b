import face from './routes';

// SPEC.md §2, the part this remote owns: [path, loginRequired, layout, redirectTo].
const SPEC_ROUTES = [
  ['/', false, 'main', null],
  ['/test', false, 'main', null],
  ['/packs', false, 'main', null],
  ['/pack/:packId', false, 'main', null],
  ['/poolsale/:tokenSymbol?', false, 'main', null],
  ['/card/:packId/:cardId', false, 'main', null],
  ['/propshop', false, 'main', null],
  ['/terms-of-service', false, 'main', null],
  ['/market', false, 'main', '/market/center'],
  ['/market/center', false, 'main', null],
  ['/market/cardrol', false, 'main', null],
  ['/market/pack', false, 'main', null],
  ['/market/detail/fp/:transId', true, 'main', null],
  ['/market/detail/rol/:transId', true, 'main', null],
  ['/market/detail/box/:transId', true, 'main', null],
  ['/market/listed', true, 'main', null],
  ['/market/favorites', true, 'main', null],
  ['/market/history', true, 'main', null],
];

describe('mfe_market routes', () => {
  it('declares exactly the SPEC.md §2 route table', () => {
    expect(face.name).toBe('mfe_market');
    expect(face.namespace).toBe('market');
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
