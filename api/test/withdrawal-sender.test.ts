import { eq } from 'drizzle-orm';
import { erc20Abi, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import {
  ApiPaths,
  toBaseUnits,
  type CurrencyResponse,
  type DevGrantResponse,
  type EventListResponse,
  type GenGoogleSecretResponse,
  type WithdrawalsResponse,
  type WithdrawalView,
} from '@fc/shared/contracts';
import { findUserByPublicId } from '../src/modules/account/repository';
import { FcToken } from '../src/modules/chain/artifacts';
import { DEV_HOT_WALLET_TOKENS } from '../src/modules/chain/constants';
import { DEV_GRANT_PASSWORD } from '../src/modules/dev/constants';
import { totpCode } from '../src/modules/security/service';
import { ledgerEntries } from '../src/modules/wallet/repository';
import { WITHDRAW_SUSPENSION_MS } from '../src/modules/security/constants';
import { WITHDRAW_FEE } from '../src/modules/withdrawals/constants';
import { withdrawalChainOf } from '../src/modules/withdrawals/chain-adapter';
import { runWithdrawalSender, type WithdrawalChain } from '../src/modules/withdrawals/sender';
import { withdrawals } from '../src/modules/withdrawals/tables';
import { createTestApp, type TestApp } from './helpers/build-app';
import { anvil, startTestChains, TEST_MNEMONIC } from './helpers/chains';
import { login, uniqueEmail } from './helpers/users';

jest.setTimeout(120_000);

const STEP_MS = 30_000;
const tmt = (whole: string) => toBaseUnits('TMT', whole);

let chains: Awaited<ReturnType<typeof startTestChains>>;
let t: TestApp;

beforeAll(async () => {
  chains = await startTestChains();
  t = await createTestApp({ chainRpc: chains.rpc, walletMnemonic: TEST_MNEMONIC, persistent: true });
});
afterAll(async () => {
  await t?.close();
  await chains?.stop();
});

interface Holder {
  email: string;
  token: string;
  userId: number;
  secret: string;
}

async function holder(): Promise<Holder> {
  const email = uniqueEmail('sender');
  const granted = await t.call<DevGrantResponse>(ApiPaths.devGrant, { email, currencies: { TMT: tmt('1000').toString(), BNB: toBaseUnits('BNB', '1').toString() } });
  expect(granted.r).toBe(0);
  const session = await login(t, email, DEV_GRANT_PASSWORD);
  const user = await findUserByPublicId(t.app.db, session.pid);
  if (!user) throw new Error('no such user');
  const { secret } = (await t.call<GenGoogleSecretResponse>(ApiPaths.genGoogleSecret, {}, { token: session.token })).d;
  expect((await t.call(ApiPaths.verifyGoogleCode, { code: totpCode(secret, t.clock.now()) }, { token: session.token })).r).toBe(0);
  t.clock.advance(WITHDRAW_SUSPENSION_MS + STEP_MS);
  return { email, token: session.token, userId: user.id, secret };
}

async function withdraw(who: Holder, fields: { token?: string; chainId?: number; amount: bigint; address: Address }): Promise<WithdrawalView> {
  t.clock.advance(STEP_MS);
  const answer = await t.call<WithdrawalView>(
    ApiPaths.withdraw,
    { token: 'TMT', chainId: 56, ...fields, amount: fields.amount.toString(), googleCode: totpCode(who.secret, t.clock.now()), requestId: `sender-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    { token: who.token },
  );
  expect(answer.r).toBe(0);
  return answer.d;
}

const chainOf = (chainId: 56 | 1): WithdrawalChain => withdrawalChainOf(t.app.chains.require(chainId), t.app.chains);
const send = (chainId: 56 | 1 = 56, chain: WithdrawalChain = chainOf(chainId)) => runWithdrawalSender({ db: t.app.db, now: t.app.now }, chain);
const rowOf = async (id: string) => (await t.app.db.select().from(withdrawals).where(eq(withdrawals.publicId, id)))[0]!;
const tokenBalance = (chainId: 56 | 1, address: Address) =>
  chainOf(chainId).publicClient.readContract({ address: t.app.chains.require(chainId).contracts.TMT, abi: erc20Abi, functionName: 'balanceOf', args: [address] });
const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address;

describe('the hot-wallet sender', () => {
  it('sends a TMT withdrawal from the hot wallet, follows it to 15 confirmations and tells the owner', async () => {
    const who = await holder();
    const to = freshAddress();
    const requested = await withdraw(who, { amount: tmt('25'), address: to });
    expect(await send()).toMatchObject({ sent: 1, failed: 0 });
    const sent = await rowOf(requested.id);
    expect(sent.status).toBe('sent');
    expect(sent.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await tokenBalance(56, to)).toBe(tmt('25'));

    await send();
    expect((await rowOf(requested.id)).confirmations).toBe(1);
    await anvil(chains.rpc[56]!).mine(13);
    await send();
    const list = await t.call<WithdrawalsResponse>(ApiPaths.withdrawals, {}, { token: who.token });
    expect(list.d.list[0]).toMatchObject({ id: requested.id, status: 'sent', confirmations: 14, txHash: sent.txHash });
    await anvil(chains.rpc[56]!).mine(1);
    expect(await send()).toMatchObject({ confirmed: 1 });
    expect((await rowOf(requested.id)).status).toBe('confirmed');
    const messages = await t.call<EventListResponse>(ApiPaths.eventList, {}, { token: who.token });
    expect(messages.d.list[0]?.title).toBe('Withdrawal confirmed: 25 TMT');
    await anvil(chains.rpc[56]!).mine(3);
    expect(await send()).toEqual({ sent: 0, confirmed: 0, failed: 0 });
    expect(await tokenBalance(56, to)).toBe(tmt('25'));
  });

  it('sends BNB as the chain’s own coin, and TMT on Ethereum', async () => {
    const who = await holder();
    const to = freshAddress();
    await withdraw(who, { token: 'BNB', amount: toBaseUnits('BNB', '0.25'), address: to });
    await withdraw(who, { chainId: 1, amount: tmt('40'), address: to });
    await send(56);
    await send(1);
    expect(await chainOf(56).publicClient.getBalance({ address: to })).toBe(toBaseUnits('BNB', '0.25'));
    expect(await tokenBalance(1, to)).toBe(tmt('40'));
  });

  /** Signs the withdrawal while the node cannot be reached: its bytes are recorded (`sending`), nothing left the server. */
  async function signWhileUnreachable(id: string) {
    const real = chainOf(56);
    const unreachable = new Proxy(real.publicClient, {
      get: (target, key, receiver) =>
        key === 'sendRawTransaction' ? () => Promise.reject(new Error('connect ECONNREFUSED')) : (Reflect.get(target, key, receiver) as unknown),
    });
    await expect(send(56, { ...real, publicClient: unreachable })).resolves.toMatchObject({ sent: 0 });
    const signed = await rowOf(id);
    expect(signed.status).toBe('sending');
    return signed;
  }

  /** Tops the hot wallet's TMT up to what a development start mints, so a restart sends no top-up of its own. */
  async function topUpHotWallet() {
    const handle = t.app.chains.require(56);
    const held = await handle.publicClient.readContract({ address: handle.contracts.TMT, abi: erc20Abi, functionName: 'balanceOf', args: [handle.hotAddress] });
    if (held >= DEV_HOT_WALLET_TOKENS) return;
    const hash = await handle.hotWalletClient.writeContract({ address: handle.contracts.TMT, abi: FcToken.abi, functionName: 'mint', args: [handle.hotAddress, DEV_HOT_WALLET_TOKENS - held] });
    await handle.publicClient.waitForTransactionReceipt({ hash });
  }

  it('broadcasts the recorded bytes after a restart mid-send: one transaction, sent once', async () => {
    await topUpHotWallet();
    const who = await holder();
    const to = freshAddress();
    const requested = await withdraw(who, { amount: tmt('30'), address: to });
    const signed = await signWhileUnreachable(requested.id);
    expect(await tokenBalance(56, to)).toBe(0n);

    t = await t.restart();
    const nonceBefore = await chainOf(56).publicClient.getTransactionCount({ address: t.app.chains.require(56).hotAddress });
    expect(await send()).toMatchObject({ sent: 1 });
    await send();
    expect(await rowOf(requested.id)).toMatchObject({ status: 'sent', txHash: signed.txHash, nonce: signed.nonce });
    expect(await tokenBalance(56, to)).toBe(tmt('30'));
    expect(await chainOf(56).publicClient.getTransactionCount({ address: t.app.chains.require(56).hotAddress })).toBe(nonceBefore + 1);
  });

  it('signs again, once, when another transaction of the hot wallet took the recorded nonce', async () => {
    const who = await holder();
    const to = freshAddress();
    const requested = await withdraw(who, { amount: tmt('12'), address: to });
    const signed = await signWhileUnreachable(requested.id);
    const handle = t.app.chains.require(56);
    // An NFT mint or a top-up of the same hot wallet goes first and uses the nonce.
    await handle.publicClient.waitForTransactionReceipt({ hash: await handle.hotWalletClient.sendTransaction({ to: handle.hotAddress, value: 0n, nonce: signed.nonce ?? undefined }) });

    expect(await send()).toMatchObject({ sent: 1, failed: 0 });
    await send();
    const after = await rowOf(requested.id);
    expect(after.status).toBe('sent');
    expect(after.nonce).toBe((signed.nonce ?? 0) + 1);
    expect(after.txHash).not.toBe(signed.txHash);
    expect(await tokenBalance(56, to)).toBe(tmt('12'));
  });

  it('fails a withdrawal the hot wallet cannot pay and returns the hold exactly once', async () => {
    const who = await holder();
    const hot = t.app.chains.require(56).hotAddress;
    const node = anvil(chains.rpc[56]!);
    const gas = await chainOf(56).publicClient.getBalance({ address: hot });
    const requested = await withdraw(who, { token: 'BNB', amount: toBaseUnits('BNB', '0.5'), address: freshAddress() });
    const held = await t.call<CurrencyResponse>(ApiPaths.currency, {}, { token: who.token });
    await node.setBalance(hot, 0n);
    try {
      expect(await send()).toMatchObject({ failed: 1, sent: 0 });
      expect(await send()).toMatchObject({ failed: 0 });
    } finally {
      await node.setBalance(hot, gas);
    }
    expect((await rowOf(requested.id)).status).toBe('failed');
    const refunds = (await ledgerEntries(t.app.db, who.userId)).filter((row) => row.reason === 'withdrawal_refund');
    expect(refunds.map((row) => row.delta)).toEqual([toBaseUnits('BNB', '0.5') + WITHDRAW_FEE.BNB]);
    expect(BigInt(held.d.currency.BNB) + toBaseUnits('BNB', '0.5') + WITHDRAW_FEE.BNB).toBe(toBaseUnits('BNB', '1'));
    expect((await t.call<CurrencyResponse>(ApiPaths.currency, {}, { token: who.token })).d.currency.BNB).toBe(toBaseUnits('BNB', '1').toString());
  });

  it('runs by itself where the job timers run: a requested withdrawal is sent within seconds', async () => {
    const timed = await createTestApp({ chainRpc: chains.rpc, walletMnemonic: TEST_MNEMONIC, jobTimers: true });
    try {
      const email = uniqueEmail('timed');
      expect((await timed.call(ApiPaths.devGrant, { email, currencies: { TMT: tmt('100').toString() } })).r).toBe(0);
      const session = await login(timed, email, DEV_GRANT_PASSWORD);
      const { secret } = (await timed.call<GenGoogleSecretResponse>(ApiPaths.genGoogleSecret, {}, { token: session.token })).d;
      expect((await timed.call(ApiPaths.verifyGoogleCode, { code: totpCode(secret, timed.clock.now()) }, { token: session.token })).r).toBe(0);
      timed.clock.advance(WITHDRAW_SUSPENSION_MS + STEP_MS);
      const to = freshAddress();
      const answer = await timed.call<WithdrawalView>(
        ApiPaths.withdraw,
        { token: 'TMT', chainId: 56, amount: tmt('15').toString(), address: to, googleCode: totpCode(secret, timed.clock.now()), requestId: 'timed-sender-1' },
        { token: session.token },
      );
      expect(answer.r).toBe(0);
      const deadline = Date.now() + 20_000;
      let status = 'requested';
      while (status !== 'sent' && status !== 'confirmed' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        status = (await timed.call<WithdrawalsResponse>(ApiPaths.withdrawals, {}, { token: session.token })).d.list[0]?.status ?? 'missing';
      }
      expect(status).toMatch(/^(sent|confirmed)$/);
      // This app deployed contracts of its own on the same node.
      const handle = timed.app.chains.require(56);
      expect(await handle.publicClient.readContract({ address: handle.contracts.TMT, abi: erc20Abi, functionName: 'balanceOf', args: [to] })).toBe(tmt('15'));
    } finally {
      await timed.close();
    }
  });
});
