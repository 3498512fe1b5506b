import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, type ClaimListResponse, type GrantView } from '@fc/shared';
import { fakeApi, ok } from '@fc/shared/testing';
import { renderPage } from '../../../test/render';
import ClaimCenterPage from './claim-center-page';

const TMT = 10n ** 18n;
const grant = (id: string, values: Partial<GrantView>): GrantView => ({
  id,
  source: 'topPrize',
  currency: 'TMT',
  amount: (100n * TMT).toString(),
  released: (25n * TMT).toString(),
  claimed: '0',
  claimable: (25n * TMT).toString(),
  frozen: (75n * TMT).toString(),
  startsAt: 1_900_000_000,
  endsAt: 1_900_000_000 + 180 * 86_400,
  heldForTrial: false,
  ...values,
});

describe('Claim center', () => {
  it('lists grants by source with released, claimed and frozen, and claims one source into the wallet', async () => {
    let claimed = false;
    const api = fakeApi({
      [ApiPaths.claimList]: () =>
        ok<ClaimListResponse>({
          grants: [
            grant('1', claimed ? { claimed: (25n * TMT).toString(), claimable: '0' } : {}),
            grant('2', { source: 'airdrop', currency: 'GOAL', amount: '500', released: '500', claimable: '500', frozen: '0' }),
          ],
        }),
      [ApiPaths.claim]: () => {
        claimed = true;
        return ok({ claimed: { TMT: (25n * TMT).toString() } });
      },
      [ApiPaths.currency]: ok({ currency: { USD: '0', BNB: '0', TMT: '0', GOAL: '0', POINTS: '0' } }),
    });
    renderPage(<ClaimCenterPage />, { path: '/claim-center' });
    const user = userEvent.setup();
    const sources = await screen.findAllByTestId('grant-source');
    expect(sources.map((source) => within(source).getByRole('heading').textContent)).toEqual(['TopPrize', 'Airdrop']);
    const topPrize = sources[0]!;
    expect(within(topPrize).getByRole('meter', { name: 'Released so far' })).toHaveAttribute('aria-valuetext', '25% released');
    expect(within(topPrize).getByText('Released').nextElementSibling).toHaveTextContent('25 TMT');
    expect(within(topPrize).getByText('Still frozen').nextElementSibling).toHaveTextContent('75 TMT');

    await user.click(within(topPrize).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('Moved into your wallet: 25 TMT')).toBeInTheDocument();
    expect(api.callsTo(ApiPaths.claim)[0]?.body).toEqual({ source: 'topPrize' });
    await waitFor(() => expect(within(screen.getAllByTestId('grant-source')[0]!).getByRole('button', { name: 'Claim' })).toBeDisabled());
  });

  it('shows a fan-token stake (released whole at one moment) with the day its lock ends', async () => {
    const unlock = 1_900_000_000 + 30 * 86_400;
    fakeApi({
      [ApiPaths.claimList]: ok<ClaimListResponse>({
        grants: [grant('4', { source: 'fanStaking', currency: 'GOAL', released: '0', claimable: '0', frozen: (100n * TMT).toString(), startsAt: unlock, endsAt: unlock })],
      }),
    });
    renderPage(<ClaimCenterPage />, { path: '/claim-center' });
    const row = await screen.findByTestId('grant');
    expect(within(row).getByText(/^unlocks on /)).toBeInTheDocument();
    expect(within(row).queryByText(/→/)).not.toBeInTheDocument();
  });

  it('says when rewards earned by trial cards are held, and offers a way forward when there is nothing', async () => {
    fakeApi({ [ApiPaths.claimList]: ok({ grants: [grant('3', { heldForTrial: true, claimable: '0' })] }) });
    const view = renderPage(<ClaimCenterPage />, { path: '/claim-center' });
    expect(await screen.findByText(/Earned by trial cards/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Claim all' })).toBeDisabled();
    view.unmount();

    fakeApi({ [ApiPaths.claimList]: ok({ grants: [] }) });
    renderPage(<ClaimCenterPage />, { path: '/claim-center' });
    expect(await screen.findByText('No rewards to claim')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Play TopPrize' })).toHaveAttribute('href', '/game/topprize');
  });
});
