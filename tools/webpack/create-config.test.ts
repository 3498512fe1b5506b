// The webpack factory's settings that other parts of the platform rely on.
import { createRequire } from 'node:module';
import path from 'node:path';
import { CHUNK_LOAD_TIMEOUT_MS, REMOTE_ENTRY_FILE } from '@fc/shared/contracts';

type Config = {
  output: { chunkLoadTimeout: number };
  plugins: {
    constructor: { name: string };
    _options?: { filename?: string };
    resourceRegExp?: RegExp;
    newResource?: string | ((resource: { request: string; contextInfo: { issuer: string } }) => void);
  }[];
  devServer: { proxy: { context: string[]; target: string }[] } };
type ConfigFactory = (env: object, argv: { mode: string }) => unknown;

// The CommonJS modules under test, with the shapes this test reads.
const requireCjs = createRequire(__filename);
const { createConfig } = requireCjs('./create-config.cjs') as {
  createConfig: (options: { dir: string; kind: 'host' | 'remote'; name: string; devPort: number }) => ConfigFactory;
};
const { runTsx } = requireCjs('./run-tsx.cjs') as { runTsx: (script: string, args: string[], options: { cwd: string }) => Promise<string> };

const ROOT = path.resolve(__dirname, '..', '..');
const SITE_URL = process.env.FC_SITE_URL || `http://127.0.0.1:${process.env.PORT || 8080}`;
const configOf = (app: string, kind: 'host' | 'remote', name: string, mode: 'development' | 'production') =>
  createConfig({ dir: path.join(ROOT, app), kind, name, devPort: 4999 })({}, { mode }) as Config;

describe('createConfig', () => {
  it("gives lazy chunks the contract's chunk load timeout (SPEC §9)", () => {
    expect(configOf('mfe-market', 'remote', 'mfe_market', 'production').output.chunkLoadTimeout).toBe(CHUNK_LOAD_TIMEOUT_MS);
    expect(configOf('shell', 'host', 'shell', 'production').output.chunkLoadTimeout).toBe(CHUNK_LOAD_TIMEOUT_MS);
  });

  it("names a remote's container as the shell loads it (REMOTE_ENTRY_FILE, beside its manifest)", () => {
    const federation = configOf('mfe-market', 'remote', 'mfe_market', 'production').plugins.find(
      (plugin) => plugin.constructor.name === 'ModuleFederationPlugin',
    );
    expect(federation?._options?.filename).toBe(REMOTE_ENTRY_FILE);
  });

  it("takes @fc/shared/contracts/base from the root singleton in a remote's own code, not inside @fc/shared or in the shell", () => {
    const replaced = (app: string, kind: 'host' | 'remote', name: string, issuer: string) => {
      const resource = { request: '@fc/shared/contracts/base', contextInfo: { issuer } };
      for (const plugin of configOf(app, kind, name, 'production').plugins) {
        if (plugin.resourceRegExp?.test(resource.request) && typeof plugin.newResource === 'function') plugin.newResource(resource);
      }
      return resource.request;
    };
    expect(replaced('mfe-market', 'remote', 'mfe_market', path.join(ROOT, 'mfe-market/src/routes.tsx'))).toBe('@fc/shared');
    expect(replaced('mfe-market', 'remote', 'mfe_market', path.join(ROOT, 'shared/src/ui/badge/badge.tsx'))).toBe('@fc/shared/contracts/base');
    expect(replaced('shell', 'host', 'shell', path.join(ROOT, 'shell/src/remotes/registry-request.ts'))).toBe('@fc/shared/contracts/base');
  });

  it("builds the shell's federation runtime without the snapshot handler of the core it was checked against", async () => {
    // withoutSnapshotHandler replaces a module inside @module-federation/runtime-core 2.9.2: another version may use its
    // snapshot handler elsewhere, or import more from that module, and must be checked again before the build changes.
    const core = path.dirname(requireCjs.resolve('@module-federation/runtime-core'));
    const { readFile } = await import('node:fs/promises');
    expect(JSON.parse(await readFile(path.join(core, '..', 'package.json'), 'utf8')).version).toBe('2.9.2');
    const handler = await readFile(path.join(core, 'plugins', 'snapshot', 'SnapshotHandler.js'), 'utf8');
    expect(/^export \{ (.+) \};$/m.exec(handler)?.[1]).toBe('SnapshotHandler, getGlobalRemoteInfo');
    const plugins = configOf('shell', 'host', 'shell', 'production').plugins;
    expect(plugins.some((plugin) => plugin.resourceRegExp?.test(path.join(core, 'plugins', 'snapshot', 'SnapshotHandler.js')))).toBe(true);
  });

  it("forwards a standalone remote's API calls and art requests to the site server, like the shell's", () => {
    expect(configOf('mfe-market', 'remote', 'mfe_market', 'development').devServer.proxy).toEqual([{ context: ['/api', '/resources'], target: SITE_URL }]);
    expect(configOf('shell', 'host', 'shell', 'development').devServer.proxy).toEqual([
      { context: ['/api', '/registry.json', '/remotes', '/resources'], target: SITE_URL },
    ]);
  });
});

