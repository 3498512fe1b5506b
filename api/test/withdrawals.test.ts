import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import {
  ApiPaths,
  ErrorCode,
  toBaseUnits,
  type AddressBookAddResponse,
  type AddressBookResponse,
  type CurrencyResponse,
  type DevGrantResponse,
  type GenGoogleSecretResponse,
  type WalletBoundResponse,
  type WalletNonceResponse,
  type WithdrawalsResponse,
  type WithdrawalView,
  type WithdrawInfoResponse,
} from '@fc/shared/contracts';
import { findUserByPublicId } from '../src/modules/account/repository';
import { DEV_GRANT_PASSWORD } from '../src/modules/dev/constants';
import { totpCode } from '../src/modules/security/service';
import { ledgerEntries } from '../src/modules/wallet/repository';
import { CHAIN_TOKEN_MINIMUMS as WITHDRAW_MINIMUM } from '../src/modules/chain/constants';
import { WITHDRAW_SUSPENSION_MS } from '../src/modules/security/constants';
import { WITHDRAW_FEE } from '../src/modules/withdrawals/constants';
import { createTestApp, type TestApp } from './helpers/build-app';
import { startTestChains, TEST_MNEMONIC } from './helpers/chains';
import { login, mailedLink, outbox, uniqueEmail } from './helpers/users';

jest.setTimeout(120_000);

const STEP_MS = 30_000;
const tmt = (whole: string) => toBaseUnits('TMT', whole).toString();
// A real checksummed address and the same with one letter's case flipped (a typo the checksum catches).
const GOOD_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const BAD_CHECKSUM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD';

let chains: Awaited<ReturnType<typeof startTestChains>>;
let t: TestApp;
beforeAll(async () => {
  chains = await startTestChains();
  t = await createTestApp({ chainRpc: chains.rpc, walletMnemonic: TEST_MNEMONIC });
});
afterAll(async () => {
  await t?.close();
  await chains?.stop();
});

interface Holder {
  email: string;
  token: string;
  userId: number;
  secret: string | null;
}

/** A new account with TMT and BNB; with Google Authenticator bound a day ago (past the suspension) unless told not to. */
async function holder(options: { google?: boolean; balance?: string } = {}): Promise<Holder> {
  const email = uniqueEmail('withdraw');
  const granted = await t.call<DevGrantResponse>(ApiPaths.devGrant, {
    email,
    currencies: { TMT: tmt(options.balance ?? '1000'), BNB: toBaseUnits('BNB', '1').toString() },
  });
  expect(granted.r).toBe(0);
  const session = await login(t, email, DEV_GRANT_PASSWORD);
  const user = await findUserByPublicId(t.app.db, session.pid);
  if (!user) throw new Error('no such user');
  const who: Holder = { email, token: session.token, userId: user.id, secret: null };
  if (options.google === false) return who;
  const { secret } = (await call<GenGoogleSecretResponse>(who, ApiPaths.genGoogleSecret, {})).d;
  expect((await call(who, ApiPaths.verifyGoogleCode, { code: totpCode(secret, t.clock.now()) })).r).toBe(0);
  t.clock.advance(WITHDRAW_SUSPENSION_MS + STEP_MS);
  return { ...who, secret };
}

const call = <T = unknown>(who: { token: string }, path: string, body: object) => t.call<T>(path, body, { token: who.token });

/** A Google code of the next 30-second step (a step's code authorizes one action). */
function googleCode(who: Holder): string {
  if (!who.secret) throw new Error('no authenticator');
  t.clock.advance(STEP_MS);
  return totpCode(who.secret, t.clock.now());
}

async function mailCode(who: Holder): Promise<string> {
  expect((await call(who, ApiPaths.genMailCode, { purpose: 'withdraw' })).r).toBe(0);
  const code = /\b(\d{6})\b/.exec((await outbox(t, who.email))[0]?.text ?? '')?.[1];
  if (!code) throw new Error('no code mailed');
  return code;
}

let requests = 0;
const newRequestId = () => `req-${Date.now()}-${(requests += 1)}`;

