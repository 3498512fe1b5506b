import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, type SettingInfo } from '@fc/shared';
import { EMAIL_CODE_LENGTH, GOOGLE_CODE_LENGTH } from '@fc/shared/contracts/validation';
import { fail, fakeApi, ok } from '@fc/shared/testing';
import { renderPage } from '../../../test/render';
import GauthPage from './gauth-page';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
const settings = (google2fa: boolean): SettingInfo => ({
  pid: 'p1',
  email: 'demo@fc.example',
  nickName: 'Demo',
  description: '',
  avatar: 'avatar-01',
  jersey: 'jersey-red',
  clubName: 'Demo FC',
  photo: 'avatar-01',
  google2fa,
  subscribed: false,
  inviteCode: 'ABC123',
  language: 'en-US',
  createdAt: 1_700_000_000,
});

describe('GauthPage', () => {
  it('sets up: QR code and grouped secret shown, a wrong code refused, the right one turns it on', async () => {
    const api = fakeApi({
      [ApiPaths.settingInfo]: ok(settings(false)),
      [ApiPaths.genGoogleSecret]: ok({
        secret: SECRET,
        otpauthUri: `otpauth://totp/FC:demo%40fc.example?secret=${SECRET}&issuer=FC`,
      }),
      [ApiPaths.verifyGoogleCode]: (body) =>
        body.code === '123456' ? ok({ google2fa: true }) : fail('INVALID_GOOGLE_CODE'),
    });
    renderPage(<GauthPage />, { path: '/security/gauth' });
    const user = userEvent.setup();

    expect(await screen.findByTestId('gauth-status')).toHaveTextContent('Off');
    await user.click(screen.getByRole('button', { name: 'Set up Google Authenticator' }));

    const qr = await screen.findByRole('img', { name: 'QR code for Google Authenticator' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    const secret = screen.getByTestId('gauth-secret');
    expect(secret).toHaveAttribute('data-secret', SECRET);
    expect(secret).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP');

    const code = screen.getByLabelText('Google Authenticator code');
    expect(code).toHaveAttribute('maxLength', String(GOOGLE_CODE_LENGTH));
    await user.type(code, '12{Enter}');
    expect(code).toHaveAccessibleDescription(expect.stringContaining('Enter the 6-digit code.'));
    expect(api.callsTo(ApiPaths.verifyGoogleCode)).toHaveLength(0);

    await user.type(code, '0000{Enter}');
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining('The Google Authenticator code is not correct.')));

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    await waitFor(() => expect(screen.getByTestId('gauth-status')).toHaveTextContent('On'));
    expect(screen.getByText('Google Authenticator is on.')).toBeInTheDocument();
    expect(api.callsTo(ApiPaths.verifyGoogleCode).map((call) => call.body)).toEqual([{ code: '120000' }, { code: '123456' }]);
    expect(screen.getByRole('heading', { name: 'Turn off Google Authenticator' })).toBeInTheDocument();
  });

  it('copies the secret', async () => {
    fakeApi({
      [ApiPaths.settingInfo]: ok(settings(false)),
      [ApiPaths.genGoogleSecret]: ok({ secret: SECRET, otpauthUri: `otpauth://totp/FC?secret=${SECRET}` }),
    });
    renderPage(<GauthPage />, { path: '/security/gauth' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Set up Google Authenticator' }));
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(SECRET);
    expect(within(screen.getByRole('region', { name: 'Notifications' })).getByText('Copied')).toBeInTheDocument();
  });

  it('unbinds with the Google code and an e-mail code, with a cooldown on sending', async () => {
    const api = fakeApi({
      [ApiPaths.settingInfo]: ok(settings(true)),
      [ApiPaths.genMailCode]: ok({ f: 'de***@fc.example', resendAfter: 60 }),
      [ApiPaths.unbindGoogle2FA]: ok({ google2fa: false }),
    });
    renderPage(<GauthPage />, { path: '/security/gauth' });
    const user = userEvent.setup();
    expect(await screen.findByTestId('gauth-status')).toHaveTextContent('On');

    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const send = await screen.findByTestId('gauth-send-code');
    await waitFor(() => expect(send).toHaveTextContent(/Resend in (60|59) s/));
    expect(send).toBeDisabled();
    expect(api.callsTo(ApiPaths.genMailCode)[0]?.body).toEqual({ purpose: 'unbind2fa' });
    expect(screen.getByLabelText('E-mail code')).toHaveAccessibleDescription(expect.stringContaining('de***@fc.example'));

    await user.type(screen.getByLabelText('Google Authenticator code'), '654321');
    await user.type(screen.getByLabelText('E-mail code'), '111222');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(screen.getByTestId('gauth-status')).toHaveTextContent('Off'));
    expect(api.callsTo(ApiPaths.unbindGoogle2FA)[0]?.body).toEqual({ googleCode: '654321', emailCode: '111222' });
    expect(screen.getByRole('button', { name: 'Set up Google Authenticator' })).toBeInTheDocument();
  });

  it('takes no more digits than a code has', async () => {
    fakeApi({ [ApiPaths.settingInfo]: ok(settings(true)) });
    renderPage(<GauthPage />, { path: '/security/gauth' });
    const user = userEvent.setup();
    const googleCode = await screen.findByLabelText('Google Authenticator code');
    await user.type(googleCode, '1234567890');
    expect(googleCode).toHaveValue('1234567890'.slice(0, GOOGLE_CODE_LENGTH));
    const emailCode = screen.getByLabelText('E-mail code');
    await user.type(emailCode, '0987654321');
    expect(emailCode).toHaveValue('0987654321'.slice(0, EMAIL_CODE_LENGTH));
  });

  it('shows a wrong e-mail code on its field', async () => {
    fakeApi({
      [ApiPaths.settingInfo]: ok(settings(true)),
      [ApiPaths.unbindGoogle2FA]: fail('INVALID_EMAIL_CODE'),
    });
    renderPage(<GauthPage />, { path: '/security/gauth' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Google Authenticator code'), '654321');
    await user.type(screen.getByLabelText('E-mail code'), '000000{Enter}');
    const emailCode = screen.getByLabelText('E-mail code');
    await waitFor(() => expect(emailCode).toHaveAccessibleDescription('The e-mail code is wrong or has expired.'));
    expect(emailCode).toHaveFocus();
    expect(screen.getByTestId('gauth-status')).toHaveTextContent('On');
  });
});
