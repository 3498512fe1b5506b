import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths } from '@fc/shared';
import { fail, fakeApi, ok } from '@fc/shared/testing';
import { currentLocation, renderPage } from '../../../test/render';
import ForgetPasswordPage from './forget-password-page';

describe('ForgetPasswordPage', () => {
  it('checks the address before sending anything', async () => {
    const api = fakeApi({});
    renderPage(<ForgetPasswordPage />, { path: '/forget-password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'nope{Enter}');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Enter a valid e-mail address.');
    expect(api.calls).toHaveLength(0);
  });

  it('sends the reset link and says where it went', async () => {
    const api = fakeApi({ [ApiPaths.resetPasswd]: ok({ f: 'de***@fc.example', resendAfter: 60 }) });
    renderPage(<ForgetPasswordPage />, { path: '/forget-password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'Demo@fc.example{Enter}');
    expect(await screen.findByTestId('reset-sent-to')).toHaveTextContent('We sent a password reset link to de***@fc.example.');
    expect(api.callsTo(ApiPaths.resetPasswd)[0]?.body).toEqual({ email: 'demo@fc.example' });
    expect(screen.getByTestId('reset-resend')).toBeDisabled();
  });

  it('puts "account not registered" on the e-mail field', async () => {
    fakeApi({ [ApiPaths.resetPasswd]: fail('ACCOUNT_NOT_REGISTERED') });
    renderPage(<ForgetPasswordPage />, { path: '/forget-password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'nobody@fc.example{Enter}');
    await waitFor(() =>
      expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(/There is no account with this e-mail address/),
    );
  });

  it('counts down the wait the server asks for before another request', async () => {
    fakeApi({ [ApiPaths.resetPasswd]: fail('RESEND_TOO_SOON', { retryAfter: 30 }) });
    renderPage(<ForgetPasswordPage />, { path: '/forget-password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'demo@fc.example{Enter}');
    const submit = await screen.findByRole('button', { name: /Resend in (30|29) s/ });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('type', 'submit');
  });

  it('offers to resend the activation mail to an account that is not activated yet', async () => {
    const api = fakeApi({
      [ApiPaths.resetPasswd]: fail('ACCOUNT_NOT_ACTIVATED', { u: 'u-42' }),
      [ApiPaths.resendConfirmMail]: ok({ u: 'u-42', f: 'de***@fc.example', resendAfter: 60 }),
    });
    renderPage(<ForgetPasswordPage />, { path: '/forget-password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'demo@fc.example{Enter}');
    expect(await screen.findByTestId('reset-not-activated')).toHaveTextContent('Your account is not activated yet.');
    await user.click(screen.getByRole('button', { name: 'Resend the activation e-mail' }));
    await waitFor(() => expect(currentLocation()).toBe('/activate-waiting?u=u-42&f=de***%40fc.example'));
    expect(api.callsTo(ApiPaths.resendConfirmMail)[0]?.body).toEqual({ u: 'u-42' });
  });
});
