// Types of anvil.mjs for TypeScript callers (the API's test helpers), kept in step with its JSDoc by hand.
export declare const CHAIN_IDS: readonly [56, 1];
export declare const ANVIL_MISSING: string;
export declare class AnvilMissingError extends Error {}
export declare function findAnvil(): string | null;
export declare function rpc(url: string, method: string, params?: unknown[]): Promise<unknown>;
export interface AnvilNode {
  chainId: number;
  url: string;
  port: number;
  pid: number | undefined;
  stop: () => Promise<void>;
}
export declare function startAnvil(options: { chainId: number; blockTime?: number; port?: number; state?: string; timeoutMs?: number; log?: (line: string) => void }): Promise<AnvilNode>;
export declare function startLocalChains(options?: {
  env?: NodeJS.ProcessEnv;
  blockTime?: number;
  log?: (line: string) => void;
}): Promise<{ env: Record<string, string>; nodes: AnvilNode[]; stop: () => Promise<void> }>;
