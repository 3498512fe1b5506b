import { eq } from 'drizzle-orm';
import {
  ApiPaths,
  ErrorCode,
  toBaseUnits,
  type DevGrantResponse,
  type EventListResponse,
  type GenGoogleSecretResponse,
  type NftHistoryResponse,
  type NftWithdrawInfoResponse,
  type NftWithdrawResponse,
  type WithdrawalView,
} from '@fc/shared/contracts';
import { createWalletClient, http, type Address } from 'viem';
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { findCard } from '../src/modules/cards/repository';
import { FcCard } from '../src/modules/chain/artifacts';
import { DEPOSIT_CONFIRMATIONS, NFT_WITHDRAW_CONFIRMATIONS } from '../src/modules/chain/constants';
import { runNftWithdrawalSender } from '../src/modules/chain/nft-sender';
import type { ChainHandle } from '../src/modules/chain/registry';
import { nftWithdrawals } from '../src/modules/chain/tables';
import { DEV_GRANT_PASSWORD } from '../src/modules/dev/constants';
import { totpCode } from '../src/modules/security/service';
import { withdrawalChainOf } from '../src/modules/withdrawals/chain-adapter';
import { WITHDRAW_SUSPENSION_MS } from '../src/modules/security/constants';
import { runWithdrawalSender } from '../src/modules/withdrawals/sender';
import { createTestApp, type TestApp } from './helpers/build-app';
import { anvil, startTestChains, TEST_MNEMONIC } from './helpers/chains';
import { login, outbox, uniqueEmail } from './helpers/users';

const STEP_MS = 30_000;

jest.setTimeout(120_000);

let chains: Awaited<ReturnType<typeof startTestChains>>;
let t: TestApp;
let node: ReturnType<typeof anvil>;
/** A collector's own wallet: anvil's second development account. */
const collector = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 1 });

beforeAll(async () => {
  chains = await startTestChains([56]);
  node = anvil(chains.rpc[56]!);
  t = await createTestApp({ chainRpc: chains.rpc, walletMnemonic: TEST_MNEMONIC, persistent: true });
});
afterAll(async () => {
  await t?.close();
  await chains?.stop();
});

interface Collector {
  email: string;
  token: string;
  tokenId: string;
  userId: number;
  secret: string | null;
}

/** A user with one card; with Google Authenticator bound a day ago (past the 24 h suspension) unless told not to. */
async function userWithCard(options: { google?: 'none' | 'just bound' } = {}): Promise<Collector> {
  const email = uniqueEmail('nft');
  const granted = await t.call<DevGrantResponse>(ApiPaths.devGrant, { email, cards: [{ rarity: 'common' }], currencies: { TMT: toBaseUnits('TMT', '100').toString() } });
  const session = await login(t, email, DEV_GRANT_PASSWORD);
  const tokenId = granted.d.cards[0]!;
  const card = await findCard(t.app.db, tokenId);
  const who = { email, token: session.token, tokenId, userId: card!.ownerId, secret: null };
  if (options.google === 'none') return who;
  const { secret } = (await t.call<GenGoogleSecretResponse>(ApiPaths.genGoogleSecret, {}, { token: session.token })).d;
  expect((await t.call(ApiPaths.verifyGoogleCode, { code: totpCode(secret, t.clock.now()) }, { token: session.token })).r).toBe(0);
  if (options.google !== 'just bound') t.clock.advance(WITHDRAW_SUSPENSION_MS + STEP_MS);
  return { ...who, secret };
}

/** A Google code of the next 30-second step (a step's code authorizes one action). */
function googleCode(who: Collector): string {
  t.clock.advance(STEP_MS);
  return totpCode(who.secret!, t.clock.now());
}

