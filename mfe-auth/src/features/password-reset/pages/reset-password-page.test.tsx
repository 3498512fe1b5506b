import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, getSession, logoutSession } from '@fc/shared';
import { fail, fakeApi, logIn, ok } from '@fc/shared/testing';
import { currentLocation, renderPage } from '../../../test/render';
import ResetPasswordPage from './reset-password-page';

const url = '/reset-password?u=u-3&c=reset-code';

async function submit(password: string, confirm = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  return user;
}

afterEach(() => logoutSession());

describe('ResetPasswordPage', () => {
  it('explains a weak password and a mismatched confirmation', async () => {
    const api = fakeApi({});
    renderPage(<ResetPasswordPage />, { path: '/reset-password', url });
    await submit('abcdef', 'abcdeg');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(expect.stringContaining('Use at least 6 characters'));
    expect(screen.getByLabelText('New password')).toHaveFocus();
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('The two passwords do not match.');
    expect(api.calls).toHaveLength(0);
  });

  it('sets the new password, logs this browser out of that account and offers to log in', async () => {
    logIn({ email: 'demo@fc.example' });
    const api = fakeApi({ [ApiPaths.resetPasswdConfirm]: ok({ email: 'demo@fc.example' }) });
    renderPage(<ResetPasswordPage />, { path: '/reset-password', url });
    const user = await submit('newpass1');
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(api.callsTo(ApiPaths.resetPasswdConfirm)[0]?.body).toEqual({ u: 'u-3', c: 'reset-code', password: 'newpass1' });
    expect(getSession().loggedIn).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(currentLocation()).toBe('/login');
  });

  it.each([
    ['LINK_EXPIRED', 'This reset link has expired.'],
    ['LINK_USED', 'This reset link has already been used.'],
    ['PASSWORD_RESET_ERROR', "We couldn't reset your password."],
  ] as const)('says a %s link does not work and links to a new request', async (key, text) => {
    fakeApi({ [ApiPaths.resetPasswdConfirm]: fail(key) });
    renderPage(<ResetPasswordPage />, { path: '/reset-password', url });
    await submit('newpass1');
    expect(await screen.findByTestId('reset-link-problem')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/forget-password');
  });

  it('treats a link without its code as broken without calling the API', () => {
    const api = fakeApi({});
    renderPage(<ResetPasswordPage />, { path: '/reset-password', url: '/reset-password?u=u-3' });
    expect(screen.getByTestId('reset-link-problem')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows a server refusal of the password on its field', async () => {
    fakeApi({ [ApiPaths.resetPasswdConfirm]: fail('PASSWORD_TOO_WEAK') });
    renderPage(<ResetPasswordPage />, { path: '/reset-password', url });
    await submit('newpass1');
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true'));
  });
});
