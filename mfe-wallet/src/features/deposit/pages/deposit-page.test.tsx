import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, type ChainDepositView, type TokenDepositAddressResponse } from '@fc/shared';
import { fakeApi, ok } from '@fc/shared/testing';
import { renderPage } from '../../../test/render';
import DepositPage from './deposit-page';

jest.setTimeout(30_000);

const TMT = 10n ** 18n;
const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

const depositAddress = (chainId: 56 | 1): TokenDepositAddressResponse => ({
  token: 'TMT',
  chainId,
  address: ADDRESS,
  contract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  minimum: (10n * TMT).toString(),
  confirmations: 15,
});

const deposit = (values: Partial<ChainDepositView>): ChainDepositView => ({
  id: 'd1',
  chainId: 56,
  token: 'TMT',
  amount: (20n * TMT).toString(),
  tokenId: null,
  txHash: `0x${'ab'.repeat(32)}`,
  from: ADDRESS,
  status: 'confirming',
  confirmations: 3,
  required: 15,
  failure: null,
  createdAt: 1_900_000_000,
  ...values,
});

describe('Deposit page', () => {
  it('shows the deposit address with its QR code, minimum and confirmations per network, and the incoming transfers with n/15', async () => {
    const api = fakeApi({
      [ApiPaths.tokenDepositAddress]: (body) => ok(depositAddress(body.chainId as 56 | 1)),
      [ApiPaths.tokenDeposits]: ok({ list: [deposit({}), deposit({ id: 'd2', status: 'confirmed', confirmations: 15 })], total: 2, page: 1, pageSize: 10 }),
      [ApiPaths.walletConnectorConfig]: ok({ chains: [], walletConnectProjectId: null, mockConnector: false }),
      [ApiPaths.walletBound]: ok({ list: [] }),
    });
    renderPage(<DepositPage />, { path: '/token/deposit/:tokenSymbol?', url: '/token/deposit/tmt' });
    expect(await screen.findByTestId('deposit-address', {}, { timeout: 15_000 })).toHaveTextContent(ADDRESS);
    expect(await screen.findByTestId('address-qr')).toHaveAttribute('data-value', ADDRESS);
    expect(screen.getByText('Minimum deposit').nextElementSibling).toHaveTextContent('10 TMT');
    expect(screen.getByText('Confirmations needed').nextElementSibling).toHaveTextContent('15');
    const rows = await screen.findAllByTestId('deposit');
    expect(rows.map((row) => within(row).getByTestId('deposit-status').textContent)).toEqual(['Block confirming (3/15)', 'Confirmed']);

    await userEvent.setup().selectOptions(screen.getByLabelText('Network'), '1');
    expect(await screen.findByText('Your TMT deposit address on Ethereum')).toBeInTheDocument();
    expect(api.callsTo(ApiPaths.tokenDepositAddress).map((call) => call.body)).toEqual([
      { token: 'TMT', chainId: 56 },
      { token: 'TMT', chainId: 1 },
    ]);
  });

  it('offers BNB on BNB Smart Chain only', async () => {
    fakeApi({
      [ApiPaths.tokenDepositAddress]: ok({ ...depositAddress(56), token: 'BNB', contract: null, minimum: (TMT / 100n).toString() }),
      [ApiPaths.tokenDeposits]: ok({ list: [], total: 0, page: 1, pageSize: 10 }),
      [ApiPaths.walletConnectorConfig]: ok({ chains: [], walletConnectProjectId: null, mockConnector: false }),
      [ApiPaths.walletBound]: ok({ list: [] }),
    });
    renderPage(<DepositPage />, { path: '/token/deposit/:tokenSymbol?', url: '/token/deposit/BNB' });
    expect(await screen.findByText('Minimum deposit', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('Minimum deposit').nextElementSibling).toHaveTextContent('0.01 BNB');
    expect(within(screen.getByLabelText('Network')).getAllByRole('option').map((option) => option.textContent)).toEqual(['BNB Smart Chain']);
    expect(await screen.findByText('No deposits yet')).toBeInTheDocument();
  });
});
