import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, ApiError, ErrorCode } from '@fc/shared';
import { fail, fakeApi, ok } from '@fc/shared/testing';
import { currentLocation, renderPage } from '../test/render';
import { NotActivatedAlert } from './not-activated-alert';

const refusal = (u?: string) => new ApiError(ErrorCode.ACCOUNT_NOT_ACTIVATED, ApiPaths.login, u ? { u } : null);
const resendButton = () => screen.getByRole('button', { name: 'Resend the activation e-mail' });

describe('NotActivatedAlert', () => {
  it('resends to the account the refusal names and goes to the waiting page', async () => {
    const api = fakeApi({ [ApiPaths.resendConfirmMail]: ok({ u: 'u-42', f: 'de***@fc.example', resendAfter: 60 }) });
    renderPage(<NotActivatedAlert refusal={refusal('u-42')} email="Demo@fc.example" />, { path: '/login' });
    await userEvent.setup().click(resendButton());
    await waitFor(() => expect(currentLocation()).toBe('/activate-waiting?u=u-42&f=de***%40fc.example'));
    expect(api.callsTo(ApiPaths.resendConfirmMail).map((call) => call.body)).toEqual([{ u: 'u-42' }]);
  });

  it('resends by e-mail when the refusal names no account', async () => {
    const api = fakeApi({ [ApiPaths.resendConfirmMail]: ok({ u: 'u-7', f: 'de***@fc.example', resendAfter: 60 }) });
    renderPage(<NotActivatedAlert refusal={refusal()} email=" Demo@FC.example " />, { path: '/login' });
    await userEvent.setup().click(resendButton());
    await waitFor(() => expect(currentLocation()).toBe('/activate-waiting?u=u-7&f=de***%40fc.example'));
    expect(api.callsTo(ApiPaths.resendConfirmMail)[0]?.body).toEqual({ email: 'demo@fc.example' });
  });

  it('goes to the waiting page with the countdown when a mail was sent a moment ago', async () => {
    fakeApi({ [ApiPaths.resendConfirmMail]: fail('RESEND_TOO_SOON', { retryAfter: 40 }) });
    renderPage(<NotActivatedAlert refusal={refusal('u-42')} email="demo@fc.example" />, { path: '/login' });
    await userEvent.setup().click(resendButton());
    await waitFor(() => expect(currentLocation()).toBe('/activate-waiting?u=u-42&f=de***%40fc.example'));
  });

  it('says why the mail could not be sent and stays', async () => {
    fakeApi({ [ApiPaths.resendConfirmMail]: fail('NETWORK_ERROR') });
    renderPage(<NotActivatedAlert refusal={refusal('u-42')} email="demo@fc.example" />, { path: '/login' });
    await userEvent.setup().click(resendButton());
    expect(await screen.findByText(/Can't reach the server/)).toBeInTheDocument();
    expect(currentLocation()).toBe('/login');
    expect(resendButton()).toBeEnabled();
  });
});
