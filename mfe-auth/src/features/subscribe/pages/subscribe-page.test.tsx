import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, getSession, logoutSession } from '@fc/shared';
import { fail, fakeApi, ok } from '@fc/shared/testing';
import { renderPage } from '../../../test/render';
import SubscribePage from './subscribe-page';

afterEach(() => logoutSession());

describe('SubscribePage', () => {
  it('subscribes with the consent given and marks the session subscribed', async () => {
    const api = fakeApi({ [ApiPaths.subscribe]: ok({ subscribed: true }) });
    renderPage(<SubscribePage />, { path: '/subscribe' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'fan@fc.example');
    await user.click(screen.getByRole('checkbox', { name: /send me information/ }));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('heading', { name: "You're subscribed" })).toBeInTheDocument();
    expect(api.callsTo(ApiPaths.subscribe)[0]?.body).toEqual({ email: 'fan@fc.example', isReceiveInfo: true });
    expect(getSession().subscribed).toBe(true);
  });

  it('shows an address the server refuses on the field', async () => {
    fakeApi({ [ApiPaths.subscribe]: fail('INVALID_EMAIL', { field: 'email' }) });
    renderPage(<SubscribePage />, { path: '/subscribe' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'fan@fc.example{Enter}');
    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address.');
    expect(email).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(getSession().subscribed).toBe(false);
  });
});
