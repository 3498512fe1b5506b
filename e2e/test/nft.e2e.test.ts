// A card as an NFT on the local chain and back: withdrawn to the user's own wallet from the card's page (its action
// opens the wallet's NFT withdraw page; the hot-wallet sender mints it, the page follows requested → sent n/15 →
// confirmed), then sent from that wallet to the NFT deposit address the page shows; after 15 confirmations the card is
// in the collection again, and the NFT history tells both stories.
import { describe, expect, it } from '@jest/globals';
import { createPublicClient, createWalletClient, erc721Abi, http, type Address } from 'viem';
import { bsc } from 'viem/chains';
import {
  ApiPaths,
  type ConnectorConfigResponse,
  type DevClockResponse,
  type DevGrantResponse,
  type GenGoogleSecretResponse,
  type NftDepositAddressResponse,
  type NftHistoryResponse,
} from '@fc/shared/contracts';
import { loginAs, TEST_PASSWORD, uniqueEmail } from '../src/accounts';
import { apiOk, loginApi } from '../src/api';
import { MAIN, pagePerTest } from '../src/browser';
import { totp, totpAfter } from '../src/totp';
import { eventually, textOf, visible } from '../src/wait';

const open = pagePerTest();
const DAY_S = 24 * 60 * 60;
// anvil's third well-known account (unlocked on every local node): the collector's own wallet in this test, apart
// from the one the token test uses.
const COLLECTOR: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
// How long 15 one-second blocks plus the sender's and the watcher's passes may take on a busy machine.
const CONFIRMATIONS_TIMEOUT_MS = 90_000;

describe('NFTs on chain', () => {
  it('withdraws a card to the wallet as an NFT, deposits it back to the NFT deposit address and finds it in the collection', async () => {
    const email = uniqueEmail('nft');
    const granted = await apiOk<DevGrantResponse>(ApiPaths.devGrant, { email, password: TEST_PASSWORD, cards: [{ rarity: 'rare' }] });
    const tokenId = granted.cards[0]!;
    const { token } = await loginApi(email, TEST_PASSWORD);
    const { secret } = await apiOk<GenGoogleSecretResponse>(ApiPaths.genGoogleSecret, {}, token);
    const binding = await totp(secret);
    await apiOk(ApiPaths.verifyGoogleCode, { code: binding.code }, token);
    // Withdrawals (of cards too) pause for 24 h after 2FA is bound: the app's clock moves past that (other tests tolerate it).
    await apiOk<DevClockResponse>(ApiPaths.devClock, { advance: DAY_S + 60 });

    const settings = await apiOk<ConnectorConfigResponse>(ApiPaths.walletConnectorConfig, {}, token);
    const rpcUrl = settings.chains.find((chain) => chain.chainId === 56)?.rpcUrl;
    if (!rpcUrl) throw new Error('chain 56 is not on in the e2e site');
    const chain = createPublicClient({ transport: http(rpcUrl) });

    // Out, from the card's page: its action opens the wallet's withdraw page for this card.
    const { page, expectNoProblems } = await open();
    await loginAs(page, { email, password: TEST_PASSWORD }, `/mycard/${tokenId}`);
    await page.locator(`${MAIN} [data-testid="action-withdraw"]`).getByRole('link', { name: 'Withdraw as NFT' }).click();
    await page.waitForURL(`**/user/nft/withdraw/${tokenId}`);
    const form = page.locator(`${MAIN} [data-testid="nft-withdraw-form"]`);
    await visible(page.locator(`${MAIN} [data-testid="nft-withdraw-card"]`));
    await form.getByLabel('Your wallet address').fill(COLLECTOR);
    await form.getByLabel('Google Authenticator code').fill((await totpAfter(secret, binding.step)).code);
    await form.getByRole('button', { name: 'Withdraw the card' }).click();

    // The page follows it: sent with its transaction, then confirmed after 15 blocks; the card left the collection.
    const progress = page.locator(`${MAIN} [data-testid="nft-withdrawal-progress"]`);
    await visible(page.locator(`${MAIN} [data-testid="nft-withdrawal-progress"][data-status="confirmed"]`), CONFIRMATIONS_TIMEOUT_MS);
    const txHash = (await progress.getByTestId('nft-withdrawal-tx').textContent())?.trim();
    expect(txHash).toMatch(/^0x[0-9a-f]{64}$/);
    const { withdrawals } = await apiOk<NftHistoryResponse>(ApiPaths.nftHistory, {}, token);
    expect(withdrawals).toEqual([expect.objectContaining({ tokenId, status: 'confirmed', txHash })]);
    await progress.getByRole('link', { name: 'See the NFT history' }).click();
    await visible(page.locator(`${MAIN} [data-testid="nft-withdrawal"][data-status="confirmed"]`));

    await page.goto('/collection/cards');
    const tiles = page.locator(`${MAIN} [data-testid="card-tile"]`);
    await visible(page.locator(MAIN));
    await eventually(async () => expect(await tiles.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-token-id')))).not.toContain(tokenId));

    // Back: the page shows the NFT deposit address; the collector's wallet sends the card there.
    await page.goto('/user/nft/deposit');
    const shown = await textOf(page.locator(`${MAIN} [data-testid="nft-deposit-address"]`), /0x[0-9a-fA-F]{40}/);
    const target = await apiOk<NftDepositAddressResponse>(ApiPaths.nftDepositAddress, { chainId: 56 }, token);
    expect(shown.trim()).toBe(target.address);
    const cardContract = target.contract as Address;
    const depositAddress = target.address as Address;
    expect(await chain.readContract({ address: cardContract, abi: erc721Abi, functionName: 'ownerOf', args: [BigInt(tokenId)] })).toBe(COLLECTOR);
    const wallet = createWalletClient({ account: COLLECTOR, chain: { ...bsc, rpcUrls: { default: { http: [rpcUrl] } } }, transport: http(rpcUrl) });
    await wallet.writeContract({ address: cardContract, abi: erc721Abi, functionName: 'transferFrom', args: [COLLECTOR, depositAddress, BigInt(tokenId)] });

    await page.goto('/user/nft/history');
    const deposit = page.locator(`${MAIN} [data-testid="nft-deposit"]`).first();
    await textOf(deposit, /Confirming \d+\/15/, 30_000);
    await visible(page.locator(`${MAIN} [data-testid="nft-deposit"][data-status="confirmed"]`), CONFIRMATIONS_TIMEOUT_MS);
    await visible(page.locator(`${MAIN} [data-testid="nft-withdrawal"][data-status="confirmed"]`));

    await page.goto('/collection/cards');
    await eventually(async () => expect(await tiles.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-token-id')))).toContain(tokenId));
    expectNoProblems();
  });
});
