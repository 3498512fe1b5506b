/**
 * What a remote needs from the shell; bumped on every incompatible change:
 * 1 — the face below; the remote bundles its own Module Federation runtime.
 * 2 — the same face; the remote runs on the federation runtime core the shell provides
 *     (tools/webpack, `experiments.externalRuntime`), so a shell that does not provide it must refuse it.
 *
 * A face declares the contract its build implements, so this is imported from '@fc/shared/contracts' (bundled into the
 * build) and is not in '@fc/shared/contracts/base', which a remote's browser build takes from the shell's singleton.
 */
export const CONTRACT_VERSION = 2;
