// Module Federation runtime plugin of a remote built with `experiments.externalRuntime` (create-config.cjs). Such a
// remote runs on the shell's runtime core, and the core takes an instance's id from its own build identifier
// (`<name>:<build version>`, compiled in as FEDERATION_BUILD_IDENTIFIER): the shell's. Left so, the remote's instance
// would carry the shell's id (the runtime finds an instance by id when a remote is replaced) and its share scopes
// would be missing from __FEDERATION__.__SHARE__ (published under the id before any plugin runs, and the shell's id
// is taken). This restores both. FEDERATION_BUILD_IDENTIFIER here is the remote's own (webpack's DefinePlugin).
export default function builderIdPlugin() {
  return {
    name: 'fc-builder-id',
    beforeInit(args) {
      const id = FEDERATION_BUILD_IDENTIFIER;
      if (!args.userOptions.id) args.userOptions.id = id;
      const shares = globalThis.__FEDERATION__?.__SHARE__;
      if (shares && !shares[id] && args.origin.shareScopeMap) shares[id] = args.origin.shareScopeMap;
      return args;
    },
  };
}
