import face from './routes';

// SPEC.md §2, the part this remote owns: [path, loginRequired, layout, redirectTo].
const SPEC_ROUTES = [
  ['/game', true, 'main', '/game/topmanager'],
  ['/guidance', false, 'main', null],
  ['/game/topprize', false, 'main', null],
  ['/game/ranking/topmanager', false, 'main', null],
  ['/game/rewards/topmanager', false, 'main', null],
  ['/game/rewards/pvp', false, 'main', null],
  ['/game/editgroup/:groupId', false, 'main', null],
  ['/game/ranking', false, 'main', null],
  ['/game/rewards', false, 'main', null],
  ['/game/dispatch', false, 'main', null],
  ['/game/recall', false, 'main', null],
  ['/game/pve', false, 'main', null],
  ['/game/airdrop', false, 'main', null],
  ['/game/airdrop/dispatch', false, 'main', null],
  ['/game/draw', false, 'main', null],
  ['/gametest', false, 'main', null],
  ['/game/stake', false, 'main', null],
  ['/game/stake/dispatch', false, 'main', null],
  ['/game/stake/recall', false, 'main', null],
  ['/game/stake/goal', false, 'main', null],
  ['/game/topmanager', false, 'main', null],
  ['/game/pvp', false, 'main', null],
  ['/cloud/game', false, 'bare', null],
];

describe('mfe_game routes', () => {
  it('declares exactly the SPEC.md §2 route table', () => {
    expect(face.name).toBe('mfe_game');
    expect(face.namespace).toBe('game');
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
