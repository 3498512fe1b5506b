// The one webpack configuration of the platform. Every app's webpack.config.cjs only calls createConfig.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { SURFACES, sharedConfig } = require('./shared-singletons.cjs');
const { SharedSurfacePlugin } = require('./shared-surface-plugin.cjs');
const { FcRemotePlugin } = require('./fc-remote-plugin.cjs');
const { bootPreloadPlugin } = require('./boot-preload-plugin.cjs');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');
const { existsSync } = require('node:fs');
const { BundleAnalyzerPlugin } = require('webpack-bundle-analyzer');

const ROOT = path.resolve(__dirname, '..', '..');
/**
 * Where `npm start` serves the site. Every dev server forwards API calls there (a remote's standalone page too);
 * the shell's also the registry and the released remotes.
 */
const SITE_URL = process.env.FC_SITE_URL || `http://127.0.0.1:${process.env.PORT || 8080}`;
/**
 * CHUNK_LOAD_TIMEOUT_MS of shared/src/contracts/http.ts (SPEC §9), repeated because this file is CommonJS and cannot
 * import the TypeScript contract; create-config.test.ts keeps the two equal.
 */
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * @typedef {object} AppOptions
 * @property {string} dir the app's folder (its webpack.config.cjs passes __dirname)
 * @property {'host' | 'remote'} kind
 * @property {string} name Module Federation name: `shell` or `mfe_*`
 * @property {Record<string, string>} [exposes] remote only; defaults to `./routes` → `./src/routes.tsx`
 * @property {string[]} [runtimePlugins] module paths, relative to `dir`, of Module Federation runtime plugins
 * @property {number} devPort fixed port of `webpack serve`
 */

function swcRule() {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          // Always the production JSX runtime (react/jsx-runtime, shared): the dev runtime calls into React
          // internals that a production React singleton does not have.
          transform: { react: { runtime: 'automatic', development: false } },
          // Evergreen browsers only: no down-levelling of classes, async or optional chaining.
          target: 'es2022',
        },
      },
    },
  };
}

/**
 * @param {boolean} production
 * @param {string} name
 * @param {{ server?: boolean }} [options] `server`: the prerender build (tools/webpack/prerender.cjs), which needs only
 *   the class names, the same ones as the browser build's
 */
function cssRules(production, name, { server = false } = {}) {
  const styleLoader = production ? MiniCssExtractPlugin.loader : 'style-loader';
  const withStyles = (loaders) => (server ? loaders : [styleLoader, ...loaders]);
  return [
    {
      test: /\.module\.css$/,
      use: withStyles([
        {
          loader: 'css-loader',
          options: {
            modules: {
              exportOnlyLocals: server,
              // The salt keeps two remotes' `.root` in same-named files from colliding on one page.
              localIdentName: production ? '[hash:base64:8]' : '[name]__[local]--[hash:base64:5]',
              localIdentHashSalt: name,
              namedExport: false,
              exportLocalsConvention: 'as-is',
            },
            importLoaders: 0,
          },
        },
      ]),
    },
    {
      test: /\.css$/,
      exclude: /\.module\.css$/,
      use: server
        ? [{ loader: 'css-loader', options: { modules: { mode: 'global', exportOnlyLocals: true } } }]
        : [styleLoader, { loader: 'css-loader', options: { modules: false } }],
    },
  ];
}

function assetRules(production) {
  const hashed = production ? '[name].[contenthash:8][ext]' : '[name][ext]';
  return [
    {
      test: /\.(png|jpe?g|gif|webp|avif|svg)$/i,
      type: 'asset',
      parser: { dataUrlCondition: { maxSize: 4 * 1024 } },
      generator: { filename: `assets/${hashed}` },
    },
    { test: /\.(woff2?|ttf|otf|mp4|webm)$/i, type: 'asset/resource', generator: { filename: `assets/${hashed}` } },
  ];
}

/**
 * Module Federation runtime code the app can do without (compile-time switches of @module-federation/runtime-core).
 * Every app runs in the browser only, so the Node script loader goes. No app reads a manifest in the browser: the
 * shell registers each remote by its container script (REMOTE_ENTRY_FILE, beside the manifest the registry names), so
 * the snapshot plugin and its preloading go (-1.4 KB gzip in the shell's main). A remote never loads other remotes:
 * its runtime needs no remote loader either (the shell's runtime loads every remote).
 * @param {boolean} host
 */
function federationOptimization(host) {
  return host ? { target: 'web', disableSnapshot: true } : { target: 'web', disableRemote: true, disableSnapshot: true };
}

const INJECT_RUNTIME_CORE_ESM = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);