const handle56 = (): ChainHandle => t.app.chains.require(56);
const mintSender = (chain: ChainHandle = handle56()) => runNftWithdrawalSender({ db: t.app.db, now: t.app.now }, chain);
const rowOf = async (id: string) => (await t.app.db.select().from(nftWithdrawals).where(eq(nftWithdrawals.id, Number(id))))[0]!;
const ownerOf = (tokenId: string) =>
  handle56().publicClient.readContract({ address: handle56().contracts.CARD, abi: FcCard.abi, functionName: 'ownerOf', args: [BigInt(tokenId)] }).catch(() => null);
const hotNonce = () => handle56().publicClient.getTransactionCount({ address: handle56().hotAddress });
const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address;

async function withdrawCard(who: Collector, address: Address = collector.address): Promise<NftWithdrawResponse['withdrawal']> {
  const answer = await t.call<NftWithdrawResponse>(ApiPaths.nftWithdraw, { tokenId: who.tokenId, chainId: 56, address, googleCode: googleCode(who) }, { token: who.token });
  expect(answer.r).toBe(0);
  return answer.d.withdrawal;
}

/** Sends and confirms what earlier tests left open, so that a test's own withdrawal is the only one moving. */
async function sendTheRest() {
  while ((await mintSender()).sent > 0);
  await node.mine(NFT_WITHDRAW_CONFIRMATIONS);
  await mintSender();
}

/** The sender's pass with a node that takes no transaction: the mint is signed and recorded (`sending`), nothing sent. */
async function signWhileUnreachable(id: string) {
  const real = handle56();
  const unreachable = new Proxy(real.publicClient, {
    get: (target, key, receiver) => (key === 'sendRawTransaction' ? () => Promise.reject(new Error('connect ECONNREFUSED')) : (Reflect.get(target, key, receiver) as unknown)),
  });
  await expect(mintSender({ ...real, publicClient: unreachable })).resolves.toMatchObject({ sent: 0 });
  const signed = await rowOf(id);
  expect(signed.status).toBe('sending');
  return signed;
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
  expect(answer.d.withdrawal).toMatchObject({ tokenId: user.tokenId, chainId: 56, address: collector.address, status: 'requested', txHash: null, confirmations: 0, confirmationsNeeded: 15 });
  expect((await findCard(t.app.db, user.tokenId))!.state).toBe('transfer');
  const info = await t.call<NftWithdrawInfoResponse>(ApiPaths.nftWithdrawInfo, { tokenId: user.tokenId }, { token: user.token });
  expect(info.d).toMatchObject({ blocked: 'CARD_BUSY', google2fa: true, suspendedUntil: null });

  expect(await mintSender()).toMatchObject({ sent: 1, failed: 0 });
  const handle = handle56();
  const cardContract = { address: handle.contracts.CARD, abi: FcCard.abi } as const;
  expect(await ownerOf(user.tokenId)).toBe(collector.address);
  let history = await t.call<NftHistoryResponse>(ApiPaths.nftHistory, {}, { token: user.token });
  expect(history.d.withdrawals).toEqual([expect.objectContaining({ status: 'sent', txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) })]);
  expect((await findCard(t.app.db, user.tokenId))!.state).toBe('transfer');
  await mintSender();
  await node.mine(NFT_WITHDRAW_CONFIRMATIONS - 2);
  await mintSender();
  history = await t.call<NftHistoryResponse>(ApiPaths.nftHistory, {}, { token: user.token });
  expect(history.d.withdrawals).toEqual([expect.objectContaining({ status: 'sent', confirmations: NFT_WITHDRAW_CONFIRMATIONS - 1 })]);
  await node.mine(1);
  expect(await mintSender()).toMatchObject({ confirmed: 1 });
  expect((await findCard(t.app.db, user.tokenId))!.state).toBe('unavailable');
  history = await t.call<NftHistoryResponse>(ApiPaths.nftHistory, {}, { token: user.token });
  expect(history.d.withdrawals).toEqual([expect.objectContaining({ status: 'confirmed', confirmations: 15, txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) })]);
  const messages = await t.call<EventListResponse>(ApiPaths.eventList, {}, { token: user.token });
  expect(messages.d.list.map((message) => message.title)).toContainEqual(expect.stringContaining(user.tokenId));
  // A retried pass mints nothing more.
  expect(await mintSender()).toEqual({ sent: 0, confirmed: 0, failed: 0 });

  const depositAddress = await t.app.chains.depositAddress(user.userId, 56);
  const sent = await collectorWallet().writeContract({ ...cardContract, functionName: 'transferFrom', args: [collector.address, depositAddress, BigInt(user.tokenId)] });
  // In its block before the watcher looks (a loaded machine may scan before the node has mined it).
  await node.receipt(sent);
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
  await node.receipt(await handle.hotWalletClient.writeContract({ address: handle.contracts.CARD, abi: FcCard.abi, functionName: 'mint', args: [collector.address, stranger] }));
  const depositAddress = await t.app.chains.depositAddress(user.userId, 56);
  await node.receipt(
    await collectorWallet().writeContract({ address: handle.contracts.CARD, abi: FcCard.abi, functionName: 'transferFrom', args: [collector.address, depositAddress, stranger] }),
  );
  await t.app.depositWatcher.scan(56);
  await node.mine(DEPOSIT_CONFIRMATIONS);
  await t.app.depositWatcher.scan(56);
  const history = await t.call<NftHistoryResponse>(ApiPaths.nftHistory, {}, { token: user.token });
  expect(history.d.deposits).toEqual([expect.objectContaining({ tokenId: String(stranger), status: 'failed', failure: 'unknown_card' })]);
  expect(await findCard(t.app.db, String(stranger))).toBeUndefined();
});

