import fp from 'fastify-plugin';
import type { Address } from 'viem';
import { generateMnemonic, english } from 'viem/accounts';
import { CHAIN_IDS } from '@fc/shared/contracts';
import { ensureAppSecret } from '../system';
import { chainDefinition, createAnvilClient, createChainClients } from './clients';
import { WALLET_MNEMONIC_SECRET } from './constants';
import { ensureContracts, fundNativeForDevelopment, fundTokensForDevelopment } from './deploy';
import { createServerKeys } from './keys';
import { returnCardFromChain } from './nft';
import { Chains, type ChainHandle } from './registry';
import { DepositWatcher } from './watcher-loop';

declare module 'fastify' {
  interface FastifyInstance {
    /** The chains that are on (CHAIN_RPC_56, CHAIN_RPC_1): clients, hot wallet, contracts, deposit addresses. */
    chains: Chains;
    /** The deposit watcher of every chain that is on: a loop where the job timers run; tests call `scan(chainId)`. */
    depositWatcher: DepositWatcher;
  }
}

/**
 * Connects to every configured chain at start: the server's keys from WALLET_MNEMONIC (outside production, a mnemonic
 * drawn once and kept in app_secrets), our contracts deployed unless recorded and still there, and on a local anvil
 * outside production the hot wallet funded. No chain configured: `app.chains` is there with none on.
 */
export default fp(
  async (app) => {
    const { rpc, mnemonic } = app.config.chains;
    const configured = CHAIN_IDS.filter((chainId) => rpc[chainId]);
    const watch = (handles: ChainHandle[]) => {
      const watcher = new DepositWatcher({ db: app.db, now: app.now, log: app.log, onNftConfirmed: returnCardFromChain }, handles);
      app.decorate('depositWatcher', watcher);
      if (app.config.chainLoops) app.addHook('onReady', async () => watcher.start());
      app.addHook('onClose', () => watcher.stop());
    };
    if (configured.length === 0) {
      app.decorate('chains', new Chains({ db: app.db, keys: null, now: app.now }));
      watch([]);
      return;
    }
    // The production configuration refuses to start without WALLET_MNEMONIC (config.ts).
    const keys = createServerKeys(mnemonic ?? (await ensureAppSecret(app.db, WALLET_MNEMONIC_SECRET, () => generateMnemonic(english))));
    const handles: ChainHandle[] = [];
    for (const chainId of configured) {
      const rpcUrl = rpc[chainId]!;
      const chain = chainDefinition(chainId, rpcUrl);
      const { publicClient, hotWalletClient } = createChainClients(chain, rpcUrl, keys.hotWallet);
      const answered = await publicClient.getChainId().catch((error: Error) => {
        throw new Error(`chain ${chainId}: no JSON-RPC answer at ${rpcUrl} (${error.message}); start a node or unset CHAIN_RPC_${chainId}`);
      });
      if (answered !== chainId) throw new Error(`CHAIN_RPC_${chainId} (${rpcUrl}) is chain ${answered}, not ${chainId}`);
      const clientVersion = await publicClient.request({ method: 'web3_clientVersion' });
      const local = clientVersion.toLowerCase().startsWith('anvil');
      const context = { db: app.db, chainId, publicClient, hotWalletClient, now: app.now, log: (message: string) => app.log.info(message) };
      // On a development anvil the hot wallet gets its gas before it deploys, then its tokens.
      const anvil = local && !app.config.production ? createAnvilClient(chain, rpcUrl) : null;
      const setBalance = async (address: Address, value: bigint) => anvil?.setBalance({ address, value });
      if (anvil) await fundNativeForDevelopment({ ...context, setBalance });
      const contracts = await ensureContracts(context);
      if (anvil) await fundTokensForDevelopment({ ...context, contracts });
      handles.push({ chainId, chain, publicClient, hotWalletClient, hotAddress: keys.hotWallet.address, contracts, local });
      app.log.info({ chainId, rpcUrl, contracts, hotAddress: keys.hotWallet.address }, 'chain connected');
    }
    app.decorate('chains', new Chains({ db: app.db, keys, now: app.now }, handles));
    watch(handles);
  },
  { name: 'fc-chain', dependencies: ['fc-config', 'fc-db', 'fc-jobs'] },
);
