// In the shell's build, @module-federation/runtime-core's plugins/snapshot/SnapshotHandler.js (create-config.cjs
// `withoutSnapshotHandler`): the core's own disabled handler, for a runtime that reads no manifest. The two names the
// core imports from that module, as the core uses them: `manifestCache` is what replacing a remote clears, and a
// remote's place in the host's snapshot, which nothing writes without the snapshot plugin, is none.
import { DisabledSnapshotHandler } from 'fc-federation-disabled-snapshot-handler';

export class SnapshotHandler extends DisabledSnapshotHandler {
  manifestCache = new Map();
}

export function getGlobalRemoteInfo() {
  return { hostGlobalSnapshot: undefined, globalSnapshot: undefined, remoteSnapshot: undefined };
}
