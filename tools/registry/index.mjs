// Programmatic API of the release tooling (used by tools/site and the e2e suite).
export * from './registry-store.mjs';
export { abortCanary, canaryAbortReason, endCanary, formatRate, readCanaryStats } from './canary.mjs';
export {
  UNRECORDED_SHARED_VERSION,
  activeShell,
  assertRunsOnShell,
  readSourceSharedVersion,
  readSourceSupportedContracts,
  sharedVersionSatisfies,
} from './compatibility.mjs';
export { assertCanaryRequest, buildApp, deployShell, findReleasedVersion, promoteCanary, publishRemote, releaseRemote } from './release.mjs';
export { activationHistory, previousVersion, rollbackRemote } from './rollback.mjs';
export { formatRemotes, listRemotes } from './list.mjs';
export { DEFAULT_KEEP, keptVersions, pinVersion, pruneVersions, unpinVersion } from './upkeep.mjs';
