import { ApiPaths, ErrorCode, type DevGrantResponse, type NftHistoryResponse, type NftWithdrawResponse } from '@fc/shared/contracts';
import { createWalletClient, http } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { findCard } from '../src/modules/cards/repository';
import { FcCard } from '../src/modules/chain/artifacts';
import { DEPOSIT_CONFIRMATIONS } from '../src/modules/chain/constants';
import { DEV_GRANT_PASSWORD } from '../src/modules/dev/constants';
import { createTestApp, type TestApp } from './helpers/build-app';
import { anvil, startTestChains, TEST_MNEMONIC } from './helpers/chains';
import { login, outbox, uniqueEmail } from './helpers/users';

jest.setTimeout(120_000);

let chains: Awaited<ReturnType<typeof startTestChains>>;
let t: TestApp;
let node: ReturnType<typeof anvil>;
/** A collector's own wallet: anvil's second development account. */
const collector = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 1 });

beforeAll(async () => {
  chains = await startTestChains([56]);
  node = anvil(chains.rpc[56]!);
  t = await createTestApp({ chainRpc: chains.rpc, walletMnemonic: TEST_MNEMONIC });
});
afterAll(async () => {
  await t?.close();
  await chains?.stop();
});

async function userWithCard() {
  const email = uniqueEmail('nft');
  const granted = await t.call<DevGrantResponse>(ApiPaths.devGrant, { email, cards: [{ rarity: 'common' }] });
  const session = await login(t, email, DEV_GRANT_PASSWORD);
  const tokenId = granted.d.cards[0]!;
  const card = await findCard(t.app.db, tokenId);
  return { email, token: session.token, tokenId, userId: card!.ownerId };
}

async function mailedWithdrawCode(email: string, token: string): Promise<string> {
  expect((await t.call(ApiPaths.genMailCode, { purpose: 'withdraw' }, { token })).r).toBe(0);
  const [mail] = await outbox(t, email);
  const code = mail?.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error('no code mailed');
  return code;
}

const collectorWallet = () => createWalletClient({ account: collector, chain: t.app.chains.require(56).chain, transport: http(chains.rpc[56]) });

it('a card withdrawn as an NFT leaves the collection, is minted to the address, and comes back after 15 confirmations when sent to the NFT deposit address', async () => {
  const user = await userWithCard();
  const code = await mailedWithdrawCode(user.email, user.token);
  const answer = await t.call<NftWithdrawResponse>(ApiPaths.nftWithdraw, { tokenId: user.tokenId, chainId: 56, address: collector.address, emailCode: code }, { token: user.token });
  expect(answer.r).toBe(0);
  expect(answer.d.withdrawal).toMatchObject({ tokenId: user.tokenId, chainId: 56, address: collector.address, status: 'requested', txHash: null });
  expect((await findCard(t.app.db, user.tokenId))!.state).toBe('transfer');

  await t.app.jobs.drain();
  const handle = t.app.chains.require(56);
  const cardContract = { address: handle.contracts.CARD, abi: FcCard.abi } as const;
  expect(await handle.publicClient.readContract({ ...cardContract, functionName: 'ownerOf', args: [BigInt(user.tokenId)] })).toBe(collector.address);
  expect((await findCard(t.app.db, user.tokenId))!.state).toBe('unavailable');
  let history = await t.call<NftHistoryResponse>(ApiPaths.nftHistory, {}, { token: user.token });
  expect(history.d.withdrawals).toEqual([expect.objectContaining({ status: 'confirmed', txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) })]);
  // A retried run mints nothing more.
  await t.app.jobs.drain();

  const depositAddress = await t.app.chains.depositAddress(user.userId, 56);
  await collectorWallet().writeContract({ ...cardContract, functionName: 'transferFrom', args: [collector.address, depositAddress, BigInt(user.tokenId)] });
  await t.app.depositWatcher.scan(56);
  history = await t.call<NftHistoryResponse>(ApiPaths.nftHistory, {}, { token: user.token });
  expect(history.d.deposits).toEqual([expect.objectContaining({ tokenId: user.tokenId, status: 'pending', confirmations: 1, required: 15 })]);
  expect((await findCard(t.app.db, user.tokenId))!.state).toBe('unavailable');

  await node.mine(DEPOSIT_CONFIRMATIONS - 1);
  await t.app.depositWatcher.scan(56);
  history = await t.call<NftHistoryResponse>(ApiPaths.nftHistory, {}, { token: user.token });
  expect(history.d.deposits).toEqual([expect.objectContaining({ status: 'confirmed', confirmations: 15 })]);
  const back = (await findCard(t.app.db, user.tokenId))!;
  expect(back).toMatchObject({ state: 'normal', ownerId: user.userId });
});

it('a card tokenId this platform never withdrew is recorded as failed, and nothing enters the collection', async () => {
  const user = await userWithCard();
  const handle = t.app.chains.require(56);
  const stranger = 987_654_321n;
  await handle.hotWalletClient.writeContract({ address: handle.contracts.CARD, abi: FcCard.abi, functionName: 'mint', args: [collector.address, stranger] });
  const depositAddress = await t.app.chains.depositAddress(user.userId, 56);
  await collectorWallet().writeContract({ address: handle.contracts.CARD, abi: FcCard.abi, functionName: 'transferFrom', args: [collector.address, depositAddress, stranger] });
  await t.app.depositWatcher.scan(56);
  await node.mine(DEPOSIT_CONFIRMATIONS);
  await t.app.depositWatcher.scan(56);
  const history = await t.call<NftHistoryResponse>(ApiPaths.nftHistory, {}, { token: user.token });
  expect(history.d.deposits).toEqual([expect.objectContaining({ tokenId: String(stranger), status: 'failed', failure: 'unknown_card' })]);
  expect(await findCard(t.app.db, String(stranger))).toBeUndefined();
});

it('refuses a wrong-checksum address, a wrong code and a missing code, writing nothing', async () => {
  const user = await userWithCard();
  // The checksummed address with the case of one letter flipped: still hex, a wrong EIP-55 checksum.
  const letter = collector.address.slice(2).search(/[a-fA-F]/) + 2;
  const flipped = collector.address[letter]!;
  const badChecksum = collector.address.slice(0, letter) + (flipped === flipped.toLowerCase() ? flipped.toUpperCase() : flipped.toLowerCase()) + collector.address.slice(letter + 1);
  const before = await t.fingerprint();
  const call = (body: object) => t.call(ApiPaths.nftWithdraw, { tokenId: user.tokenId, chainId: 56, ...body }, { token: user.token });
  expect((await call({ address: badChecksum, emailCode: '123456' })).r).toBe(ErrorCode.ADDRESS_INVALID);
  expect((await call({ address: '0x1234', emailCode: '123456' })).r).toBe(ErrorCode.ADDRESS_INVALID);
  expect((await call({ address: collector.address })).r).toBe(ErrorCode.INVALID_PARAMS);
  // No withdraw code was mailed: any code is wrong (and, with none to count against, nothing is written).
  expect((await call({ address: collector.address, emailCode: '000000' })).r).toBe(ErrorCode.INVALID_EMAIL_CODE);
  expect((await call({ address: collector.address, googleCode: '123456' })).r).toBe(ErrorCode.GOOGLE_2FA_REQUIRED);
  expect(await t.fingerprint()).toEqual(before);
  expect((await findCard(t.app.db, user.tokenId))!.state).toBe('normal');
});
