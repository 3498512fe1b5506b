// Prints REMOTE_NAMES (shared/src/contracts/remote.ts) as JSON: the remotes the registry tooling knows.
import { REMOTE_NAMES } from '@fc/shared/contracts';

process.stdout.write(JSON.stringify(REMOTE_NAMES));
