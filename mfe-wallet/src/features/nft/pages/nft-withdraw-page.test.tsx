import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, type NftHistoryResponse, type NftWithdrawalView, type NftWithdrawInfoResponse } from '@fc/shared';
import { fail, fakeApi, ok } from '@fc/shared/testing';
import { renderPage } from '../../../test/render';
import NftWithdrawPage from './nft-withdraw-page';

jest.setTimeout(30_000);

// EIP-55 checksummed; the same address all in lower case is valid too, with the case of one letter flipped it is not.
const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const BAD_CHECKSUM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD';
const BOUND = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
const TX = `0x${'c'.repeat(64)}`;

const info = (values: Partial<NftWithdrawInfoResponse> = {}): NftWithdrawInfoResponse => ({
  tokenId: '77',
  card: {
    tokenId: '77',
    family: 'collectible',
    state: 'normal',
    rarity: 'epic',
    serial: 12,
    supply: 500,
    kind: null,
    trialUntil: null,
    player: {
      id: 9,
      name: 'Son Heung-min',
      nationality: 'KR',
      born: '1992-07-08',
      position: 'FW',
      preferredPosition: 'LW',
      heightCm: 183,
      club: { id: 1, name: 'Tottenham Hotspur', shortName: 'TOT', primaryColor: '#ffffff', secondaryColor: '#132257' },
    },
    fp: null,
  },
  networks: [56, 1],
  blocked: null,
  google2fa: true,
  suspendedUntil: null,
  ...values,
});

const withdrawal = (values: Partial<NftWithdrawalView> = {}): NftWithdrawalView => ({
  id: '5',
  tokenId: '77',
  chainId: 56,
  address: ADDRESS,
  status: 'requested',
  txHash: null,
  confirmations: 0,
  confirmationsNeeded: 15,
  failure: null,
  createdAt: 1_900_000_000,
  ...values,
});

const history = (withdrawals: NftWithdrawalView[]): NftHistoryResponse => ({ deposits: [], depositsTotal: 0, withdrawals, withdrawalsTotal: withdrawals.length, page: 1, pageSize: 10 });

const form = () => within(screen.getByTestId('nft-withdraw-form'));
const render = () => renderPage(<NftWithdrawPage />, { path: '/user/nft/withdraw/:tokenId', url: '/user/nft/withdraw/77' });

