// Prints the shell's SUPPORTED_CONTRACTS (shared/src/contracts/remote.ts) as JSON, for deploy/shell/shell.json.
import { SUPPORTED_CONTRACTS } from '@fc/shared/contracts';

process.stdout.write(JSON.stringify(SUPPORTED_CONTRACTS));
