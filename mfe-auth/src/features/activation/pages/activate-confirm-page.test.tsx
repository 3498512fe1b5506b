import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths } from '@fc/shared';
import { fail, fakeApi, ok } from '@fc/shared/testing';
import { currentLocation, renderPage } from '../../../test/render';
import ActivateConfirmPage from './activate-confirm-page';

const url = '/activate-confirm?u=u-1&c=code-1';

describe('ActivateConfirmPage', () => {
  it('activates once, even under StrictMode, then offers to log in', async () => {
    const api = fakeApi({ [ApiPaths.regConfirm]: ok({ email: 'new@fc.example' }) });
    renderPage(<ActivateConfirmPage />, { path: '/activate-confirm', url, strict: true });
    expect(screen.getByTestId('activation-pending')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Your account is active' })).toBeInTheDocument();
    expect(screen.getByText('new@fc.example is activated. You can log in now.')).toBeInTheDocument();
    expect(api.callsTo(ApiPaths.regConfirm)).toHaveLength(1);
    expect(api.callsTo(ApiPaths.regConfirm)[0]?.body).toEqual({ u: 'u-1', c: 'code-1' });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    expect(currentLocation()).toBe('/login');
  });

  it('says an expired link expired and sends a new one', async () => {
    const api = fakeApi({
      [ApiPaths.regConfirm]: fail('LINK_EXPIRED'),
      [ApiPaths.resendConfirmMail]: ok({ u: 'u-1', f: 'ne***@fc.example', resendAfter: 60 }),
    });
    renderPage(<ActivateConfirmPage />, { path: '/activate-confirm', url });
    expect(await screen.findByRole('heading', { name: 'Link expired' })).toBeInTheDocument();
    expect(screen.getByTestId('activation-failed')).toHaveTextContent('This activation link has expired');
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Send me a new link' }));
    await waitFor(() => expect(currentLocation()).toBe('/activate-waiting?u=u-1&f=ne***%40fc.example'));
    expect(api.callsTo(ApiPaths.resendConfirmMail)[0]?.body).toEqual({ u: 'u-1' });
  });

  it('says a used link was used, offering both log in and a new link', async () => {
    fakeApi({ [ApiPaths.regConfirm]: fail('LINK_USED') });
    renderPage(<ActivateConfirmPage />, { path: '/activate-confirm', url });
    expect(await screen.findByRole('heading', { name: 'Link already used' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send me a new link' })).toBeInTheDocument();
  });

  it('sends an already activated account to log in, without a resend', async () => {
    fakeApi({ [ApiPaths.regConfirm]: fail('ACCOUNT_ALREADY_ACTIVATED') });
    renderPage(<ActivateConfirmPage />, { path: '/activate-confirm', url });
    expect(await screen.findByRole('heading', { name: 'Already activated' })).toBeInTheDocument();
    expect(screen.getByTestId('activation-failed')).toHaveTextContent('Your account is already activated.');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send me a new link' })).not.toBeInTheDocument();
  });

  it('shows a failed activation with the shared message and a resend', async () => {
    fakeApi({ [ApiPaths.regConfirm]: fail('ACTIVATION_FAILED') });
    renderPage(<ActivateConfirmPage />, { path: '/activate-confirm', url });
    expect(await screen.findByRole('heading', { name: 'Activation failed' })).toBeInTheDocument();
    expect(screen.getByTestId('activation-failed')).toHaveTextContent("We couldn't activate your account.");
    expect(screen.getByRole('button', { name: 'Send me a new link' })).toBeInTheDocument();
  });

  it('does not call the API for an incomplete link', async () => {
    const api = fakeApi({});
    renderPage(<ActivateConfirmPage />, { path: '/activate-confirm', url: '/activate-confirm?u=u-1' });
    expect(screen.getByRole('heading', { name: 'This link is incomplete' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('lets the user retry after a network failure', async () => {
    const api = fakeApi({ [ApiPaths.regConfirm]: fail('NETWORK_ERROR') });
    renderPage(<ActivateConfirmPage />, { path: '/activate-confirm', url });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    api.set(ApiPaths.regConfirm, ok({ email: 'new@fc.example' }));
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('heading', { name: 'Your account is active' })).toBeInTheDocument();
    expect(api.callsTo(ApiPaths.regConfirm)).toHaveLength(2);
  });
});
