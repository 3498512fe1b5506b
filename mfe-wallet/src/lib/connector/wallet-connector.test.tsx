import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, maskAddress, type ConnectorConfigResponse } from '@fc/shared';
import { fakeApi, ok } from '@fc/shared/testing';
import { renderPage } from '../../test/render';
import { TEST_WALLET_STORAGE_KEY } from './config';
import WalletConnector from './wallet-connector';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const settings = (values: Partial<ConnectorConfigResponse> = {}): ConnectorConfigResponse => ({
  chains: [
    { chainId: 56, rpcUrl: 'http://127.0.0.1:1/', tokens: [] },
    { chainId: 1, rpcUrl: 'http://127.0.0.1:2/', tokens: [] },
  ],
  walletConnectProjectId: null,
  mockConnector: true,
  ...values,
});

afterEach(() => window.localStorage.clear());

describe('Wallet connector', () => {
  it('connects the test wallet where the server allows the mock connector, and switches networks', async () => {
    window.localStorage.setItem(TEST_WALLET_STORAGE_KEY, ACCOUNT);
    fakeApi({
      [ApiPaths.walletConnectorConfig]: ok(settings()),
      [ApiPaths.walletBound]: ok({ list: [] }),
    });
    renderPage(<WalletConnector />, { path: '/' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Connect Mock Connector' }));
    expect(await screen.findByTestId('connected-address')).toHaveTextContent('0xf39F...2266');
    expect(screen.getByTestId('connected-network')).toHaveTextContent('BNB Smart Chain');
    expect(screen.getByRole('button', { name: 'Bind this address' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Switch to Ethereum' }));
    expect(await screen.findByText('Ethereum', { selector: '[data-testid="connected-network"]' })).toBeInTheDocument();
  });

  it('says it is looking for the wallet while wagmi reconnects the last one, and offers Connect only once that settles', async () => {
    window.localStorage.setItem(TEST_WALLET_STORAGE_KEY, ACCOUNT);
    fakeApi({
      [ApiPaths.walletConnectorConfig]: ok(settings()),
      [ApiPaths.walletBound]: ok({ list: [] }),
    });
    const first = renderPage(<WalletConnector />, { path: '/' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Connect Mock Connector' }));
    expect(await screen.findByTestId('connected-address')).toBeInTheDocument();
    first.unmount();

    // A new page: wagmi finds the connection it stored and tries it again (the test wallet cannot be reconnected).
    renderPage(<WalletConnector />, { path: '/' });
    // Seen in one look: the reconnection fails within a few ticks, and the buttons follow.
    await waitFor(() => {
      const settling = screen.getByTestId('connector-settling');
      expect(settling).toHaveTextContent('Looking for your wallet…');
      expect(settling).toHaveAttribute('aria-busy', 'true');
      expect(screen.queryByRole('button', { name: 'Connect Mock Connector' })).toBeNull();
    });
    expect(await screen.findByRole('button', { name: 'Connect Mock Connector' })).toBeEnabled();
    expect(screen.queryByTestId('connector-settling')).toBeNull();
  });

  it('offers the browser wallet, never the mock connector, when the server does not allow it', async () => {
    window.localStorage.setItem(TEST_WALLET_STORAGE_KEY, ACCOUNT);
    fakeApi({
      [ApiPaths.walletConnectorConfig]: ok(settings({ mockConnector: false, chains: [{ chainId: 56, rpcUrl: null, tokens: [] }, { chainId: 1, rpcUrl: null, tokens: [] }] })),
      [ApiPaths.walletBound]: ok({ list: [{ address: ACCOUNT, chainId: 56, boundAt: 1_900_000_000 }] }),
    });
    renderPage(<WalletConnector />, { path: '/' });
    expect(await screen.findByRole('button', { name: 'Connect browser wallet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mock/ })).toBeNull();
    const bound = await screen.findByTestId('bound-wallet');
    expect(bound).toHaveTextContent(maskAddress(ACCOUNT));
    expect(within(bound).getByTitle(ACCOUNT)).toBeInTheDocument();
  });

  it('adds WalletConnect next to the browser wallet when the server names a project id, and leaves it out otherwise', async () => {
    const chains = [{ chainId: 56, rpcUrl: null, tokens: [] }, { chainId: 1, rpcUrl: null, tokens: [] }];
    fakeApi({
      [ApiPaths.walletConnectorConfig]: ok(settings({ mockConnector: false, chains, walletConnectProjectId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90' })),
      [ApiPaths.walletBound]: ok({ list: [] }),
    });
    const { unmount } = renderPage(<WalletConnector />, { path: '/' });
    expect(await screen.findByRole('button', { name: 'Connect WalletConnect' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect browser wallet' })).toBeInTheDocument();
    unmount();

    fakeApi({
      [ApiPaths.walletConnectorConfig]: ok(settings({ mockConnector: false, chains })),
      [ApiPaths.walletBound]: ok({ list: [] }),
    });
    renderPage(<WalletConnector />, { path: '/' });
    expect(await screen.findByRole('button', { name: 'Connect browser wallet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /WalletConnect/ })).toBeNull();
  });
});
