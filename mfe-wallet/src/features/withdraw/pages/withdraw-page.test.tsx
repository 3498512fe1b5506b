import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, type WithdrawalView, type WithdrawInfoResponse } from '@fc/shared';
import { fail, fakeApi, ok } from '@fc/shared/testing';
import { renderPage } from '../../../test/render';
import WithdrawPage from './withdraw-page';

jest.setTimeout(30_000);

const TMT = 10n ** 18n;
const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

const info = (values: Partial<WithdrawInfoResponse> = {}): WithdrawInfoResponse => ({
  token: 'TMT',
  balance: (500n * TMT).toString(),
  networks: [
    { chainId: 56, minimum: (10n * TMT).toString(), fee: TMT.toString(), confirmations: 15 },
    { chainId: 1, minimum: (10n * TMT).toString(), fee: TMT.toString(), confirmations: 15 },
  ],
  google2fa: true,
  suspendedUntil: null,
  ...values,
});

/** The withdraw form (the address book's form has fields of the same names). */
const form = () => within(screen.getByTestId('withdraw-form'));

const withdrawal = (values: Partial<WithdrawalView> = {}): WithdrawalView => ({
  id: 'w1',
  token: 'TMT',
  chainId: 56,
  amount: (25n * TMT).toString(),
  fee: TMT.toString(),
  address: ADDRESS,
  status: 'requested',
  txHash: null,
  confirmations: 0,
  confirmationsNeeded: 15,
  createdAt: 1_900_000_000,
  ...values,
});

describe('Withdraw page', () => {
  it('shows the balance, minimum and fee, and requests a withdrawal with a Google code', async () => {
    let sent: WithdrawalView[] = [];
    const api = fakeApi({
      [ApiPaths.withdrawInfo]: ok(info()),
      [ApiPaths.addressBook]: ok({ list: [{ id: 'a1', chainId: 56, address: ADDRESS, label: 'Cold wallet', createdAt: 1_900_000_000 }] }),
      [ApiPaths.withdrawals]: () => ok({ list: sent, total: sent.length, page: 1, pageSize: 10 }),
      [ApiPaths.withdraw]: () => {
        sent = [withdrawal({ status: 'sent', txHash: '0xabc', confirmations: 3 })];
        return ok(withdrawal());
      },
      [ApiPaths.currency]: ok({ currency: { USD: '0', BNB: '0', TMT: '0', GOAL: '0', POINTS: '0' } }),
    });
    renderPage(<WithdrawPage />, { path: '/token/withdraw/:tokenSymbol', url: '/token/withdraw/tmt' });
    const user = userEvent.setup();
    // The first render also loads the wallet connector's chunk (wagmi), which takes a while under jest's transform.
    expect(await screen.findByTestId('withdraw-balance', {}, { timeout: 15_000 })).toHaveTextContent('500 TMT');
    expect(screen.getByTestId('withdraw-fee')).toHaveTextContent('1 TMT');

    await user.type(form().getByLabelText('Amount (TMT)'), '25');
    expect(screen.getByTestId('withdraw-total')).toHaveTextContent('26 TMT');
    await user.selectOptions(form().getByLabelText('Address book'), ADDRESS);
    expect(form().getByLabelText('Address')).toHaveValue(ADDRESS);
    await user.type(form().getByLabelText('Google Authenticator code'), '123456');
    await user.click(form().getByRole('button', { name: 'Withdraw' }));

    expect(await screen.findByText(/Withdrawal of 25 TMT requested/)).toBeInTheDocument();
    const [call] = api.callsTo(ApiPaths.withdraw);
    expect(call?.body).toMatchObject({ token: 'TMT', chainId: 56, amount: (25n * TMT).toString(), address: ADDRESS, googleCode: '123456' });
    expect(call?.body.requestId).toEqual(expect.any(String));
    const row = await screen.findByTestId('withdrawal');
    expect(within(row).getByTestId('withdrawal-status')).toHaveTextContent('Block confirming (3/15)');
    expect(within(row).getByTestId('withdrawal-tx')).toHaveTextContent('0xabc');
  });

  it('checks the amount before asking, and puts a server refusal on its field', async () => {
    const api = fakeApi({
      [ApiPaths.withdrawInfo]: ok(info()),
      [ApiPaths.addressBook]: ok({ list: [] }),
      [ApiPaths.withdrawals]: ok({ list: [], total: 0, page: 1, pageSize: 10 }),
      [ApiPaths.withdraw]: fail('ADDRESS_INVALID', { field: 'address' }),
    });
    renderPage(<WithdrawPage />, { path: '/token/withdraw/:tokenSymbol', url: '/token/withdraw/TMT' });
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('withdraw-form').then(() => form().getByLabelText('Amount (TMT)')), '5');
    await user.type(form().getByLabelText('Address'), ADDRESS);
    await user.type(form().getByLabelText('Google Authenticator code'), '123456');
    await user.click(form().getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Enter at least 10 TMT.')).toBeInTheDocument();
    expect(api.callsTo(ApiPaths.withdraw)).toHaveLength(0);

    await user.clear(form().getByLabelText('Amount (TMT)'));
    await user.type(form().getByLabelText('Amount (TMT)'), '10');
    await user.click(form().getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Enter a valid wallet address.')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(ApiPaths.withdraw)).toHaveLength(1));
  });

  it('asks to set up Google Authenticator first and keeps the form closed', async () => {
    fakeApi({
      [ApiPaths.withdrawInfo]: ok(info({ google2fa: false })),
      [ApiPaths.addressBook]: ok({ list: [] }),
      [ApiPaths.withdrawals]: ok({ list: [], total: 0, page: 1, pageSize: 10 }),
    });
    renderPage(<WithdrawPage />, { path: '/token/withdraw/:tokenSymbol', url: '/token/withdraw/TMT' });
    expect(await screen.findByRole('link', { name: 'Set up Google Authenticator' })).toBeInTheDocument();
    expect(form().getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  });
});
