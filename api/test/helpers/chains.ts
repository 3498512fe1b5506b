import { createPublicClient, http, type Address, type Hash } from 'viem';
import { startAnvil, type AnvilNode } from '../../../tools/chain/anvil.mjs';

export type { AnvilNode };

/**
 * Local chains for one test file: anvil for chain 56 and 1 without a block time (every transaction is mined at
 * once, and the test mines more blocks when it wants confirmations), so nothing waits for the clock.
 */
export async function startTestChains(chainIds: readonly (56 | 1)[] = [56, 1]): Promise<{ nodes: Map<number, AnvilNode>; rpc: Partial<Record<56 | 1, string>>; stop: () => Promise<void> }> {
  const nodes = new Map<number, AnvilNode>();
  try {
    for (const chainId of chainIds) nodes.set(chainId, await startAnvil({ chainId, blockTime: 0 }));
  } catch (error) {
    await Promise.all([...nodes.values()].map((node) => node.stop()));
    throw error;
  }
  const rpc: Partial<Record<56 | 1, string>> = {};
  for (const [chainId, node] of nodes) rpc[chainId as 56 | 1] = node.url;
  return { nodes, rpc, stop: async () => void (await Promise.all([...nodes.values()].map((node) => node.stop()))) };
}

/** The well-known development mnemonic of anvil and Hardhat: its first account is 0xf39F…2266. */
export const TEST_MNEMONIC = 'test test test test test test test test test test test junk';

/** anvil's own JSON-RPC methods a test drives. */
export function anvil(url: string) {
  const client = createPublicClient({ transport: http(url) });
  // The anvil_* methods are not in viem's public schema: the request is typed by hand here.
  const request = client.request as (args: { method: string; params?: unknown[] }) => Promise<unknown>;
  return {
    mine: (blocks = 1) => request({ method: 'anvil_mine', params: [`0x${blocks.toString(16)}`] }),
    blockNumber: async () => BigInt((await request({ method: 'eth_blockNumber' })) as string),
    snapshot: async () => (await request({ method: 'evm_snapshot' })) as string,
    revert: (id: string) => request({ method: 'evm_revert', params: [id] }),
    setBalance: (address: Address, value: bigint) => request({ method: 'anvil_setBalance', params: [address, `0x${value.toString(16)}`] }),
    impersonate: (address: Address) => request({ method: 'anvil_impersonateAccount', params: [address] }),
    // Waits for it to be mined: a loaded machine may answer the hash before the block holds it.
    receipt: (hash: Hash) => client.waitForTransactionReceipt({ hash }),
  };
}
