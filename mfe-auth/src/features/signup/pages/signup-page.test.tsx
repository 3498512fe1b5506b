import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths } from '@fc/shared';
import { fail, fakeApi, ok } from '@fc/shared/testing';
import { currentLocation, renderPage } from '../../../test/render';
import SignupPage from './signup-page';

const rule = (key: string) => screen.getByTestId('password-rules').querySelector(`[data-rule="${key}"]`);

async function fill(user: ReturnType<typeof userEvent.setup>, values: { email?: string; password?: string; confirm?: string }) {
  if (values.email) await user.type(screen.getByLabelText('E-mail'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  if (values.confirm) await user.type(screen.getByLabelText('Confirm password'), values.confirm);
}

describe('SignupPage', () => {
  it('explains the password rules as the user types', async () => {
    fakeApi({});
    renderPage(<SignupPage />, { path: '/signup' });
    const user = userEvent.setup();
    expect(within(screen.getByTestId('password-rules')).getByText('At least 6 characters')).toBeInTheDocument();
    expect(rule('length')).toHaveAttribute('data-met', 'false');

    await user.type(screen.getByLabelText('Password'), 'abcdef');
    expect(rule('length')).toHaveAttribute('data-met', 'true');
    expect(rule('kinds')).toHaveAttribute('data-met', 'false');

    await user.type(screen.getByLabelText('Password'), '1');
    expect(rule('kinds')).toHaveAttribute('data-met', 'true');
  });

  it('refuses a weak password, a mismatched confirmation, a bad e-mail and missing terms', async () => {
    const api = fakeApi({});
    renderPage(<SignupPage />, { path: '/signup' });
    const user = userEvent.setup();
    await fill(user, { email: 'me@fc', password: 'abcdefgh', confirm: 'abcdefgX' });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address.');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining('Use at least 6 characters, mixing at least two of letters, digits and symbols.'),
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('The two passwords do not match.');
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Accept the terms of service to create an account.');
    expect(api.calls).toHaveLength(0);
  });

  it('registers with the invite code from the referral link and goes to the waiting page', async () => {
    const api = fakeApi({ [ApiPaths.register]: ok({ u: 'u-7', f: 'ne***@fc.example', resendAfter: 60 }) });
    renderPage(<SignupPage />, { path: '/signup', url: '/signup?inviteCode=abc123' });
    const user = userEvent.setup();
    expect(screen.getByLabelText('Invite code (optional)')).toHaveValue('ABC123');
    await fill(user, { email: 'New@FC.example', password: 'secret1', confirm: 'secret1' });
    await user.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('link', { name: 'terms of service' })).toHaveAttribute('href', '/terms-of-service');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    await waitFor(() => expect(currentLocation()).toBe('/activate-waiting?u=u-7&f=ne***%40fc.example'));
    expect(api.callsTo(ApiPaths.register)[0]?.body).toEqual({
      email: 'new@fc.example',
      password: 'secret1',
      inviteCode: 'ABC123',
    });
  });

  it('shows "account registered" on the e-mail field with a way to log in', async () => {
    fakeApi({ [ApiPaths.register]: fail('ACCOUNT_REGISTERED') });
    renderPage(<SignupPage />, { path: '/signup' });
    const user = userEvent.setup();
    await fill(user, { email: 'demo@fc.example', password: 'secret1', confirm: 'secret1' });
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveAccessibleDescription(/already exists/));
    expect(email).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Log in with this e-mail instead' })).toHaveAttribute('href', '/login');
  });

  it('attaches an unknown invite code from the server to its field', async () => {
    // The code has the right form, so only the server can tell that no account owns it.
    fakeApi({ [ApiPaths.register]: fail('INVITE_CODE_INVALID', { field: 'inviteCode' }) });
    renderPage(<SignupPage />, { path: '/signup', url: '/signup?inviteCode=ZZZZZZ' });
    const user = userEvent.setup();
    await fill(user, { email: 'new@fc.example', password: 'secret1', confirm: 'secret1' });
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const invite = screen.getByLabelText('Invite code (optional)');
    await waitFor(() => expect(invite).toHaveAttribute('aria-invalid', 'true'));
    expect(invite).toHaveAccessibleDescription(expect.stringContaining('This invite code is not valid.'));
    expect(invite).toHaveFocus();
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid', 'true');
  });
});