it('refuses a wrong-checksum address, a wrong code and a missing code, writing nothing', async () => {
  const user = await userWithCard();
  const withoutAuthenticator = await userWithCard({ google: 'none' });
  // The checksummed address with the case of one letter flipped: still hex, a wrong EIP-55 checksum.
  const letter = collector.address.slice(2).search(/[a-fA-F]/) + 2;
  const flipped = collector.address[letter]!;
  const badChecksum = collector.address.slice(0, letter) + (flipped === flipped.toLowerCase() ? flipped.toUpperCase() : flipped.toLowerCase()) + collector.address.slice(letter + 1);
  const before = await t.fingerprint();
  const call = (body: object) => t.call(ApiPaths.nftWithdraw, { tokenId: user.tokenId, chainId: 56, ...body }, { token: user.token });
  expect((await call({ address: badChecksum, emailCode: '123456' })).r).toBe(ErrorCode.ADDRESS_INVALID);
  expect((await call({ address: '0x1234', emailCode: '123456' })).r).toBe(ErrorCode.ADDRESS_INVALID);
  expect((await call({ address: collector.address })).r).toBe(ErrorCode.INVALID_PARAMS);
  expect((await call({ address: collector.address, emailCode: '123456', googleCode: '123456' })).r).toBe(ErrorCode.INVALID_PARAMS);
  // No withdraw code was mailed: any code is wrong (and, with none to count against, nothing is written).
  expect((await call({ address: collector.address, emailCode: '000000' })).r).toBe(ErrorCode.INVALID_EMAIL_CODE);
  expect((await call({ address: collector.address, googleCode: '000000' })).r).toBe(ErrorCode.INVALID_GOOGLE_CODE);
  const unbound = { tokenId: withoutAuthenticator.tokenId, chainId: 56, address: collector.address, emailCode: '123456' };
  expect((await t.call(ApiPaths.nftWithdraw, unbound, { token: withoutAuthenticator.token })).r).toBe(ErrorCode.GOOGLE_2FA_REQUIRED);
  // Somebody else's card is not found.
  expect((await t.call(ApiPaths.nftWithdrawInfo, { tokenId: user.tokenId }, { token: withoutAuthenticator.token })).r).toBe(ErrorCode.NOT_FOUND);
  expect(await t.fingerprint()).toEqual(before);
  expect((await findCard(t.app.db, user.tokenId))!.state).toBe('normal');
});

