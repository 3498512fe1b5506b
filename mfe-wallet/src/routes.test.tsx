import face from './routes';

// SPEC.md §2, the part this remote owns: [path, loginRequired, layout, redirectTo].
const SPEC_ROUTES = [
  ['/order/list', true, 'main', null],
  ['/order/detail/:orderId', true, 'main', null],
  ['/user/paymethods', true, 'main', null],
  ['/token/deposit/:tokenSymbol?', true, 'main', null],
  ['/user/addfunds', true, 'main', null],
  ['/token/withdraw/:tokenSymbol', true, 'main', null],
  ['/user/funds/history', true, 'main', null],
  ['/user/nft/deposit', true, 'main', null],
  ['/user/nft/history', true, 'main', null],
  ['/giftcode', true, 'main', null],
  ['/recharge/detail/:rechargeId', true, 'main', null],
  ['/referral', true, 'main', null],
  ['/claim-center', true, 'main', null],
];

describe('mfe_wallet routes', () => {
  it('declares exactly the SPEC.md §2 route table', () => {
    expect(face.name).toBe('mfe_wallet');
    expect(face.namespace).toBe('wallet');
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
