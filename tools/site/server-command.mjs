// How node runs the site server (tools/site/server.ts), wherever it is started: `npm start`, the browser tests' site,
// the fault drills and the load bench. Cluster workers inherit these flags (node's cluster forks with execArgv).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_PATH = path.join(path.dirname(fileURLToPath(import.meta.url)), 'server.ts');

/**
 * V8's young generation, per semi-space (MB; node's default is 16). A request's objects live across its statements'
 * round trips (tens of milliseconds under load), so with 16 many outlive two scavenges and are promoted: at the load
 * bench's sustained rate the old space grew ~4 MB/s and a full collection every ~50 s stopped the process for a
 * quarter of a second. With 64 a scavenge runs a quarter as often, GC time falls by about two thirds and the old space
 * stays flat; each process holds up to ~150 MB more (decision 0023).
 */
export const SEMI_SPACE_MB = 64;

/** node's arguments for the site server. */
export const SERVER_NODE_ARGS = [`--max-semi-space-size=${SEMI_SPACE_MB}`, '--import', 'tsx', SERVER_PATH];
