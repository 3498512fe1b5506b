// Programmatic API of the release tooling (used by tools/site and the e2e suite).
export * from './registry-store.mjs';
export {
  UNRECORDED_SHARED_VERSION,
  activeShell,
  assertRunsOnShell,
  readSourceSharedVersion,
  readSourceSupportedContracts,
  sharedVersionSatisfies,
} from './compatibility.mjs';
export { buildApp, deployShell, findReleasedVersion, publishRemote, releaseRemote } from './release.mjs';
export { activationHistory, previousVersion, rollbackRemote } from './rollback.mjs';
export { formatRemotes, listRemotes } from './list.mjs';
