// The URLs the helpers build, each from its page's pattern in ROUTE_PATTERNS; that each face serves its area's
// patterns is checked by its own test (tools/jest/remote-face.ts).
import { generatePath } from 'react-router-dom';
import { paths, safeReturnPath } from './paths';

describe('paths', () => {
  it('fills route parameters, percent-encoding what would break the path', () => {
    expect(paths.pack('legend 2024/#1')).toBe('/pack/legend%202024%2F%231');
    expect(paths.card('p?1', 'c%2')).toBe('/card/p%3F1/c%252');
    expect(paths.marketDetail('box', '9001')).toBe('/market/detail/box/9001');
    expect(paths.message('abc')).toBe('/messagebox/detail/abc');
  });

  it("builds what react-router's generatePath builds from the same pattern", () => {
    const awkward = 'a b?#/%';
    expect(paths.card(awkward, '7')).toBe(generatePath('/card/:packId/:cardId', { packId: awkward, cardId: '7' }));
    expect(paths.deposit(awkward)).toBe(generatePath('/token/deposit/:tokenSymbol?', { tokenSymbol: awkward }));
    expect(paths.deposit()).toBe(generatePath('/token/deposit/:tokenSymbol?', {}));
  });

  it('drops an optional segment that is absent or empty', () => {
    expect([paths.poolSale(), paths.poolSale(''), paths.poolSale('TMT')]).toEqual(['/poolsale', '/poolsale', '/poolsale/TMT']);
    expect([paths.deposit(), paths.deposit('USDT')]).toEqual(['/token/deposit', '/token/deposit/USDT']);
  });

  it('defaults the collection, market and game-menu children to the ones their redirects go to', () => {
    expect([paths.collection(), paths.market(), paths.gameMenu()]).toEqual(['/collection/fpcards', '/market/center', '/game/menu/card']);
  });

  it('puts query parameters in the query string, leaving out empty ones', () => {
    expect(paths.login('/market/center?tab=1')).toBe('/login?redirect=%2Fmarket%2Fcenter%3Ftab%3D1');
    expect(paths.login()).toBe('/login');
    expect(paths.signup('')).toBe('/signup');
    expect(paths.resetPassword('u-1', 'c 2')).toBe('/reset-password?u=u-1&c=c+2');
  });
});

describe('paths.sell', () => {
  it('opens the sell dialog on the card page, or on the collection list of packs and boxes', () => {
    expect(paths.sell('fp', '12')).toBe('/mycard/fp/12?sell=12');
    expect(paths.sell('collectible', '34')).toBe('/mycard/34?sell=34');
    expect(paths.sell('pack', '56')).toBe('/collection/packs?sell=56');
    expect(paths.sell('box', '78')).toBe('/collection/fppack?sell=78');
  });
});

describe('paths.buyTmt and the return path', () => {
  it('opens Add funds on its TMT choice, with the TMT missing and the page to go back to', () => {
    expect(paths.buyTmt()).toBe('/user/addfunds?currency=TMT');
    expect(paths.buyTmt('12.5', '/market/detail/fp/9001?tab=bids')).toBe('/user/addfunds?currency=TMT&need=12.5&return=%2Fmarket%2Fdetail%2Ffp%2F9001%3Ftab%3Dbids');
    expect(paths.order('o1', '/packs')).toBe('/order/detail/o1?return=%2Fpacks');
    expect(paths.order('o1')).toBe('/order/detail/o1');
  });

  it('keeps a return path only when it stays on this site', () => {
    expect(safeReturnPath('/market/detail/fp/9001?tab=bids#top')).toBe('/market/detail/fp/9001?tab=bids#top');
    expect(safeReturnPath('/pack/legend%202024')).toBe('/pack/legend%202024');
    for (const unsafe of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'market', '/a\nb', '/a b', '', null, undefined, `/${'a'.repeat(600)}`]) {
      expect(safeReturnPath(unsafe)).toBeNull();
    }
  });
});