describe('NFT withdraw page', () => {
  it('shows the card, withdraws it to a bound wallet with a Google code, then follows it requested → sent n/15 → confirmed', async () => {
    let moved: NftWithdrawalView[] = [];
    const api = fakeApi({
      [ApiPaths.nftWithdrawInfo]: ok(info()),
      [ApiPaths.walletBound]: ok({ list: [{ address: BOUND, chainId: 56, boundAt: 1_790_000_000 }] }),
      [ApiPaths.nftHistory]: () => ok(history(moved)),
      [ApiPaths.nftWithdraw]: () => {
        moved = [withdrawal({ status: 'sent', txHash: TX, confirmations: 4 })];
        return ok({ withdrawal: withdrawal() });
      },
    });
    render();
    const card = await screen.findByTestId('nft-withdraw-card');
    expect(within(card).getByText('Son Heung-min')).toBeInTheDocument();
    expect(within(card).getByText('Epic')).toBeInTheDocument();
    expect(within(card).getByText('12 / 500')).toBeInTheDocument();

    const user = userEvent.setup();
    await screen.findByTestId('nft-withdraw-form');
    await user.selectOptions(await form().findByLabelText('Your bound wallets'), BOUND);
    expect(form().getByLabelText('Your wallet address')).toHaveValue(BOUND);
    await user.type(form().getByLabelText('Google Authenticator code'), '123456');
    await user.click(form().getByRole('button', { name: 'Withdraw the card' }));

    await waitFor(() => expect(api.callsTo(ApiPaths.nftWithdraw).map((call) => call.body)).toEqual([{ tokenId: '77', chainId: 56, address: BOUND, googleCode: '123456' }]));
    const progress = await screen.findByTestId('nft-withdrawal-progress');
    await waitFor(() => expect(progress).toHaveAttribute('data-status', 'sent'));
    expect(within(progress).getByText('Sent, block confirming (4/15)')).toBeInTheDocument();
    expect(within(progress).getByTestId('nft-withdrawal-tx')).toHaveTextContent(TX);
    expect(within(progress).getByRole('link', { name: 'See the NFT history' })).toHaveAttribute('href', '/user/nft/history');
    expect(screen.queryByTestId('nft-withdraw-form')).not.toBeInTheDocument();

    moved = [withdrawal({ status: 'confirmed', txHash: TX, confirmations: 15 })];
    await waitFor(() => expect(screen.getByTestId('nft-withdrawal-progress')).toHaveAttribute('data-status', 'confirmed'), { timeout: 5_000 });
  });

  it('refuses a malformed or wrong-checksum address before asking the server, and checksums a lower-case one', async () => {
    const api = fakeApi({
      [ApiPaths.nftWithdrawInfo]: ok(info()),
      [ApiPaths.walletBound]: ok({ list: [] }),
      [ApiPaths.nftHistory]: ok(history([])),
      [ApiPaths.nftWithdraw]: ok({ withdrawal: withdrawal() }),
    });
    render();
    const user = userEvent.setup();
    await screen.findByTestId('nft-withdraw-form');
    const address = form().getByLabelText('Your wallet address');
    await user.type(form().getByLabelText('Google Authenticator code'), '123456');
    for (const wrong of [BAD_CHECKSUM, '0x1234']) {
      await user.clear(address);
      await user.type(address, wrong);
      await user.click(form().getByRole('button', { name: 'Withdraw the card' }));
      expect(await form().findByText('Enter a valid wallet address.')).toBeInTheDocument();
    }
    expect(api.callsTo(ApiPaths.nftWithdraw)).toHaveLength(0);

    await user.clear(address);
    await user.type(address, ADDRESS.toLowerCase());
    await user.click(form().getByRole('button', { name: 'Withdraw the card' }));
    await waitFor(() => expect(api.callsTo(ApiPaths.nftWithdraw).map((call) => (call.body as { address: string }).address)).toEqual([ADDRESS]));
  });

  it('shows why the card cannot leave (the server’s state machine code) and the 24 h suspension, with the button off', async () => {
    fakeApi({
      [ApiPaths.nftWithdrawInfo]: ok(info({ blocked: 'CARD_BUSY', suspendedUntil: 1_900_086_400 })),
      [ApiPaths.walletBound]: ok({ list: [] }),
      [ApiPaths.nftHistory]: ok(history([])),
    });
    render();
    const blocked = await screen.findByTestId('nft-withdraw-blocked');
    expect(blocked).toHaveTextContent('This card cannot be withdrawn now');
    expect(blocked).toHaveTextContent('This card is busy right now (listed, staking, training or playing).');
    expect(screen.getByTestId('nft-withdraw-suspended')).toHaveTextContent(/Card withdrawals open again on/);
    expect(form().getByRole('button', { name: 'Withdraw the card' })).toBeDisabled();
  });

  it('shows a refusal the server answers on the request, e.g. a wrong code on the code field', async () => {
    fakeApi({
      [ApiPaths.nftWithdrawInfo]: ok(info()),
      [ApiPaths.walletBound]: ok({ list: [] }),
      [ApiPaths.nftHistory]: ok(history([])),
      [ApiPaths.nftWithdraw]: fail('INVALID_GOOGLE_CODE', { field: 'googleCode' }),
    });
    render();
    const user = userEvent.setup();
    await screen.findByTestId('nft-withdraw-form');
    await user.type(form().getByLabelText('Your wallet address'), ADDRESS);
    await user.type(form().getByLabelText('Google Authenticator code'), '000000');
    await user.click(form().getByRole('button', { name: 'Withdraw the card' }));
    expect(await form().findByText('The Google Authenticator code is not correct.')).toBeInTheDocument();
    expect(screen.queryByTestId('nft-withdrawal-progress')).not.toBeInTheDocument();
  });
});
