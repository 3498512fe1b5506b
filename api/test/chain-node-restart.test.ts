// A chain node restarted (issue 27): anvil stopped and started again on the same port with its chain saved to a file.
// While it is down a scan step fails and changes nothing; once it is back the deposit watcher reads on from the block
// after the last one it processed, and a deposit confirmed before the restart is not credited again.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { toBaseUnits } from '@fc/shared/contracts';
import type { Address } from 'viem';
import { startAnvil, type AnvilNode } from '../../tools/chain/anvil.mjs';
import { FcToken } from '../src/modules/chain/artifacts';
import { DEPOSIT_CONFIRMATIONS } from '../src/modules/chain/constants';
import { findCursor } from '../src/modules/chain/repository';
import { LedgerReason } from '../src/modules/wallet/constants';
import { ledgerEntries } from '../src/modules/wallet/repository';
import { createTestApp, type TestApp } from './helpers/build-app';
import { anvil, TEST_MNEMONIC } from './helpers/chains';
import { signUp } from './helpers/users';

jest.setTimeout(120_000);

let folder: string;
let state: string;
let chain: AnvilNode;
let t: TestApp;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'fc-anvil-'));
  state = path.join(folder, 'state.json');
  chain = await startAnvil({ chainId: 56, blockTime: 0, state });
  t = await createTestApp({ chainRpc: { 56: chain.url }, walletMnemonic: TEST_MNEMONIC });
});
afterAll(async () => {
  await t?.close();
  await chain?.stop();
  await rm(folder, { recursive: true, force: true });
});

interface DepositView {
  txHash: string;
  status: string;
}
const depositsOf = (userId: number) =>
  t.app.dbHandle.rawTransaction((raw) => raw.query<DepositView>('SELECT tx_hash AS "txHash", status FROM chain_deposits WHERE user_id = $1 ORDER BY id', [userId]));
const credits = async (userId: number) => (await ledgerEntries(t.app.db, userId)).filter((entry) => entry.reason === LedgerReason.deposit);

it('the deposit watcher resumes from its last processed block after the node restarts, and credits nothing twice', async () => {
  const node = anvil(chain.url);
  const user = await signUp(t);
  const address = await t.app.chains.depositAddress(user.userId, 56);
  const handle = t.app.chains.require(56);
  const send = async (to: Address, whole: string) => {
    const hash = await handle.hotWalletClient.writeContract({ address: handle.contracts.TMT, abi: FcToken.abi, functionName: 'transfer', args: [to, toBaseUnits('TMT', whole)] });
    expect((await node.receipt(hash)).status).toBe('success');
    return hash;
  };

  const first = await send(address, '10');
  await t.app.depositWatcher.scan(56);
  await node.mine(DEPOSIT_CONFIRMATIONS);
  expect((await t.app.depositWatcher.scan(56)).confirmed).toBe(1);
  const second = await send(address, '20');
  expect((await t.app.depositWatcher.scan(56)).found).toBe(1);
  expect(await depositsOf(user.userId)).toEqual([
    { txHash: first, status: 'confirmed' },
    { txHash: second, status: 'pending' },
  ]);
  const cursor = await findCursor(t.app.db, 56);
  const head = await node.blockNumber();
  expect(cursor?.nextBlock).toBe(head + 1n);

  await chain.stop();
  await expect(t.app.depositWatcher.scan(56)).rejects.toThrow();
  expect(await findCursor(t.app.db, 56)).toEqual(cursor);

  chain = await startAnvil({ chainId: 56, blockTime: 0, port: chain.port, state });
  expect(await node.blockNumber()).toBe(head);
  await node.mine(1);
  const resumed = await t.app.depositWatcher.scan(56);
  expect({ from: resumed.from, to: resumed.to, found: resumed.found, reorged: resumed.reorged }).toEqual({ from: head + 1n, to: head + 1n, found: 0, reorged: 0 });

  await node.mine(DEPOSIT_CONFIRMATIONS);
  expect((await t.app.depositWatcher.scan(56)).confirmed).toBe(1);
  expect(await depositsOf(user.userId)).toEqual([
    { txHash: first, status: 'confirmed' },
    { txHash: second, status: 'confirmed' },
  ]);
  expect((await credits(user.userId)).map((entry) => entry.delta)).toEqual([toBaseUnits('TMT', '10'), toBaseUnits('TMT', '20')]);
});
