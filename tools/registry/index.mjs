// Programmatic API of the release tooling (used by tools/site and the e2e suite).
export * from './registry-store.mjs';
export { buildApp, deployShell, findReleasedVersion, publishRemote, readSourceSupportedContracts, releaseRemote } from './release.mjs';
export { activationHistory, previousVersion, rollbackRemote } from './rollback.mjs';
export { formatRemotes, listRemotes } from './list.mjs';