const BUILDER_ID_PLUGIN = path.join(__dirname, 'runtime', 'builder-id.mjs');

/**
 * The shell's federation runtime without its manifest snapshot handler. `disableSnapshot` drops the snapshot plugin but
 * @module-federation/runtime-core 2.9.2 still builds the handler (with the manifest's reader) whenever remotes can be
 * loaded: only the plugin, `preloadRemote` and replacing a registered remote (`registerRemotes(…, { force: true })`)
 * call it, and the shell does none of these (it registers each remote once, by its container: remotes/mf-runtime.ts).
 * runtime/no-snapshot-handler.mjs is the core's own disabled handler in its place (-1.5 KB gzip in main).
 * create-config.test.ts fails on another version of the core, whose handler this must be checked against again.
 */
function withoutSnapshotHandler() {
  const core = path.dirname(require.resolve('@module-federation/runtime-core'));
  return {
    alias: { 'fc-federation-disabled-snapshot-handler$': path.join(core, 'plugins', 'snapshot', 'disabled.js') },
    plugin: new webpack.NormalModuleReplacementPlugin(
      /runtime-core[\\/]dist[\\/]plugins[\\/]snapshot[\\/]SnapshotHandler\.js$/,
      path.join(__dirname, 'runtime', 'no-snapshot-handler.mjs'),
    ),
  };
}

/** The ES module build of a package (its `import` export), resolved from `dir`, as webpack itself would pick. */
function packageEntry(name, dir) {
  const manifestPath = require.resolve(`${name}/package.json`, { paths: [dir] });
  const manifest = require(manifestPath);
  const entry = manifest.exports?.['.']?.import?.default ?? manifest.module;
  if (typeof entry !== 'string') throw new Error(`createConfig: no ES module entry in ${manifestPath}`);
  return path.join(path.dirname(manifestPath), entry);
}

/**
 * axios' XHR adapter, which no build runs: @fc/shared's API client names axios' fetch adapter. axios' own `browser`
 * field leaves its Node adapter out the same way, for its empty stand-in (-1.4 KB gzip on every first load).
 */
function axiosWithoutXhr() {
  return new webpack.NormalModuleReplacementPlugin(
    /axios[\\/]lib[\\/]adapters[\\/]xhr\.js$/,
    // axios as @fc/shared, which declares it, resolves it.
    // eslint-disable-next-line n/no-extraneous-require
    path.join(path.dirname(require.resolve('axios/package.json', { paths: [path.join(ROOT, 'shared')] })), 'lib', 'helpers', 'null.js'),
  );
}

/**
 * The federation runtime's errors without their descriptions (runtime/federation-error-descriptions.mjs): each
 * error keeps its code, arguments, original error and documentation address (-0.4 KB gzip in the shell's main and
 * in every remote's entry).
 */
function federationErrorsUndescribed() {
  return new webpack.NormalModuleReplacementPlugin(
    /@module-federation[\\/]error-codes[\\/]dist[\\/]desc\.m?js$/,
    path.join(__dirname, 'runtime', 'federation-error-descriptions.mjs'),
  );
}

/**
 * `use-sync-external-store/shim` (react-i18next's, wagmi's through its `with-selector`) as React's own hook: the shim
 * carries a copy of the hook for React below 18, and every app runs on the shared React 19 (runtime/
 * use-sync-external-store-shim.mjs).
 */
function syncExternalStoreFromReact() {
  return new webpack.NormalModuleReplacementPlugin(
    /^use-sync-external-store\/shim(\/index\.js)?$/,
    path.join(__dirname, 'runtime', 'use-sync-external-store-shim.mjs'),
  );
}

/**
 * A remote's own code takes `@fc/shared/contracts/base` from the root singleton `@fc/shared`, which re-exports it whole
 * and which the shell has loaded before any remote: its face and first pages then carry no second copy of the paths
 * tables, API paths and constants (-3.1 KB gzip on a guest's / for the market's face). The entry's own modules inside
 * @fc/shared keep their relative imports (the root's fallback copy is made of them). In Node (the release step reading
 * a face, tests, the prerender build) the entry is the real one, with the same values.
 */
function contractsBaseFromSingleton() {
  const insideShared = /[\\/]shared[\\/]src[\\/]/;
  return new webpack.NormalModuleReplacementPlugin(/^@fc\/shared\/contracts\/base$/, (resource) => {
    if (!insideShared.test(resource.contextInfo?.issuer ?? '')) resource.request = '@fc/shared';
  });
}