it('pauses card withdrawals for 24 hours after Google Authenticator is bound, writing nothing', async () => {
  const user = await userWithCard({ google: 'just bound' });
  const info = await t.call<NftWithdrawInfoResponse>(ApiPaths.nftWithdrawInfo, { tokenId: user.tokenId }, { token: user.token });
  expect(info.d).toMatchObject({ tokenId: user.tokenId, networks: [56], blocked: null, google2fa: true, suspendedUntil: expect.any(Number) });
  const before = await t.fingerprint();
  const request = () => t.call(ApiPaths.nftWithdraw, { tokenId: user.tokenId, chainId: 56, address: collector.address, googleCode: googleCode(user) }, { token: user.token });
  expect((await request()).r).toBe(ErrorCode.WITHDRAW_SUSPENDED);
  expect(await t.fingerprint()).toEqual(before);
  expect((await findCard(t.app.db, user.tokenId))!.state).toBe('normal');

  t.clock.advance(WITHDRAW_SUSPENSION_MS);
  expect((await request()).r).toBe(0);
  expect((await findCard(t.app.db, user.tokenId))!.state).toBe('transfer');
});

it('a restart between the signing, the sending and the confirmations mints the card once', async () => {
  await sendTheRest();
  const user = await userWithCard();
  const to = freshAddress();
  const requested = await withdrawCard(user, to);
  const signed = await signWhileUnreachable(requested.id);
  expect(await ownerOf(user.tokenId)).toBeNull();

  t = await t.restart();
  const nonceBefore = await hotNonce();
  expect(await mintSender()).toMatchObject({ sent: 1 });
  expect(await rowOf(requested.id)).toMatchObject({ status: 'sent', txHash: signed.txHash, nonce: signed.nonce });
  expect(await ownerOf(user.tokenId)).toBe(to);

  // Down again after the send: the next start follows the same transaction and sends nothing new.
  t = await t.restart();
  await node.mine(NFT_WITHDRAW_CONFIRMATIONS);
  expect(await mintSender()).toMatchObject({ sent: 0, confirmed: 1 });
  expect(await mintSender()).toEqual({ sent: 0, confirmed: 0, failed: 0 });
  expect(await hotNonce()).toBe(nonceBefore + 1);
  expect(await rowOf(requested.id)).toMatchObject({ status: 'confirmed', txHash: signed.txHash });
  expect((await findCard(t.app.db, user.tokenId))!.state).toBe('unavailable');
});

it('shares the hot wallet’s nonces with the token withdrawals: no mint is signed while a token withdrawal waits to be sent', async () => {
  await sendTheRest();
  const user = await userWithCard();
  const tokenTo = freshAddress();
  const answer = await t.call<WithdrawalView>(
    ApiPaths.withdraw,
    { token: 'TMT', chainId: 56, amount: toBaseUnits('TMT', '20').toString(), address: tokenTo, googleCode: googleCode(user), requestId: `nft-nonce-${Date.now()}` },
    { token: user.token },
  );
  expect(answer.r).toBe(0);
  const tokenChain = withdrawalChainOf(handle56(), t.app.chains);
  const unreachable = new Proxy(tokenChain.publicClient, {
    get: (target, key, receiver) => (key === 'sendRawTransaction' ? () => Promise.reject(new Error('connect ECONNREFUSED')) : (Reflect.get(target, key, receiver) as unknown)),
  });
  await runWithdrawalSender({ db: t.app.db, now: t.app.now }, { ...tokenChain, publicClient: unreachable });

  const mint = await withdrawCard(user);
  expect(await mintSender()).toMatchObject({ sent: 0 });
  expect((await rowOf(mint.id)).status).toBe('requested');

  expect(await runWithdrawalSender({ db: t.app.db, now: t.app.now }, tokenChain)).toMatchObject({ sent: 1 });
  expect(await mintSender()).toMatchObject({ sent: 1, failed: 0 });
  expect(await ownerOf(user.tokenId)).toBe(collector.address);
});
