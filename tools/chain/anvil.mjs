// Local EVM nodes for development and tests: finds anvil (the optional dependency @foundry-rs/anvil-linux-amd64,
// else `anvil` on PATH), starts one per chain id on a free port with 1-second blocks, waits until it answers
// JSON-RPC, and stops it cleanly.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The chains the platform uses (DOMAIN.md "Chains, payments and resources"): BNB Smart Chain and Ethereum. */
export const CHAIN_IDS = /** @type {const} */ ([56, 1]);

/** How to get a node when none is found: one line. */
export const ANVIL_MISSING =
  'anvil not found: install Foundry (curl -L https://foundry.paradigm.xyz | bash && foundryup) or set CHAIN_RPC_56 and CHAIN_RPC_1 to JSON-RPC URLs of running nodes';

export class AnvilMissingError extends Error {
  constructor() {
    super(ANVIL_MISSING);
    this.name = 'AnvilMissingError';
  }
}

/** @returns {string | null} the anvil executable, or null when there is none */
export function findAnvil() {
  try {
    const packageDir = path.dirname(require.resolve('@foundry-rs/anvil-linux-amd64/package.json'));
    const bundled = path.join(packageDir, 'bin', 'anvil');
    if (existsSync(bundled)) return bundled;
  } catch {
    // Not installed (another platform): PATH next.
  }
  const found = spawnSync('anvil', ['--version'], { stdio: 'ignore' });
  return found.error || found.status !== 0 ? null : 'anvil';
}

/** @returns {Promise<number>} a port nobody listens on right now */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * One JSON-RPC call.
 * @param {string} url
 * @param {string} method
 * @param {unknown[]} [params]
 * @returns {Promise<unknown>}
 */
export async function rpc(url, method, params = []) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(5000),
  });
  const body = /** @type {{ result?: unknown, error?: { message: string } }} */ (await response.json());
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}

/**
 * @typedef {{ chainId: number, url: string, port: number, pid: number | undefined, stop: () => Promise<void> }} AnvilNode
 */

/**
 * Starts anvil for `chainId` on a free port (or `port`); resolves once `eth_chainId` answers it. With `state` (a file)
 * it starts from the chain saved there, if any, and saves the chain there when stopped: a node restarted with it
 * keeps its blocks.
 * @param {{ chainId: number, blockTime?: number, port?: number, state?: string, timeoutMs?: number, log?: (line: string) => void }} options
 * @returns {Promise<AnvilNode>}
 */
export async function startAnvil({ chainId, blockTime = 1, port, state, timeoutMs = 20_000, log = () => {} }) {
  const executable = findAnvil();
  if (!executable) throw new AnvilMissingError();
  const listenPort = port ?? (await freePort());
  const args = ['--chain-id', String(chainId), '--port', String(listenPort), '--host', '127.0.0.1', '--silent'];
  if (blockTime > 0) args.push('--block-time', String(blockTime));
  if (state) args.push('--state', state, '--preserve-historical-states');
  const child = spawn(executable, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (/** @type {Buffer} */ chunk) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const url = `http://127.0.0.1:${listenPort}`;
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`anvil (chain ${chainId}) exited with ${child.exitCode}: ${stderr.trim()}`);
    try {
      const answered = await rpc(url, 'eth_chainId');
      if (Number(answered) !== chainId) throw new Error(`anvil on ${url} answers chain ${answered}, not ${chainId}`);
      break;
    } catch (error) {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`anvil (chain ${chainId}) did not answer on ${url} within ${timeoutMs / 1000} s: ${error instanceof Error ? error.message : error}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  log(`anvil: chain ${chainId} on ${url} (pid ${child.pid})`);
  return { chainId, url, port: listenPort, pid: child.pid, stop };
}

/**
 * The local chains the site needs: for each chain id whose `CHAIN_RPC_<id>` is not set in `env`, a fresh anvil.
 * Answers the env entries to pass to the API (`CHAIN_RPC_<id>`) and a stop for the nodes started here.
 * @param {{ env?: NodeJS.ProcessEnv, blockTime?: number, log?: (line: string) => void }} [options]
 * @returns {Promise<{ env: Record<string, string>, nodes: AnvilNode[], stop: () => Promise<void> }>}
 */
export async function startLocalChains({ env = process.env, blockTime = 1, log = () => {} } = {}) {
  /** @type {AnvilNode[]} */
  const nodes = [];
  /** @type {Record<string, string>} */
  const rpcEnv = {};
  const stop = async () => {
    await Promise.all(nodes.map((node) => node.stop()));
  };
  try {
    for (const chainId of CHAIN_IDS) {
      const configured = env[`CHAIN_RPC_${chainId}`];
      if (configured) {
        rpcEnv[`CHAIN_RPC_${chainId}`] = configured;
        continue;
      }
      const node = await startAnvil({ chainId, blockTime, log });
      nodes.push(node);
      rpcEnv[`CHAIN_RPC_${chainId}`] = node.url;
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { env: rpcEnv, nodes, stop };
}
