import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Registry } from '@fc/shared/contracts';

/** Written by global-setup.mjs. */
export interface E2eState {
  baseUrl: string;
  deployDir: string;
  workDir: string;
  /** `resources`: the deployed art's version (tools/site/resources.mjs). */
  versions: { shell: string; remotes: Record<string, string>; resources: string | null };
  /** The site's local chains: `CHAIN_RPC_56` and `CHAIN_RPC_1` → anvil's JSON-RPC URL. */
  chainRpc: Record<string, string>;
}

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

let cached: E2eState | null = null;

export function e2eState(): E2eState {
  if (cached) return cached;
  const file = process.env.FC_E2E_STATE;
  if (!file) throw new Error('FC_E2E_STATE is not set: run the suite with `npm run test -w e2e` (its globalSetup starts the site)');
  cached = JSON.parse(readFileSync(file, 'utf8')) as E2eState;
  return cached;
}

/** The registry as deployed right now (read from disk, synchronously, so tables can be built at collection time). */
export function deployedRegistry(): Registry {
  return JSON.parse(readFileSync(path.join(e2eState().deployDir, 'registry.json'), 'utf8')) as Registry;
}
