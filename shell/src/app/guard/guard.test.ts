import { decideAccess } from './guard';

describe('decideAccess (SPEC §4 route guard)', () => {
  it('lets anyone through a public route', () => {
    expect(decideAccess({ loginRequired: false, authenticated: false, pathname: '/market/center', search: '' })).toEqual({
      kind: 'allow',
    });
  });

  it('lets an authenticated user through a login-required route', () => {
    expect(decideAccess({ loginRequired: true, authenticated: true, pathname: '/order/list', search: '' })).toEqual({
      kind: 'allow',
    });
  });

  it('sends anyone else to the login page with the path and query they wanted', () => {
    expect(
      decideAccess({ loginRequired: true, authenticated: false, pathname: '/order/detail/42', search: '?tab=items' }),
    ).toEqual({ kind: 'login', to: '/login?redirect=%2Forder%2Fdetail%2F42%3Ftab%3Ditems' });
  });

  it('never redirects from the login route itself', () => {
    expect(decideAccess({ loginRequired: true, authenticated: false, pathname: '/login', search: '?redirect=%2Fx' })).toEqual({
      kind: 'allow',
    });
  });
});
