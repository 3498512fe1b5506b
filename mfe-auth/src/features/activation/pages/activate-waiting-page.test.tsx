import { act, fireEvent, screen } from '@testing-library/react';
import { ApiPaths } from '@fc/shared';
import { fail, fakeApi, ok } from '@fc/shared/testing';
import { renderPage } from '../../../test/render';
import ActivateWaitingPage from './activate-waiting-page';

const url = '/activate-waiting?u=u-9&f=ne***%40fc.example';

// A plain click under fake timers: the answer then lands inside the findBy… that waits for it.
const click = (element: HTMLElement) => fireEvent.click(element);

describe('ActivateWaitingPage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('says where the mail went and counts down before a resend', async () => {
    const api = fakeApi({ [ApiPaths.resendConfirmMail]: ok({ u: 'u-9', f: 'ne***@fc.example', resendAfter: 60 }) });
    renderPage(<ActivateWaitingPage />, { path: '/activate-waiting', url, state: { resendAfter: 3 } });
    expect(screen.getByTestId('activation-sent-to')).toHaveTextContent('We sent an activation link to ne***@fc.example.');

    const resend = screen.getByTestId('activation-resend');
    expect(resend).toBeDisabled();
    expect(resend).toHaveTextContent('Resend in 3 s');
    act(() => jest.advanceTimersByTime(1000));
    expect(resend).toHaveTextContent('Resend in 2 s');
    act(() => jest.advanceTimersByTime(2000));
    expect(resend).toBeEnabled();
    expect(resend).toHaveTextContent('Resend the e-mail');

    click(resend);
    expect(await screen.findByText('A new activation link is on its way to ne***@fc.example.')).toBeInTheDocument();
    expect(api.callsTo(ApiPaths.resendConfirmMail)[0]?.body).toEqual({ u: 'u-9' });
    expect(resend).toBeDisabled();
    expect(resend).toHaveTextContent('Resend in 60 s');
  });

  it('starts the countdown the server asks for when it is too soon', async () => {
    fakeApi({ [ApiPaths.resendConfirmMail]: fail('RESEND_TOO_SOON', { retryAfter: 42 }) });
    renderPage(<ActivateWaitingPage />, { path: '/activate-waiting', url });
    const resend = screen.getByTestId('activation-resend');
    expect(resend).toBeEnabled();
    click(resend);
    expect(await screen.findByText(/You can ask for another one when the countdown ends/)).toBeInTheDocument();
    expect(resend).toHaveTextContent('Resend in 42 s');
    expect(resend).toBeDisabled();
  });

  it('sends an already activated account to log in', async () => {
    fakeApi({ [ApiPaths.resendConfirmMail]: fail('ACCOUNT_ALREADY_ACTIVATED') });
    renderPage(<ActivateWaitingPage />, { path: '/activate-waiting', url });
    click(screen.getByTestId('activation-resend'));
    expect(await screen.findByRole('heading', { name: 'Already activated' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});
