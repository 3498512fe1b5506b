// Prints what the registry tooling reads from shared/src/contracts/remote.ts, as JSON: the remotes it knows
// (REMOTE_NAMES) and the page loads a canary needs before its error rate counts (CANARY_MIN_LOADS).
import { CANARY_MIN_LOADS, REMOTE_NAMES } from '@fc/shared/contracts';

process.stdout.write(JSON.stringify({ remotes: REMOTE_NAMES, canaryMinLoads: CANARY_MIN_LOADS }));
