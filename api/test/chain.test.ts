import { mnemonicToAccount } from 'viem/accounts';
import { AppError } from '../src/lib/app-error';
import { FcCard, FcToken } from '../src/modules/chain/artifacts';
import { depositAddressPath, DEV_HOT_WALLET_NATIVE, DEV_HOT_WALLET_TOKENS, WALLET_MNEMONIC_SECRET } from '../src/modules/chain/constants';
import { isValidMnemonic } from '../src/modules/chain/keys';
import { parseAddress } from '../src/modules/chain/registry';
import { ensureAppSecret } from '../src/modules/system/repository';
import { createTestApp, type TestApp } from './helpers/build-app';
import { startTestChains, TEST_MNEMONIC } from './helpers/chains';
import { signUp } from './helpers/users';
import { startAnvil } from '../../tools/chain/anvil.mjs';

jest.setTimeout(60_000);

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

describe('infrastructure', () => {
  it('deploys TMT, GOAL and the card on both chains at start, owned by the hot wallet, and funds the hot wallet on anvil', async () => {
    expect(t.app.chains.ids).toEqual([56, 1]);
    for (const chainId of [56, 1] as const) {
      const handle = t.app.chains.require(chainId);
      // The mnemonic's first account (anvil's well-known 0xf39F…2266 for the test mnemonic).
      expect(handle.hotAddress).toBe(mnemonicToAccount(TEST_MNEMONIC).address);
      expect(handle.local).toBe(true);
      for (const name of ['TMT', 'GOAL'] as const) {
        const read = <F extends 'symbol' | 'decimals' | 'owner'>(functionName: F) =>
          handle.publicClient.readContract({ address: handle.contracts[name], abi: FcToken.abi, functionName });
        expect(await read('symbol')).toBe(name);
        expect(await read('decimals')).toBe(18);
        expect(await read('owner')).toBe(handle.hotAddress);
        const held = await handle.publicClient.readContract({ address: handle.contracts[name], abi: FcToken.abi, functionName: 'balanceOf', args: [handle.hotAddress] });
        expect(held).toBe(DEV_HOT_WALLET_TOKENS);
      }
      expect(await handle.publicClient.getCode({ address: handle.contracts.CARD })).toMatch(/^0x[0-9a-f]{100,}$/);
      expect(await handle.publicClient.getBalance({ address: handle.hotAddress })).toBeGreaterThanOrEqual(DEV_HOT_WALLET_NATIVE - 10n ** 18n);
    }
    const recorded = await t.app.dbHandle.rawTransaction((raw) => raw.query<{ chain_id: number; name: string; address: string }>('SELECT chain_id, name, address FROM chain_contracts ORDER BY chain_id, name'));
    expect(recorded).toHaveLength(6);
    for (const row of recorded) expect(t.app.chains.require(row.chain_id).contracts[row.name as 'TMT']).toBe(row.address);
  });

  it('keeps the recorded contracts across a restart, and deploys again on a chain whose node lost them', async () => {
    const before56 = t.app.chains.require(56).contracts;
    const tmtOn1 = t.app.chains.require(1).contracts.TMT;
    // Chain 1's node starts over empty on the same port, as a development anvil does after a restart.
    const old = chains.nodes.get(1)!;
    await old.stop();
    chains.nodes.set(1, await startAnvil({ chainId: 1, blockTime: 0, port: old.port }));
    expect(await t.app.chains.require(1).publicClient.getCode({ address: tmtOn1 })).toBeUndefined();
    t = await t.restart();
    expect(t.app.chains.require(56).contracts).toEqual(before56);
    const handle = t.app.chains.require(1);
    expect(await handle.publicClient.readContract({ address: handle.contracts.TMT, abi: FcToken.abi, functionName: 'symbol' })).toBe('TMT');
    expect(await handle.publicClient.readContract({ address: handle.contracts.CARD, abi: FcCard.abi, functionName: 'owner' })).toBe(handle.hotAddress);
  });

  it("derives each user's deposit address per chain from the mnemonic (BIP-32), records it and answers the same one again", async () => {
    const user = await signUp(t);
    const on56 = await t.app.chains.depositAddress(user.userId, 56);
    const on1 = await t.app.chains.depositAddress(user.userId, 1);
    expect(on56).toBe(mnemonicToAccount(TEST_MNEMONIC, { path: depositAddressPath(56, user.userId) }).address);
    expect(on1).toBe(mnemonicToAccount(TEST_MNEMONIC, { path: depositAddressPath(1, user.userId) }).address);
    expect(on1).not.toBe(on56);
    expect(await t.app.chains.depositAddress(user.userId, 56)).toBe(on56);
    const other = await signUp(t);
    expect(await t.app.chains.depositAddress(other.userId, 56)).not.toBe(on56);
    const rows = await t.app.dbHandle.rawTransaction((raw) =>
      raw.query<{ address: string }>('SELECT address FROM chain_deposit_addresses WHERE user_id = $1 ORDER BY chain_id', [user.userId]),
    );
    expect(rows.map((row) => row.address)).toEqual([on1, on56]);
  });

  it('checks addresses strictly: a wrong checksum or a malformed one is refused, lower case is taken and checksummed', () => {
    const address = mnemonicToAccount(TEST_MNEMONIC).address;
    expect(parseAddress(address)).toBe(address);
    expect(parseAddress(address.toLowerCase())).toBe(address);
    const letter = address.slice(2).search(/[a-fA-F]/) + 2;
    const flipped = address[letter]!;
    const wrongChecksum = address.slice(0, letter) + (flipped === flipped.toLowerCase() ? flipped.toUpperCase() : flipped.toLowerCase()) + address.slice(letter + 1);
    expect(parseAddress(wrongChecksum)).toBeNull();
    expect(parseAddress('0x1234')).toBeNull();
    expect(parseAddress(`${address}00`)).toBeNull();
  });

  it('validates the mnemonic with its checksum', () => {
    expect(isValidMnemonic(TEST_MNEMONIC)).toBe(true);
    expect(isValidMnemonic('test test test test test test test test test test test test')).toBe(false);
    expect(isValidMnemonic('not a mnemonic')).toBe(false);
  });
});