const balanceOf = async (who: Holder, currency: 'TMT' | 'BNB' = 'TMT') =>
  BigInt((await call<CurrencyResponse>(who, ApiPaths.currency, {})).d.currency[currency]);

function withdrawal(who: Holder, fields: Record<string, unknown> = {}) {
  return call<WithdrawalView>(who, ApiPaths.withdraw, {
    token: 'TMT',
    chainId: 56,
    amount: tmt('25'),
    address: GOOD_ADDRESS,
    requestId: newRequestId(),
    ...fields,
  });
}

describe('/token/withdraw refusals', () => {
  it('refuses each invalid request with its code and writes nothing', async () => {
    const who = await holder();
    const noAuthenticator = await holder({ google: false });
    const cases: [Holder, Record<string, unknown>, number][] = [
      [who, { token: 'USD' }, ErrorCode.TOKEN_NOT_SUPPORTED],
      [who, { token: 'BNB', chainId: 1, amount: toBaseUnits('BNB', '0.5').toString() }, ErrorCode.TOKEN_NOT_SUPPORTED],
      [who, { chainId: 137 }, ErrorCode.TOKEN_NOT_SUPPORTED],
      [who, { chainId: undefined }, ErrorCode.NETWORK_NOT_SELECTED],
      [who, { amount: (WITHDRAW_MINIMUM.TMT - 1n).toString() }, ErrorCode.WITHDRAW_AMOUNT_INVALID],
      [who, { amount: '0' }, ErrorCode.WITHDRAW_AMOUNT_INVALID],
      [who, { token: 'BNB', amount: toBaseUnits('BNB', '0.009').toString() }, ErrorCode.WITHDRAW_AMOUNT_INVALID],
      [who, { amount: '25.5' }, ErrorCode.INVALID_PARAMS],
      [who, { address: BAD_CHECKSUM }, ErrorCode.ADDRESS_INVALID],
      [who, { address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA' }, ErrorCode.ADDRESS_INVALID],
      [who, { address: 'not an address' }, ErrorCode.ADDRESS_INVALID],
      [who, { address: '0x0000000000000000000000000000000000000000' }, ErrorCode.ADDRESS_INVALID],
      [who, { googleCode: '000000' }, ErrorCode.INVALID_GOOGLE_CODE],
      [who, {}, ErrorCode.INVALID_PARAMS],
      [who, { googleCode: '123456', emailCode: '123456' }, ErrorCode.INVALID_PARAMS],
      [who, { googleCode: googleCode(who), amount: tmt('5000') }, ErrorCode.BALANCE_NOT_ENOUGH],
      [who, { googleCode: googleCode(who), extra: 1 }, ErrorCode.INVALID_PARAMS],
      [noAuthenticator, { googleCode: '123456' }, ErrorCode.GOOGLE_2FA_REQUIRED],
      [noAuthenticator, { emailCode: '123456' }, ErrorCode.GOOGLE_2FA_REQUIRED],
    ];
    for (const [user, fields, code] of cases) {
      const before = await t.fingerprint();
      const answer = await withdrawal(user, fields);
      expect({ fields, r: answer.r }).toEqual({ fields, r: code });
      expect(await t.fingerprint()).toEqual(before);
    }
    expect(await balanceOf(who)).toBe(toBaseUnits('TMT', '1000'));
  });

  it('refuses a network that is off (no node configured) and writes nothing', async () => {
    const off = await createTestApp({ chainRpc: { 56: chains.rpc[56]! }, walletMnemonic: TEST_MNEMONIC });
    try {
      const email = uniqueEmail('off');
      expect((await off.call(ApiPaths.devGrant, { email, currencies: { TMT: tmt('100') } })).r).toBe(0);
      const session = await login(off, email, DEV_GRANT_PASSWORD);
      const before = await off.fingerprint();
      const answer = await off.call(ApiPaths.withdraw, { token: 'TMT', chainId: 1, amount: tmt('20'), address: GOOD_ADDRESS, googleCode: '123456', requestId: newRequestId() }, { token: session.token });
      expect(answer.r).toBe(ErrorCode.TOKEN_NOT_SUPPORTED);
      expect(await off.fingerprint()).toEqual(before);
      const info = await off.call<WithdrawInfoResponse>(ApiPaths.withdrawInfo, { token: 'TMT' }, { token: session.token });
      expect(info.d.networks.map((network) => network.chainId)).toEqual([56]);
    } finally {
      await off.close();
    }
  });

  it('suspends withdrawals for 24 hours after a password change', async () => {
    const who = await holder();
    expect((await t.call(ApiPaths.resetPasswd, { email: who.email })).r).toBe(0);
    const { u, c } = await mailedLink(t, who.email, '/reset-password');
    expect((await t.call(ApiPaths.resetPasswdConfirm, { u, c, password: 'another-pass1' })).r).toBe(0);
    const session = await login(t, who.email, 'another-pass1');
    const again = { ...who, token: session.token };
    expect((await call<WithdrawInfoResponse>(again, ApiPaths.withdrawInfo, { token: 'TMT' })).d.suspendedUntil).not.toBeNull();

    const before = await t.fingerprint();
    expect((await withdrawal(again, { googleCode: googleCode(again) })).r).toBe(ErrorCode.WITHDRAW_SUSPENDED);
    expect(await t.fingerprint()).toEqual(before);

    t.clock.advance(WITHDRAW_SUSPENSION_MS);
    expect((await withdrawal(again, { googleCode: googleCode(again) })).r).toBe(0);
  });

  it('suspends withdrawals for 24 hours after Google Authenticator is bound', async () => {
    const who = await holder({ google: false });
    const { secret } = (await call<GenGoogleSecretResponse>(who, ApiPaths.genGoogleSecret, {})).d;
    expect((await call(who, ApiPaths.verifyGoogleCode, { code: totpCode(secret, t.clock.now()) })).r).toBe(0);
    const bound = { ...who, secret };
    expect((await withdrawal(bound, { googleCode: googleCode(bound) })).r).toBe(ErrorCode.WITHDRAW_SUSPENDED);
    t.clock.advance(WITHDRAW_SUSPENSION_MS);
    expect((await withdrawal(bound, { googleCode: googleCode(bound) })).r).toBe(0);
  });
});

describe('/token/withdraw', () => {
  it('holds the amount and the fee through the ledger and lists the request', async () => {
    const who = await holder();
    const info = await call<WithdrawInfoResponse>(who, ApiPaths.withdrawInfo, { token: 'TMT' });
    expect(info.d).toMatchObject({ token: 'TMT', balance: tmt('1000'), google2fa: true, suspendedUntil: null });
    expect(info.d.networks.map((network) => network.chainId)).toEqual([56, 1]);
    expect(info.d.networks[0]).toMatchObject({ minimum: WITHDRAW_MINIMUM.TMT.toString(), fee: WITHDRAW_FEE.TMT.toString(), confirmations: 15 });

    const answer = await withdrawal(who, { googleCode: googleCode(who), amount: tmt('100') });
    expect(answer.r).toBe(0);
    expect(answer.d).toMatchObject({ token: 'TMT', chainId: 56, amount: tmt('100'), fee: WITHDRAW_FEE.TMT.toString(), address: GOOD_ADDRESS, status: 'requested', txHash: null });
    expect(await balanceOf(who)).toBe(toBaseUnits('TMT', '900') - WITHDRAW_FEE.TMT);
    const rows = (await ledgerEntries(t.app.db, who.userId)).filter((row) => row.reason === 'withdrawal');
    expect(rows.map((row) => [row.delta, row.ref])).toEqual([[-(toBaseUnits('TMT', '100') + WITHDRAW_FEE.TMT), `withdrawal:${answer.d.id}`]]);

    const list = await call<WithdrawalsResponse>(who, ApiPaths.withdrawals, { token: 'TMT' });
    expect(list.d.list.map((row) => row.id)).toEqual([answer.d.id]);
    expect((await call<WithdrawalsResponse>(who, ApiPaths.withdrawals, { token: 'GOAL' })).d.total).toBe(0);
  });

  it('answers a retried request with the first withdrawal and holds once, even when the retries race', async () => {
    const who = await holder();
    const requestId = newRequestId();
    const code = googleCode(who);
    const answers = await Promise.all([1, 2, 3].map(() => withdrawal(who, { requestId, googleCode: code })));
    expect(answers.map((answer) => answer.r)).toEqual([0, 0, 0]);
    expect(new Set(answers.map((answer) => answer.d.id)).size).toBe(1);
    const later = await withdrawal(who, { requestId, googleCode: '000000' });
    expect(later.d.id).toBe(answers[0]?.d.id);
    expect(await balanceOf(who)).toBe(toBaseUnits('TMT', '975') - WITHDRAW_FEE.TMT);
    expect((await call<WithdrawalsResponse>(who, ApiPaths.withdrawals, {})).d.total).toBe(1);

    const before = await t.fingerprint();
    expect((await withdrawal(who, { requestId, googleCode: googleCode(who), amount: tmt('30') })).r).toBe(ErrorCode.INVALID_PARAMS);
    expect(await t.fingerprint()).toEqual(before);
  });

  it('takes an e-mail code once; a wrong one uses up a try and holds nothing', async () => {
    const who = await holder();
    const code = await mailCode(who);
    const wrong = code === '111111' ? '222222' : '111111';
    expect((await withdrawal(who, { emailCode: wrong })).r).toBe(ErrorCode.INVALID_EMAIL_CODE);
    expect(await balanceOf(who)).toBe(toBaseUnits('TMT', '1000'));
    expect((await withdrawal(who, { emailCode: code })).r).toBe(0);
    expect((await withdrawal(who, { emailCode: code })).r).toBe(ErrorCode.INVALID_EMAIL_CODE);
  });

  it('refuses a Google code used once already', async () => {
    const who = await holder();
    const code = googleCode(who);
    expect((await withdrawal(who, { googleCode: code })).r).toBe(0);
    expect((await withdrawal(who, { googleCode: code })).r).toBe(ErrorCode.INVALID_GOOGLE_CODE);
  });

  it('withdraws BNB on BNB Smart Chain only', async () => {
    const who = await holder();
    const answer = await withdrawal(who, { token: 'BNB', amount: toBaseUnits('BNB', '0.01').toString(), googleCode: googleCode(who) });
    expect(answer.r).toBe(0);
    expect(await balanceOf(who, 'BNB')).toBe(toBaseUnits('BNB', '0.99') - WITHDRAW_FEE.BNB);
  });
});

describe('the address book', () => {
  it('saves an address per network with a code, lists and removes it', async () => {
    const who = await holder();
    const add = (fields: Record<string, unknown>) =>
      call<AddressBookAddResponse>(who, ApiPaths.addressBookAdd, { chainId: 56, address: GOOD_ADDRESS, label: 'Cold wallet', ...fields });

    for (const [fields, code] of [
      [{ address: BAD_CHECKSUM, googleCode: '123456' }, ErrorCode.ADDRESS_INVALID],
      [{ chainId: 137, googleCode: '123456' }, ErrorCode.TOKEN_NOT_SUPPORTED],
      [{ googleCode: '000000' }, ErrorCode.INVALID_GOOGLE_CODE],
      [{}, ErrorCode.INVALID_PARAMS],
    ] as const) {
      const before = await t.fingerprint();
      expect((await add(fields)).r).toBe(code);
      expect(await t.fingerprint()).toEqual(before);
    }

    const added = await add({ googleCode: googleCode(who) });
    expect(added.r).toBe(0);
    expect(added.d).toMatchObject({ chainId: 56, address: GOOD_ADDRESS, label: 'Cold wallet' });
    expect((await add({ googleCode: googleCode(who) })).r).toBe(ErrorCode.INVALID_PARAMS);
    expect((await add({ chainId: 1, address: GOOD_ADDRESS.toLowerCase(), googleCode: googleCode(who) })).d.address).toBe(GOOD_ADDRESS);

    expect((await call<AddressBookResponse>(who, ApiPaths.addressBook, { chainId: 56 })).d.list.map((entry) => entry.id)).toEqual([added.d.id]);
    expect((await call<AddressBookResponse>(who, ApiPaths.addressBook, {})).d.list).toHaveLength(2);
    const other = await holder({ google: false });
    expect((await call(other, ApiPaths.addressBookRemove, { id: added.d.id })).r).toBe(ErrorCode.NOT_FOUND);
    expect((await call<AddressBookResponse>(who, ApiPaths.addressBookRemove, { id: added.d.id })).d.list.map((entry) => entry.chainId)).toEqual([1]);
  });
});

describe('wallet binding (SIWE)', () => {
  const site = () => new URL(t.app.config.publicUrl);

  async function signed(who: { token: string }, account = privateKeyToAccount(generatePrivateKey()), fields: Partial<Parameters<typeof createSiweMessage>[0]> = {}) {
    const { nonce } = (await call<WalletNonceResponse>(who, ApiPaths.walletNonce, {})).d;
    const message = createSiweMessage({
      address: account.address,
      chainId: 56,
      domain: site().host,
      uri: site().origin,
      nonce,
      version: '1',
      issuedAt: t.clock.now(),
      expirationTime: new Date(t.clock.now().getTime() + 5 * 60_000),
      ...fields,
    });
    return { account, message, signature: await account.signMessage({ message }) };
  }

  it('binds the address that signed a message with our domain and a fresh nonce, once per nonce', async () => {
    const who = await holder({ google: false });
    const { account, message, signature } = await signed(who);
    const bound = await call(who, ApiPaths.walletBind, { message, signature });
    expect(bound.r).toBe(0);
    expect(bound.d).toMatchObject({ address: account.address, chainId: 56 });
    expect((await call<WalletBoundResponse>(who, ApiPaths.walletBound, {})).d.list.map((row) => row.address)).toEqual([account.address]);

    expect((await call(who, ApiPaths.walletBind, { message, signature })).r).toBe(ErrorCode.WALLET_SIGNATURE_INVALID);

    const other = await holder({ google: false });
    const stolen = await signed(other, account);
    expect((await call(other, ApiPaths.walletBind, { message: stolen.message, signature: stolen.signature })).r).toBe(ErrorCode.WALLET_BOUND_ELSEWHERE);

    expect((await call<WalletBoundResponse>(who, ApiPaths.walletUnbind, { address: account.address })).d.list).toEqual([]);
    expect((await call(other, ApiPaths.walletBind, { message: stolen.message, signature: stolen.signature })).r).toBe(0);
  });

  it('refuses a wrong domain, chain, expiry, signer or another user’s nonce, writing nothing', async () => {
    const who = await holder({ google: false });
    const other = await holder({ google: false });
    const now = t.clock.now();
    const cases: [Awaited<ReturnType<typeof signed>>, number][] = [
      [await signed(who, undefined, { domain: 'phish.example' }), ErrorCode.WALLET_SIGNATURE_INVALID],
      [await signed(who, undefined, { chainId: 137 }), ErrorCode.TOKEN_NOT_SUPPORTED],
      [await signed(who, undefined, { expirationTime: new Date(now.getTime() - 1000) }), ErrorCode.WALLET_SIGNATURE_INVALID],
      [await signed(who, undefined, { expirationTime: undefined }), ErrorCode.WALLET_SIGNATURE_INVALID],
      [await signed(other), ErrorCode.WALLET_SIGNATURE_INVALID],
    ];
    const forged = await signed(who);
    cases.push([{ ...forged, signature: await privateKeyToAccount(generatePrivateKey()).signMessage({ message: forged.message }) }, ErrorCode.WALLET_SIGNATURE_INVALID]);
    for (const [attempt, code] of cases) {
      const before = await t.fingerprint();
      expect((await call(who, ApiPaths.walletBind, { message: attempt.message, signature: attempt.signature })).r).toBe(code);
      expect(await t.fingerprint()).toEqual(before);
    }
  });

  it('lets a nonce expire', async () => {
    const who = await holder({ google: false });
    const attempt = await signed(who, undefined, { expirationTime: new Date(t.clock.now().getTime() + 60 * 60_000) });
    t.clock.advance(10 * 60_000);
    expect((await call(who, ApiPaths.walletBind, { message: attempt.message, signature: attempt.signature })).r).toBe(ErrorCode.WALLET_SIGNATURE_INVALID);
  });
});
