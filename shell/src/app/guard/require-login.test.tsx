import Cookies from 'js-cookie';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { getSession, logoutSession, SESSION_COOKIES } from '@fc/shared';
import { logIn } from '@fc/shared/testing';
import { RequireLogin } from './require-login';

function renderAt(path: string, loginRequired = true) {
  const router: { state: { location: { pathname: string; search: string } } } = { state: { location: { pathname: '', search: '' } } };
  function Where() {
    router.state.location = useLocation();
    return null;
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <Where />
      <Routes>
        <Route path="/order/list" element={<RequireLogin loginRequired={loginRequired}>orders page</RequireLogin>} />
        <Route path="/login" element={<RequireLogin loginRequired={loginRequired}>login page</RequireLogin>} />
      </Routes>
    </MemoryRouter>,
  );
  return router;
}

afterEach(() => logoutSession());

describe('RequireLogin', () => {
  it('sends a guest to /login with the page as redirect', async () => {
    const router = renderAt('/order/list?page=2');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Forder%2Flist%3Fpage%3D2');
    expect(screen.queryByText('orders page')).not.toBeInTheDocument();
  });

  it('renders the page for a logged-in user', () => {
    logIn();
    const router = renderAt('/order/list');
    expect(screen.getByText('orders page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/order/list');
  });

  it('logs out a half session (loggedIn without a stored token) and redirects', async () => {
    logIn();
    Cookies.remove(SESSION_COOKIES.token, { path: '/' });
    const router = renderAt('/order/list');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(getSession().loggedIn).toBe(false);
  });

  it('reads the login from the stored cookies, as the navigation wait does: a lost loggedIn cookie is a guest', async () => {
    logIn();
    Cookies.remove(SESSION_COOKIES.loggedIn, { path: '/' });
    expect(getSession().loggedIn).toBe(true);
    const router = renderAt('/order/list');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByText('orders page')).not.toBeInTheDocument();
  });

  it('does not loop on the login route', () => {
    const router = renderAt('/login?redirect=%2Forder%2Flist');
    expect(screen.getByText('login page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Forder%2Flist');
  });
});
