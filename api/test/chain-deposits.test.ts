import {
  ApiPaths,
  ErrorCode,
  toBaseUnits,
  type EventListResponse,
  type NftDepositAddressResponse,
  type NftHistoryResponse,
  type TokenDepositAddressResponse,
  type TokenDepositsResponse,
} from '@fc/shared/contracts';
import { createWalletClient, http, parseEther } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { FcToken } from '../src/modules/chain/artifacts';
import { DEPOSIT_CONFIRMATIONS } from '../src/modules/chain/constants';
import { ledgerEntries } from '../src/modules/wallet/repository';
import { createTestApp, type TestApp } from './helpers/build-app';
import { anvil, startTestChains, TEST_MNEMONIC } from './helpers/chains';
import { signUp, type SignedInUser } from './helpers/users';

jest.setTimeout(120_000);

let chains: Awaited<ReturnType<typeof startTestChains>>;
let t: TestApp;
let node: ReturnType<typeof anvil>;

beforeAll(async () => {
  chains = await startTestChains([56]);
  node = anvil(chains.rpc[56]!);
  t = await createTestApp({ chainRpc: chains.rpc, walletMnemonic: TEST_MNEMONIC, persistent: true });
});
afterAll(async () => {
  await t?.close();
  await chains?.stop();
});

interface DepositRowView {
  id: string;
  status: string;
  confirmations: number;
  currency: string | null;
  amount: string | null;
  failure: string | null;
}

async function deposits(userId: number): Promise<DepositRowView[]> {
  return t.app.dbHandle.rawTransaction((raw) =>
    raw.query<DepositRowView>('SELECT id::text, status, confirmations, currency, amount::text, failure FROM chain_deposits WHERE user_id = $1 ORDER BY id', [userId]),
  );
}

async function balance(user: SignedInUser, currency: 'TMT' | 'BNB'): Promise<bigint> {
  const entries = await ledgerEntries(t.app.db, user.userId);
  return entries.filter((entry) => entry.currency === currency).reduce((sum, entry) => sum + entry.delta, 0n);
}

/** anvil's second development account (funded by anvil itself), a sender with no nonce manager of ours. */
function outsideSender() {
  return createWalletClient({ account: mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 1 }), chain: t.app.chains.require(56).chain, transport: http(chains.rpc[56]) });
}

it('a TMT transfer to a deposit address goes pending → confirming (n/15) → confirmed, credited once, across a restart', async () => {
  const user = await signUp(t);
  const address = await t.app.chains.depositAddress(user.userId, 56);
  const handle = t.app.chains.require(56);
  const amount = toBaseUnits('TMT', '25');
  const hash = await handle.hotWalletClient.writeContract({ address: handle.contracts.TMT, abi: FcToken.abi, functionName: 'transfer', args: [address, amount] });
  expect((await node.receipt(hash)).status).toBe('success');

  expect((await t.app.depositWatcher.scan(56)).found).toBe(1);
  expect(await deposits(user.userId)).toEqual([expect.objectContaining({ status: 'pending', confirmations: 1, currency: 'TMT', amount: amount.toString() })]);

  await node.mine(5);
  await t.app.depositWatcher.scan(56);
  expect(await deposits(user.userId)).toEqual([expect.objectContaining({ status: 'confirming', confirmations: 6 })]);
  expect(await balance(user, 'TMT')).toBe(0n);

  // The API restarts between confirmations: what it recorded is read again, nothing is seen twice. (A development
  // start may mine a block of its own: it tops the hot wallet's TMT up.)
  t = await t.restart();
  const minedIn = (await node.receipt(hash)).blockNumber;
  const confirmations = async () => Number((await node.blockNumber()) - minedIn + 1n);
  await node.mine(DEPOSIT_CONFIRMATIONS - 1 - (await confirmations()));
  expect((await t.app.depositWatcher.scan(56)).found).toBe(0);
  expect(await deposits(user.userId)).toEqual([expect.objectContaining({ status: 'confirming', confirmations: DEPOSIT_CONFIRMATIONS - 1 })]);
  expect(await balance(user, 'TMT')).toBe(0n);

  await node.mine(1);
  expect((await t.app.depositWatcher.scan(56)).confirmed).toBe(1);
  expect(await deposits(user.userId)).toEqual([expect.objectContaining({ status: 'confirmed', confirmations: DEPOSIT_CONFIRMATIONS })]);
  expect(await balance(user, 'TMT')).toBe(amount);

  // More blocks, more steps, another restart: still credited once.
  await node.mine(3);
  await t.app.depositWatcher.scan(56);
  t = await t.restart();
  await t.app.depositWatcher.scan(56);
  const credits = (await ledgerEntries(t.app.db, user.userId)).filter((entry) => entry.reason === 'deposit');
  expect(credits).toHaveLength(1);
  expect(credits[0]).toMatchObject({ currency: 'TMT', delta: amount, ref: expect.stringMatching(/^chain:56:0x[0-9a-f]{64}:\d+$/) });

  const messages = await t.call<EventListResponse>(ApiPaths.eventList, { page: 1, pageSize: 10 }, { token: user.token });
  expect(messages.d.list.map((message) => message.title)).toContain('Deposit credited: 25 TMT');
});

