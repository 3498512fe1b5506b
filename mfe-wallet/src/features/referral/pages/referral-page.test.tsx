import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, type InvitationInfoResponse, type ReferralTotals } from '@fc/shared';
import { fakeApi, ok } from '@fc/shared/testing';
import { renderPage } from '../../../test/render';
import ReferralPage from './referral-page';

const TMT = 10n ** 18n;
const tmt = (tenths: bigint) => ((tenths * TMT) / 10n).toString();
const TABLES = { currency: 'TMT', consumedPer: tmt(1000n), rewardPer: tmt(10n), releaseS: 30 * 86_400, consumingReasons: ['ascend', 'camp', 'training', 'pack_purchase', 'shop_purchase', 'a_reason_from_a_later_release'] };
const info = (totals: ReferralTotals): InvitationInfoResponse => ({
  inviteCode: 'ABC123',
  link: 'http://localhost:8080/signup?inviteCode=ABC123',
  friends: 1,
  consumed: tmt(2500n),
  totals,
});

describe('Referral page', () => {
  it('shows the code and link with copy buttons, the rules, friends and rewards, and extracts what is released', async () => {
    let extracted = false;
    const api = fakeApi({
      [ApiPaths.invitationTables]: ok(TABLES),
      [ApiPaths.invitationInfo]: () =>
        ok(
          info(
            extracted
              ? { earned: tmt(25n), frozen: tmt(12n), released: '0', extracted: tmt(13n) }
              : { earned: tmt(25n), frozen: tmt(12n), released: tmt(13n), extracted: '0' },
          ),
        ),
      [ApiPaths.invitationList]: ok({ list: [{ email: 'fr***@example.com', joinedAt: 1_900_000_000, consumed: tmt(2500n), reward: tmt(25n) }], total: 1, page: 1, pageSize: 20 }),
      [ApiPaths.invitationRewardList]: ok({
        list: [{ email: 'fr***@example.com', consumed: tmt(500n), reward: tmt(5n), released: tmt(2n), createdAt: 1_900_000_000, releasedAt: 1_902_592_000 }],
        total: 1,
        page: 1,
        pageSize: 20,
      }),
      [ApiPaths.invitationExtractReward]: () => {
        extracted = true;
        return ok({ extracted: tmt(13n), totals: { earned: tmt(25n), frozen: tmt(12n), released: '0', extracted: tmt(13n) } });
      },
      [ApiPaths.currency]: ok({ currency: { USD: '0', BNB: '0', TMT: '0', GOAL: '0', POINTS: '0' } }),
    });
    renderPage(<ReferralPage />, { path: '/referral' });
    const user = userEvent.setup();

    expect(await screen.findByTestId('referral-code')).toHaveTextContent('ABC123');
    expect(screen.getByTestId('referral-link')).toHaveTextContent('http://localhost:8080/signup?inviteCode=ABC123');
    await user.click(screen.getByRole('button', { name: 'Copy: Your invite link' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('http://localhost:8080/signup?inviteCode=ABC123');
    await user.click(screen.getByRole('button', { name: 'Copy: Your invite code' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('ABC123');

    const rules = await screen.findByTestId('referral-rules');
    expect(within(rules).getByText('You earn 1 TMT for every 100 TMT your friends spend on the platform.')).toBeInTheDocument();
    expect(within(rules).getByText(/released evenly over 30 days/)).toBeInTheDocument();
    expect(within(rules).getByText('What counts: TMT spent on ascending, the camp, training, packs, and the shop.')).toBeInTheDocument();
    expect(screen.getByText('1 friend · They spent 250 TMT in all.')).toBeInTheDocument();

    const friends = await screen.findByTestId('referral-friends');
    expect(within(friends).getByText('fr***@example.com')).toBeInTheDocument();
    expect(within(friends).getByText('2.5 TMT')).toBeInTheDocument();
    const rewards = await screen.findByTestId('referral-rewards');
    expect(within(rewards).getByText('0.5 TMT')).toBeInTheDocument();

    const totals = screen.getByTestId('referral-totals');
    expect(within(totals).getByText('Ready to extract').nextElementSibling).toHaveTextContent('1.3 TMT');
    await user.click(screen.getByRole('button', { name: 'Extract to wallet' }));
    expect(await screen.findByText('1.3 TMT moved into your wallet.')).toBeInTheDocument();
    expect(api.callsTo(ApiPaths.invitationExtractReward)).toHaveLength(1);
    await waitFor(() => expect(within(screen.getByTestId('referral-totals')).getByText('Extracted').nextElementSibling).toHaveTextContent('1.3 TMT'));
    expect(await screen.findByRole('button', { name: 'Extract to wallet' })).toBeDisabled();
  });

  it('invites a first friend when there is nobody yet', async () => {
    fakeApi({
      [ApiPaths.invitationTables]: ok(TABLES),
      [ApiPaths.invitationInfo]: ok({ ...info({ earned: '0', frozen: '0', released: '0', extracted: '0' }), friends: 0, consumed: '0' }),
      [ApiPaths.invitationList]: ok({ list: [], total: 0, page: 1, pageSize: 20 }),
      [ApiPaths.invitationRewardList]: ok({ list: [], total: 0, page: 1, pageSize: 20 }),
    });
    renderPage(<ReferralPage />, { path: '/referral' });
    expect(await screen.findByText('No friends yet. Share your link to invite them.')).toBeInTheDocument();
    expect(await screen.findByText('No rewards yet.')).toBeInTheDocument();
    expect(screen.getByText('0 friends · They spent 0 TMT in all.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Extract to wallet' })).toBeDisabled();
  });
});
