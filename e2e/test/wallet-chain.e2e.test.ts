// Tokens on the local chains end to end (mfe-wallet with wagmi's mock connector, the API's hot-wallet sender, anvil
// with 1-second blocks, the deposit watcher): withdraw TMT with a Google code to a wallet and see it
// confirmed on chain (read with viem); connect that wallet, bind it by signing a SIWE message, and deposit TMT from it,
// watching n/15 reach confirmed and the balance change.
import { describe, expect, it } from '@jest/globals';
import { createPublicClient, erc20Abi, http, type Address } from 'viem';
import {
  ApiPaths,
  toBaseUnits,
  type ConnectorConfigResponse,
  type CurrencyResponse,
  type DevClockResponse,
  type GenGoogleSecretResponse,
  type WalletBoundResponse,
} from '@fc/shared/contracts';
import { loginAs, TEST_PASSWORD, uniqueEmail } from '../src/accounts';
import { apiOk, loginApi } from '../src/api';
import { MAIN, pagePerTest } from '../src/browser';
import { totp } from '../src/totp';
import { eventually, textOf, visible } from '../src/wait';

const open = pagePerTest();
const DAY_S = 24 * 60 * 60;
// anvil's second well-known account (unlocked on every local node): the user's own wallet in this test.
const WALLET: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
// How long 15 one-second blocks plus the sender's and the watcher's passes may take on a busy machine.
const CONFIRMATIONS_TIMEOUT_MS = 90_000;

describe('wallet on chain', () => {
  it('withdraws TMT with a Google code and sees it confirmed on chain, then binds the wallet by signature and deposits from it (n/15 → credited)', async () => {
    const email = uniqueEmail('chain');
    await apiOk(ApiPaths.devGrant, { email, password: TEST_PASSWORD, currencies: { TMT: toBaseUnits('TMT', '100').toString() } });
    const { token } = await loginApi(email, TEST_PASSWORD);
    const { secret } = await apiOk<GenGoogleSecretResponse>(ApiPaths.genGoogleSecret, {}, token);
    await apiOk(ApiPaths.verifyGoogleCode, { code: (await totp(secret)).code }, token);
    // Withdrawals pause for 24 h after 2FA is bound: the app's clock moves past that (other tests tolerate it).
    await apiOk<DevClockResponse>(ApiPaths.devClock, { advance: DAY_S + 60 });

    const settings = await apiOk<ConnectorConfigResponse>(ApiPaths.walletConnectorConfig, {}, token);
    const bsc = settings.chains.find((chain) => chain.chainId === 56);
    const tmtContract = bsc?.tokens.find((entry) => entry.token === 'TMT')?.contract as Address | undefined;
    if (!bsc?.rpcUrl || !tmtContract) throw new Error('chain 56 is not on in the e2e site');
    const chain = createPublicClient({ transport: http(bsc.rpcUrl) });
    const walletTmt = () => chain.readContract({ address: tmtContract, abi: erc20Abi, functionName: 'balanceOf', args: [WALLET] });
    const before = await walletTmt();

    const { page, expectNoProblems } = await open();
    await page.addInitScript((wallet) => window.localStorage.setItem('fc.testWallet', wallet), WALLET);
    await loginAs(page, { email, password: TEST_PASSWORD }, '/token/withdraw/TMT');

    // Withdraw 50 TMT (+ 1 TMT fee) to the wallet with a Google code.
    const form = page.locator(`${MAIN} [data-testid="withdraw-form"]`);
    await form.getByLabel('Amount (TMT)').fill('50');
    await textOf(form.getByTestId('withdraw-total'), '51 TMT');
    await form.getByLabel('Address', { exact: true }).fill(WALLET);
    await form.getByLabel('Google Authenticator code').fill((await totp(secret)).code);
    await form.getByRole('button', { name: 'Withdraw' }).click();
    const withdrawal = page.locator(`${MAIN} [data-testid="withdrawal"]`).first();
    await textOf(withdrawal.getByTestId('withdrawal-status'), 'Confirmed', CONFIRMATIONS_TIMEOUT_MS);
    expect(await withdrawal.getByTestId('withdrawal-tx').textContent()).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await walletTmt()).toBe(before + toBaseUnits('TMT', '50'));

    // Connect the wallet (wagmi's mock connector on the local node), bind it by signing the SIWE message.
    const connector = page.locator(`${MAIN} [data-testid="wallet-connector"]`);
    await connector.getByRole('button', { name: 'Connect Mock Connector' }).click();
    await textOf(connector.getByTestId('connected-address'), '0x7099...79C8');
    await textOf(connector.getByTestId('connected-network'), 'BNB Smart Chain');
    await connector.getByRole('button', { name: 'Bind this address' }).click();
    await visible(connector.getByTestId('address-bound'));
    const bound = await apiOk<WalletBoundResponse>(ApiPaths.walletBound, {}, token);
    expect(bound.list.map((wallet) => wallet.address)).toEqual([WALLET]);

    // Deposit 20 TMT back from the connected wallet on the deposit page: n/15, then credited.
    await page.goto('/token/deposit/TMT');
    const depositConnector = page.locator(`${MAIN} [data-testid="wallet-connector"]`);
    const connect = depositConnector.getByRole('button', { name: 'Connect Mock Connector' });
    await visible(depositConnector.getByTestId('connected-address').or(connect));
    if (await connect.isVisible()) await connect.click();
    await textOf(depositConnector.getByTestId('connected-address'), '0x7099...79C8');
    await visible(page.locator(`${MAIN} [data-testid="deposit-address"]`));
    const fromWallet = depositConnector.getByTestId('deposit-from-wallet');
    await fromWallet.getByLabel('Amount (TMT)').fill('20');
    await fromWallet.getByRole('button', { name: 'Deposit from wallet' }).click();
    const deposit = page.locator(`${MAIN} [data-testid="deposit"]`).first();
    await textOf(deposit.getByTestId('deposit-status'), /Block confirming \(\d+\/15\)/, 30_000);
    await textOf(deposit.getByTestId('deposit-status'), 'Confirmed', CONFIRMATIONS_TIMEOUT_MS);
    await eventually(async () => {
      const { currency } = await apiOk<CurrencyResponse>(ApiPaths.currency, {}, token);
      expect(currency.TMT).toBe(toBaseUnits('TMT', '69').toString());
    });
    expect(await walletTmt()).toBe(before + toBaseUnits('TMT', '30'));
    expectNoProblems();
  });
});
