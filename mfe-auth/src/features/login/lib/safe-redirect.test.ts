import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps a same-site path with its query and hash', () => {
    expect(safeRedirect('/market/detail/fp/42?tab=bids#top')).toBe('/market/detail/fp/42?tab=bids#top');
  });

  it.each([
    ['//evil.com'],
    ['//evil.com/path'],
    ['/\\evil.com'],
    ['https://evil.com/'],
    ['javascript:alert(1)'],
    ['evil.com'],
    ['/\t/evil.com'],
    [''],
  ])('refuses %p and goes home', (raw) => {
    expect(safeRedirect(raw)).toBe('/');
  });

  it('goes home when there is no redirect or it points back to login', () => {
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect('/login?redirect=/x')).toBe('/');
  });
});
