import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, type NftDepositAddressRequest, type NftHistoryResponse } from '@fc/shared';
import { fakeApi, ok } from '@fc/shared/testing';
import { renderPage } from '../../../test/render';
import NftDepositPage from './nft-deposit-page';
import NftHistoryPage from './nft-history-page';

const ADDRESS_56 = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const ADDRESS_1 = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const CARD = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';

describe('NFT deposit', () => {
  it("shows the user's NFT deposit address for the chosen network with its QR code and what happens", async () => {
    const api = fakeApi({
      [ApiPaths.nftDepositAddress]: (body) => {
        const { chainId } = body as NftDepositAddressRequest;
        return ok({ chainId, address: chainId === 56 ? ADDRESS_56 : ADDRESS_1, contract: CARD, confirmations: 15 });
      },
    });
    renderPage(<NftDepositPage />, { path: '/user/nft/deposit' });
    expect(await screen.findByTestId('nft-deposit-address')).toHaveTextContent(ADDRESS_56);
    expect(screen.getByText(CARD)).toBeInTheDocument();
    expect(screen.getByText(/after 15 confirmations/)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'QR code of your NFT deposit address' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));

    await userEvent.setup().click(screen.getByRole('button', { name: 'Ethereum' }));
    await waitFor(() => expect(screen.getByTestId('nft-deposit-address')).toHaveTextContent(ADDRESS_1));
    expect(api.callsTo(ApiPaths.nftDepositAddress).map((call) => call.body)).toEqual([{ chainId: 56 }, { chainId: 1 }]);
  });
});

describe('NFT history', () => {
  it('lists deposits with n/15 and withdrawals with their status and transaction', async () => {
    const history: NftHistoryResponse = {
      deposits: [
        { id: '2', chainId: 56, token: null, amount: null, tokenId: '77', txHash: `0x${'a'.repeat(64)}`, from: ADDRESS_1, status: 'confirming', confirmations: 6, required: 15, failure: null, createdAt: 1_900_000_000 },
      ],
      depositsTotal: 1,
      withdrawals: [{ id: '1', tokenId: '77', chainId: 56, address: ADDRESS_1, status: 'confirmed', txHash: `0x${'b'.repeat(64)}`, confirmations: 15, confirmationsNeeded: 15, failure: null, createdAt: 1_899_999_000 }],
      withdrawalsTotal: 1,
      page: 1,
      pageSize: 10,
    };
    fakeApi({ [ApiPaths.nftHistory]: ok(history) });
    renderPage(<NftHistoryPage />, { path: '/user/nft/history' });
    const deposit = await screen.findByTestId('nft-deposit');
    expect(within(deposit).getByText('Confirming 6/15')).toBeInTheDocument();
    expect(within(deposit).getByText('Card #77')).toBeInTheDocument();
    const withdrawal = screen.getByTestId('nft-withdrawal');
    expect(within(withdrawal).getByText('Confirmed')).toBeInTheDocument();
    expect(within(withdrawal).getByText(`0x${'b'.repeat(64)}`)).toBeInTheDocument();
  });
});
