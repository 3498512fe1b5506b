import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, getSession, logoutSession, type LoginResponse } from '@fc/shared';
import { fail, fakeApi, ok, PLAYER } from '@fc/shared/testing';
import { currentLocation, renderPage } from '../../../test/render';
import LoginPage from './login-page';

const demo: LoginResponse = { ...PLAYER, nickName: 'Demo', email: 'demo@fc.example' };

async function fillAndSubmit(email = 'demo@fc.example', password = 'demo1234') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

afterEach(() => logoutSession());

describe('LoginPage', () => {
  it('explains what is missing and moves the focus to the first invalid field', async () => {
    const api = fakeApi({});
    renderPage(<LoginPage />, { path: '/login' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAccessibleDescription('Enter your e-mail address.');
    expect(email).toHaveFocus();
    await user.type(email, 'not-an-email{Enter}');
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
    expect(api.calls).toHaveLength(0);
  });

  it('says nothing about a field that was left untouched, and checks one that was edited', async () => {
    fakeApi({});
    renderPage(<LoginPage />, { path: '/login' });
    const user = userEvent.setup();
    const email = screen.getByLabelText('E-mail');
    await user.click(email);
    await user.tab();
    expect(email).not.toHaveAccessibleDescription('Enter your e-mail address.');
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(email, 'not-an-email');
    await user.tab();
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address.');
  });

  it('stores the session and returns to the redirect path', async () => {
    const api = fakeApi({ [ApiPaths.login]: ok(demo) });
    renderPage(<LoginPage />, { path: '/login', url: '/login?redirect=%2Fmarket%2Flisted%3Fsort%3Dnew' });
    await fillAndSubmit('  Demo@FC.example ');
    await waitFor(() => expect(currentLocation()).toBe('/market/listed?sort=new'));
    expect(api.callsTo(ApiPaths.login)[0]?.body).toEqual({ email: 'demo@fc.example', password: 'demo1234' });
    expect(getSession()).toMatchObject({ loggedIn: true, token: 'tok-123', nickName: 'Demo', avatar: 'avatar-02' });
  });

  it('refuses an open redirect and goes home instead', async () => {
    fakeApi({ [ApiPaths.login]: ok(demo) });
    renderPage(<LoginPage />, { path: '/login', url: '/login?redirect=%2F%2Fevil.com%2Fsteal' });
    await fillAndSubmit();
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });

  it('says when the account or password is not correct, and keeps the user logged out', async () => {
    fakeApi({ [ApiPaths.login]: fail('ACCOUNT_OR_PASSWORD_INCORRECT') });
    renderPage(<LoginPage />, { path: '/login' });
    await fillAndSubmit('demo@fc.example', 'wrong-pass');
    expect(await screen.findByTestId('login-error')).toHaveTextContent('The e-mail address or password is not correct.');
    expect(getSession().loggedIn).toBe(false);
    expect(currentLocation()).toBe('/login');
  });

  it('says when no account exists for the address', async () => {
    fakeApi({ [ApiPaths.login]: fail('ACCOUNT_NOT_REGISTERED') });
    renderPage(<LoginPage />, { path: '/login' });
    await fillAndSubmit('nobody@fc.example');
    expect(await screen.findByTestId('login-error')).toHaveTextContent('There is no account with this e-mail address.');
  });

  it('attaches INVALID_PARAMS to the field the server names', async () => {
    fakeApi({ [ApiPaths.login]: fail('INVALID_PARAMS', { field: 'password' }) });
    renderPage(<LoginPage />, { path: '/login' });
    await fillAndSubmit();
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(/not valid/);
    expect(password).toHaveFocus();
  });

  it('shows the lockout with the minutes to wait', async () => {
    fakeApi({ [ApiPaths.login]: fail('ACCOUNT_LOCKED', { retryAfter: 840 }) });
    renderPage(<LoginPage />, { path: '/login' });
    await fillAndSubmit();
    expect(await screen.findByTestId('login-locked')).toHaveTextContent('try again in 14 minutes');
  });

  it('offers to resend the activation mail to a not-activated account', async () => {
    const api = fakeApi({
      [ApiPaths.login]: fail('ACCOUNT_NOT_ACTIVATED', { u: 'u-42' }),
      [ApiPaths.resendConfirmMail]: ok({ u: 'u-42', f: 'de***@fc.example', resendAfter: 60 }),
    });
    renderPage(<LoginPage />, { path: '/login' });
    const user = await fillAndSubmit();
    expect(await screen.findByTestId('login-not-activated')).toHaveTextContent('Your account is not activated yet.');
    await user.click(screen.getByRole('button', { name: 'Resend the activation e-mail' }));
    await waitFor(() => expect(currentLocation()).toBe('/activate-waiting?u=u-42&f=de***%40fc.example'));
    expect(api.callsTo(ApiPaths.resendConfirmMail)[0]?.body).toEqual({ u: 'u-42' });
  });

  it('sends once and disables the button while the call runs', async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => undefined;
    const api = fakeApi({ [ApiPaths.login]: () => new Promise((resolve) => (answer = resolve)) });
    renderPage(<LoginPage />, { path: '/login' });
    const user = await fillAndSubmit();
    const button = screen.getByRole('button', { name: 'Log in' });
    await waitFor(() => expect(button).toBeDisabled());
    await user.type(screen.getByLabelText('Password'), '{Enter}');
    expect(api.callsTo(ApiPaths.login)).toHaveLength(1);
    answer(ok(demo));
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });
});