/**
 * The shell's stylesheets that load after boot (a shared entry's, the shell's own chunks') go before every
 * remote's, wherever they load from, as the root's kit does: a page's rules that restyle a kit component keep coming
 * after the kit's. Run in the browser by mini-css-extract-plugin's loader (its source is inlined there).
 * @param {HTMLLinkElement} linkTag
 */
function insertBeforeRemoteStyles(linkTag) {
  var remote = document.head.querySelector('link[rel="stylesheet"][href*="/remotes/"]');
  document.head.insertBefore(linkTag, remote);
}

/**
 * Where each built chunk's modules come from, for `npm run bench`'s bundle breakdown (tools/bench/bundle-report.mjs).
 * Inside dist so that Nx's cache restores it with the build; a dot file, so the site server does not serve it.
 */
const BUNDLE_STATS_FILE = '.bundle-stats.json';

function bundleStatsPlugin() {
  return new BundleAnalyzerPlugin({
    analyzerMode: 'disabled',
    generateStatsFile: true,
    statsFilename: BUNDLE_STATS_FILE,
    statsOptions: { source: false, reasons: false, children: false },
  });
}

/** @param {AppOptions} options */
function createConfig(options) {
  const { dir, kind, name, devPort } = options;
  if (kind !== 'host' && kind !== 'remote') throw new Error(`createConfig: kind must be host or remote, got ${kind}`);
  const pkg = require(path.join(dir, 'package.json'));
  const host = kind === 'host';
  const exposes = host ? undefined : (options.exposes ?? { './routes': './src/routes.tsx' });
  const runtimePlugins = (options.runtimePlugins ?? []).map((file) => path.resolve(dir, file));
  // The shell hands its Module Federation runtime core to the remotes (experiments.externalRuntime below), so a
  // remote's entry does not carry a second copy. This is what `experiments.provideExternalRuntime` does, except
  // that the option adds the plugin's CommonJS build, which brings a CommonJS copy of the runtime core and SDK
  // next to the ES one webpack already bundles (+21.7 KB gzip in main); the ES build adds 0.5 KB.
  if (host) runtimePlugins.push(INJECT_RUNTIME_CORE_ESM);
  const snapshot = host ? withoutSnapshotHandler() : null;

  /** @type {(env?: Record<string, unknown>, argv?: { mode?: string }) => import('webpack').Configuration} */
  const config = (env = {}, argv = {}) => {
    const mode = argv.mode ?? (env.production ? 'production' : 'development');
    const production = mode === 'production';
    const appVersion = process.env.FC_RELEASE_VERSION || pkg.version;
    // The manifest plugin reads its `buildVersion` from here; a release with --version therefore changes the bundle.
    process.env.MF_BUILD_VERSION = appVersion;
    const hashed = (ext) => (production ? `[name].[contenthash:8].${ext}` : `[name].${ext}`);
    // A released remote's files are in a folder of their own, never written again and served immutable
    // (tools/site/app.ts): its chunks need no content hash, and its remoteEntry.js then carries no map of hashes.
    const chunkFile = (ext) => (host ? hashed(ext) : `[id].${ext}`);
    // A remote's standalone page (bootstrap) exists for `npm run dev -w <remote>` only; a release ships the container.
    const entry = host || !production ? { main: './src/index.ts' } : {};

    return {
      name,
      mode,
      context: dir,
      target: ['web', 'es2022'],
      entry,
      output: {
        path: path.join(dir, 'dist'),
        publicPath: host ? '/' : 'auto',
        uniqueName: name,
        // webpack 5.111 with @module-federation/enhanced 2.9: the federation runtime module resolves the entry's file
        // name while chunk hashes are still being computed, before content hashes exist, and the build fails
        // (module-federation/core#5077). It only needs the folder depth, which is the same without the hash.
        filename: production ? (pathData) => (pathData.chunk?.contentHash?.javascript ? hashed('js') : '[name].js') : hashed('js'),
        // Development too carries a hash: with react-router-dom shared by name, two async chunks can share a name.
        chunkFilename: production ? chunkFile('js') : '[name].[chunkhash:8].js',
        // A chunk that has not arrived in time fails with ChunkLoadError.
        chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
        crossOriginLoading: production ? false : 'anonymous',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // What a surface file (shared/*.mjs) imports: the real package under a name no app shares (importing the
        // shared name there would consume the surface module itself).
        alias: {
          ...Object.fromEntries(Object.keys(SURFACES).map((name) => [`fc-${name}-package$`, packageEntry(name, dir)])),
          ...snapshot?.alias,
        },
      },
      module: { rules: [swcRule(), ...cssRules(production, name), ...assetRules(production)] },
      devtool: production ? (process.env.FC_SOURCE_MAPS ? 'hidden-source-map' : false) : 'cheap-module-source-map',
      cache: {
        type: 'filesystem',
        name: `${name}-${mode}`,
        cacheDirectory: path.join(ROOT, 'node_modules', '.cache', 'webpack'),
        buildDependencies: {
          config: [__filename, ...['shared-singletons.cjs', 'shared-surface-plugin.cjs'].map((file) => path.join(__dirname, file))],
        },
      },
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        // The federation runtime must live in each entry (remoteEntry.js, main); a separate runtime chunk breaks it.
        runtimeChunk: false,
        splitChunks: { chunks: 'async' },
      },
      performance: production ? { hints: 'warning', maxAssetSize: 350_000, maxEntrypointSize: 350_000 } : false,
      plugins: [
        new ModuleFederationPlugin({
          name,
          // REMOTE_ENTRY_FILE of shared/src/contracts/remote.ts (the shell loads a remote from it; create-config.test.ts).
          ...(host ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
          shared: sharedConfig(pkg.dependencies ?? {}, dir),
          // Shared singletons come from whoever registered them first (the shell) instead of loading every remote's
          // entry up front to compare versions.
          shareStrategy: 'loaded-first',
          // A remote on the shell's runtime core keeps its own id and share scope entry: runtime/builder-id.mjs.
          runtimePlugins: !host && production ? [...runtimePlugins, BUILDER_ID_PLUGIN] : runtimePlugins,
          manifest: true,
          dts: false,
          experiments: {
            optimization: federationOptimization(host),
            // A released remote uses the shell's runtime core (globalThis._FEDERATION_RUNTIME_CORE, set by the shell
            // before any remote loads): -10.7 KB gzip per remote entry. So a shell that provides it must be deployed
            // before such a remote is released. Development builds keep their own copy: a remote's standalone page
            // has no shell.
            ...(!host && production ? { externalRuntime: true } : {}),
          },
        }),
        new SharedSurfacePlugin(SURFACES),
        axiosWithoutXhr(),
        syncExternalStoreFromReact(),
        federationErrorsUndescribed(),
        ...(snapshot ? [snapshot.plugin] : []),
        ...(host ? [] : [contractsBaseFromSingleton()]),
        new webpack.DefinePlugin({ __FC_APP_VERSION__: JSON.stringify(appVersion) }),
        ...(production
          ? [new MiniCssExtractPlugin({ filename: hashed('css'), chunkFilename: chunkFile('css'), ...(host ? { insert: insertBeforeRemoteStyles } : {}) })]
          : []),
        ...(host || !production
          ? [
              new HtmlWebpackPlugin({
                template: host ? path.join(dir, 'src', 'index.html') : path.join(__dirname, 'remote-index.html'),
                title: host ? 'FC' : `${name} (standalone)`,
                chunks: ['main'],
                scriptLoading: 'defer',
                // Absolute script URLs: the page is also served for deep links such as /token/withdraw/BNB.
                publicPath: '/',
              }),
            ]
          : []),
        ...(host ? (production ? [bootPreloadPlugin(dir)] : []) : [new FcRemotePlugin({ dir, name })]),
        ...(production ? [new PrecompressPlugin(), bundleStatsPlugin()] : []),
        // Its server renderer, or its route frames: tools/webpack/prerender.cjs.
        ...(production && existsSync(path.join(dir, 'src', 'prerender.tsx'))
          ? [new (require('./prerender.cjs').PrerenderPlugin)({ dir, name })]
          : []),
      ],
      devServer: {
        port: devPort,
        host: process.env.FC_DEV_HOST || '127.0.0.1',
        hot: false,
        liveReload: true,
        static: false,
        historyApiFallback: true,
        // The site server (another origin) loads a remote's manifest and chunks from here in `npm run dev`.
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
          'Access-Control-Allow-Headers': '*',
        },
        // The site's pages load a remote's scripts with plain <script> tags (cross-site, no-cors), which
        // webpack-dev-server refuses unless the Host it is reached by is listed.
        allowedHosts: ['127.0.0.1', 'localhost'],
        client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
        proxy: [{ context: host ? ['/api', '/registry.json', '/remotes', '/resources'] : ['/api', '/resources'], target: SITE_URL }],
      },
      watchOptions: { ignored: /node_modules/ },
      stats: production ? 'summary' : 'errors-warnings',
    };
  };
  // Read by tools/site/dev.mjs to find an app's dev server without building it.
  config.fc = { kind, name, devPort, dir };
  return config;
}

module.exports = { createConfig, BUNDLE_STATS_FILE, swcRule, cssRules, assetRules, axiosWithoutXhr };