/** Each read-routes test starts tsx on a remote's route files: seconds on a busy 2-core machine, past jest's 5 s. */
const READ_ROUTES_TIMEOUT_MS = 30_000;

describe('read-routes (fc-remote.json)', () => {
  it('records the @fc/shared version the remote is built against', async () => {
    const descriptor = JSON.parse(await runTsx(path.join(__dirname, 'read-routes.ts'), [path.join(ROOT, 'mfe-wallet')], { cwd: ROOT }));
    const shared = (await import('../../shared/package.json')) as { version: string };
    expect(descriptor).toMatchObject({ name: 'mfe_wallet', contract: 2, sharedVersion: shared.version });
  }, READ_ROUTES_TIMEOUT_MS);

  it("names the modules each route imports, through a wrapper that keeps its page (loadingPage), for the route's files", async () => {
    const descriptor = JSON.parse(await runTsx(path.join(__dirname, 'read-routes.ts'), [path.join(ROOT, 'mfe-market')], { cwd: ROOT })) as {
      pageModules: Record<string, string[]>;
    };
    expect(descriptor.pageModules['market.home']).toEqual(['./features/home/pages/home-page']);
    // withEnglish: the namespace's whole English and the page itself.
    expect(descriptor.pageModules['market.packs']).toEqual(
      expect.arrayContaining(['./locales/en/market.json?all', './features/packs/pages/packs-page']),
    );
    // A prefetch's imports too: the grid's call and the queries module that caches it.
    expect(descriptor.pageModules['market.center']).toEqual(
      expect.arrayContaining(['./features/market/pages/market-center-page', './features/market/api/prefetch-grid', './features/market/api/market-list-query']),
    );
    expect(descriptor.pageModules['market.market']).toBeUndefined();
  }, READ_ROUTES_TIMEOUT_MS);
});

describe('sharedConfig', () => {
  const { sharedConfig } = requireCjs('./shared-singletons.cjs') as {
    sharedConfig: (deps: Record<string, string>, dir: string, entries: string[]) => Record<string, { singleton: boolean; requiredVersion: string }>;
  };
  const shellDeps = (requireCjs('../../shell/package.json') as { dependencies: Record<string, string> }).dependencies;

  it('shares an entry of @fc/shared as a singleton of its own, at the version the app requires of @fc/shared', () => {
    const shared = sharedConfig(shellDeps, path.join(ROOT, 'shell'), ['@fc/shared/query']);
    expect(shared['@fc/shared/query']).toMatchObject({ singleton: true, requiredVersion: shellDeps['@fc/shared'] });
    expect(shared['@fc/shared']).toMatchObject({ singleton: true });
  });

  it('refuses an entry of a package the app does not depend on', () => {
    expect(() => sharedConfig(shellDeps, path.join(ROOT, 'shell'), ['@fc/other/query'])).toThrow(/@fc\/other is missing/);
  });
});
