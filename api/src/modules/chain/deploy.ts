import { getAddress, isAddress, type Address } from 'viem';
import type { ChainId } from '@fc/shared/contracts';
import type { Database } from '../../db/client';
import { FcCard, FcToken } from './artifacts';
import { CONTRACT_NAMES, DEV_HOT_WALLET_NATIVE, DEV_HOT_WALLET_TOKENS, TOKEN_CONTRACT_NAMES, type ContractName } from './constants';
import type { ChainPublicClient, HotWalletClient } from './clients';
import { findContracts, recordContract, resetCursor, takeDeployLock } from './repository';

export interface DeployContext {
  db: Database;
  chainId: ChainId;
  publicClient: ChainPublicClient;
  hotWalletClient: HotWalletClient;
  now: () => Date;
  log: (message: string) => void;
}

/** Sends the deployment of one contract from the hot wallet (which becomes its owner); answers the transaction. */
function sendDeployment(name: ContractName, client: HotWalletClient): Promise<`0x${string}`> {
  const owner = client.account.address;
  if (name === 'CARD') return client.deployContract({ abi: FcCard.abi, bytecode: FcCard.bytecode, args: [owner] });
  return client.deployContract({ abi: FcToken.abi, bytecode: FcToken.bytecode, args: [TOKEN_CONTRACT_NAMES[name], name, owner] });
}

/**
 * The chain's TMT, GOAL and CARD addresses: the recorded ones that still hold code, and a fresh deployment of any
 * other (first start, or a development node that started empty), recorded. Serialized per chain across processes.
 */
export async function ensureContracts(context: DeployContext): Promise<Record<ContractName, Address>> {
  const { db, chainId, publicClient, hotWalletClient } = context;
  return db.transaction(async (tx) => {
    await takeDeployLock(tx, chainId);
    const recorded = new Map((await findContracts(tx, chainId)).map((row) => [row.name, row.address]));
    const addresses: Partial<Record<ContractName, Address>> = {};
    const missing: ContractName[] = [];
    for (const name of CONTRACT_NAMES) {
      const address = recorded.get(name);
      const code = address && isAddress(address, { strict: true }) ? await publicClient.getCode({ address }) : undefined;
      if (address && code && code !== '0x') addresses[name] = getAddress(address);
      else missing.push(name);
    }
    // Sent together (the hot wallet's nonce manager numbers them), mined in the next block.
    const sent = await Promise.all(missing.map(async (name) => ({ name, hash: await sendDeployment(name, hotWalletClient) })));
    let firstBlock: bigint | null = null;
    for (const { name, hash } of sent) {
      const receipt = await publicClient.waitForTransactionReceipt({ hash });
      if (receipt.status !== 'success' || !receipt.contractAddress) throw new Error(`deploying ${name} on chain ${chainId} failed (${hash})`);
      addresses[name] = getAddress(receipt.contractAddress);
      await recordContract(tx, { chainId, name, address: addresses[name], deployedBlock: receipt.blockNumber }, context.now());
      if (firstBlock === null || receipt.blockNumber < firstBlock) firstBlock = receipt.blockNumber;
      context.log(`chain ${chainId}: ${name} deployed at ${addresses[name]}`);
    }
    // All new (a first start, or a node that started over): the deposit watcher reads from their block on.
    if (firstBlock !== null && missing.length === CONTRACT_NAMES.length) await resetCursor(tx, chainId, firstBlock, context.now());
    return addresses as Record<ContractName, Address>;
  });
}

/** Development on anvil: native coin for gas and BNB withdrawals, up to DEV_HOT_WALLET_NATIVE (a restart tops up). */
export async function fundNativeForDevelopment(context: DeployContext & { setBalance: (address: Address, value: bigint) => Promise<unknown> }): Promise<void> {
  const hot = context.hotWalletClient.account.address;
  if ((await context.publicClient.getBalance({ address: hot })) < DEV_HOT_WALLET_NATIVE) await context.setBalance(hot, DEV_HOT_WALLET_NATIVE);
}

/** Development on anvil: TMT and GOAL for token withdrawals, minted up to DEV_HOT_WALLET_TOKENS (never piled up). */
export async function fundTokensForDevelopment(context: DeployContext & { contracts: Record<ContractName, Address> }): Promise<void> {
  const { publicClient, hotWalletClient, contracts } = context;
  const hot = hotWalletClient.account.address;
  const mints: `0x${string}`[] = [];
  for (const name of ['TMT', 'GOAL'] as const) {
    const held = await publicClient.readContract({ address: contracts[name], abi: FcToken.abi, functionName: 'balanceOf', args: [hot] });
    if (held < DEV_HOT_WALLET_TOKENS) {
      mints.push(await hotWalletClient.writeContract({ address: contracts[name], abi: FcToken.abi, functionName: 'mint', args: [hot, DEV_HOT_WALLET_TOKENS - held] }));
    }
  }
  for (const hash of mints) await publicClient.waitForTransactionReceipt({ hash });
}