describe('configuration', () => {
  it('without an RPC URL the chains are off: nothing deployed, and a chain call is refused TOKEN_NOT_SUPPORTED', async () => {
    const off = await createTestApp();
    try {
      expect(off.app.chains.enabled).toBe(false);
      expect(() => off.app.chains.require(56)).toThrow(new AppError('TOKEN_NOT_SUPPORTED'));
      const user = await signUp(off);
      await expect(off.app.chains.depositAddress(user.userId, 56)).rejects.toThrow(new AppError('TOKEN_NOT_SUPPORTED'));
      const rows = await off.app.dbHandle.rawTransaction((raw) => raw.query('SELECT 1 FROM chain_contracts UNION ALL SELECT 1 FROM app_secrets WHERE name = $1', [WALLET_MNEMONIC_SECRET]));
      expect(rows).toHaveLength(0);
    } finally {
      await off.close();
    }
  });

  it('outside production without WALLET_MNEMONIC draws one mnemonic, keeps it in the database and uses it after a restart', async () => {
    let dev = await createTestApp({ chainRpc: { 56: chains.rpc[56]! }, persistent: true });
    try {
      const hot = dev.app.chains.require(56).hotAddress;
      const kept = await ensureAppSecret(dev.app.db, WALLET_MNEMONIC_SECRET, () => 'never drawn again');
      expect(isValidMnemonic(kept)).toBe(true);
      expect(mnemonicToAccount(kept).address).toBe(hot);
      expect(hot).not.toBe(mnemonicToAccount(TEST_MNEMONIC).address);
      dev = await dev.restart();
      expect(dev.app.chains.require(56).hotAddress).toBe(hot);
      expect(dev.app.chains.get(1)).toBeNull();
    } finally {
      await dev.close();
    }
  });
});