it('a native BNB transfer to a deposit address is credited after 15 confirmations', async () => {
  const user = await signUp(t);
  const address = await t.app.chains.depositAddress(user.userId, 56);
  const sent = await outsideSender().sendTransaction({ to: address, value: parseEther('0.5') });
  expect((await node.receipt(sent)).status).toBe('success');
  await t.app.depositWatcher.scan(56);
  expect(await deposits(user.userId)).toEqual([expect.objectContaining({ status: 'pending', currency: 'BNB', amount: parseEther('0.5').toString() })]);
  await node.mine(DEPOSIT_CONFIRMATIONS - 1);
  await t.app.depositWatcher.scan(56);
  expect(await deposits(user.userId)).toEqual([expect.objectContaining({ status: 'confirmed' })]);
  expect(await balance(user, 'BNB')).toBe(parseEther('0.5'));
});

it('a deposit whose block leaves the chain before 15 confirmations (a reorg) fails and is never credited', async () => {
  const user = await signUp(t);
  const address = await t.app.chains.depositAddress(user.userId, 56);
  await t.app.depositWatcher.scan(56);
  const snapshot = await node.snapshot();
  await outsideSender().sendTransaction({ to: address, value: parseEther('1') });
  await node.mine(3);
  await t.app.depositWatcher.scan(56);
  // First seen already 4 blocks deep: recorded as pending with its confirmations.
  expect(await deposits(user.userId)).toEqual([expect.objectContaining({ status: 'pending', confirmations: 4 })]);

  // Back to before the transfer, and a longer chain without it.
  await node.revert(snapshot);
  await node.mine(DEPOSIT_CONFIRMATIONS + 5);
  const outcome = await t.app.depositWatcher.scan(56);
  expect(outcome.reorged).toBe(1);
  expect(await deposits(user.userId)).toEqual([expect.objectContaining({ status: 'failed', failure: 'reorged' })]);
  await node.mine(DEPOSIT_CONFIRMATIONS);
  await t.app.depositWatcher.scan(56);
  expect(await deposits(user.userId)).toEqual([expect.objectContaining({ status: 'failed' })]);
  expect(await balance(user, 'BNB')).toBe(0n);
});

describe('routes', () => {
  it("answers the user's deposit address with network, contract, minimum and confirmations, and the deposits with n/15", async () => {
    const user = await signUp(t);
    const answer = await t.call<TokenDepositAddressResponse>(ApiPaths.tokenDepositAddress, { token: 'TMT', chainId: 56 }, { token: user.token });
    expect(answer.r).toBe(0);
    expect(answer.d).toEqual({
      token: 'TMT',
      chainId: 56,
      address: await t.app.chains.depositAddress(user.userId, 56),
      contract: t.app.chains.require(56).contracts.TMT,
      minimum: toBaseUnits('TMT', '10').toString(),
      confirmations: 15,
    });
    const bnb = await t.call<TokenDepositAddressResponse>(ApiPaths.tokenDepositAddress, { token: 'BNB', chainId: 56 }, { token: user.token });
    expect(bnb.d).toMatchObject({ address: answer.d.address, contract: null, minimum: toBaseUnits('BNB', '0.01').toString() });

    await outsideSender().sendTransaction({ to: answer.d.address as `0x${string}`, value: parseEther('0.2') });
    await node.mine(2);
    await t.app.depositWatcher.scan(56);
    const list = await t.call<TokenDepositsResponse>(ApiPaths.tokenDeposits, {}, { token: user.token });
    expect(list.d).toMatchObject({ total: 1, page: 1, list: [{ token: 'BNB', amount: parseEther('0.2').toString(), status: 'pending', confirmations: 3, required: 15 }] });

    const nft = await t.call<NftDepositAddressResponse>(ApiPaths.nftDepositAddress, { chainId: 56 }, { token: user.token });
    expect(nft.d).toEqual({ chainId: 56, address: answer.d.address, contract: t.app.chains.require(56).contracts.CARD, confirmations: 15 });
    const history = await t.call<NftHistoryResponse>(ApiPaths.nftHistory, {}, { token: user.token });
    expect(history.d).toMatchObject({ deposits: [], depositsTotal: 0, withdrawals: [], withdrawalsTotal: 0 });
  });

  it('refuses a token the chain does not have, a chain that is off and an unknown chain, writing nothing', async () => {
    const user = await signUp(t);
    const before = await t.fingerprint();
    // Chain 1's native ETH is no currency here; chain 1 is off in this file; 2 is no chain of ours.
    expect((await t.call(ApiPaths.tokenDepositAddress, { token: 'BNB', chainId: 1 }, { token: user.token })).r).toBe(ErrorCode.TOKEN_NOT_SUPPORTED);
    expect((await t.call(ApiPaths.tokenDepositAddress, { token: 'TMT', chainId: 1 }, { token: user.token })).r).toBe(ErrorCode.TOKEN_NOT_SUPPORTED);
    expect((await t.call(ApiPaths.nftDepositAddress, { chainId: 1 }, { token: user.token })).r).toBe(ErrorCode.TOKEN_NOT_SUPPORTED);
    expect((await t.call(ApiPaths.tokenDepositAddress, { token: 'TMT', chainId: 2 }, { token: user.token })).r).toBe(ErrorCode.INVALID_PARAMS);
    expect((await t.call(ApiPaths.tokenDepositAddress, { token: 'USD', chainId: 56 }, { token: user.token })).r).toBe(ErrorCode.INVALID_PARAMS);
    expect((await t.call(ApiPaths.tokenDepositAddress, { token: 'TMT', chainId: 56, extra: 1 }, { token: user.token })).r).toBe(ErrorCode.INVALID_PARAMS);
    expect(await t.fingerprint()).toEqual(before);
  });
});
