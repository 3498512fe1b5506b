// The prerender build of an app: its `src/prerender.tsx`, bundled for Node into `dist/.prerender/prerender.js` (a dot
// folder: the site server never serves it) with the same code and the same CSS-module class names as its browser
// build, so that what it renders is what the browser's first render produces and hydrates.
// - The shell's renderer is loaded by the site server, which renders the app shell (navbar, footer, the page frame)
//   for each page it serves (tools/site/shell-frame.ts).
// - A remote's `renderFrames()` runs here, at build time: its frames (the part of a page that needs no data, per
//   language, with the art's address left as FRAME_RESOURCES placeholders) are written to `dist/frames/` and named on
//   their routes in `dist/fc-remote.json`, which the release step copies into the registry; releasing or rolling back
//   the remote changes the frame served.
// Run after the browser build has written its files (PrerenderPlugin, added by create-config.cjs to the production
// build of an app that has a `src/prerender.tsx`), so every way of building an app prerenders it.
const { promises: fs } = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { swcRule, cssRules, assetRules, axiosWithoutXhr } = require('./create-config.cjs');

const ROOT = path.resolve(__dirname, '..', '..');
const SHARED_DIR = path.join(ROOT, 'shared');
/** The app that provides @fc/shared to every page: the shell registers its singletons first (shareStrategy loaded-first). */
const SHARED_PROVIDER = 'shell';
const OUTPUT_DIR = '.prerender';
const FRAMES_DIR = 'frames';

/**
 * @param {{ dir: string, name: string, outDir: string }} options the app's folder, its Module Federation name (the CSS
 *   salt) and the browser build's output folder
 * @returns {import('webpack').Configuration}
 */
function createPrerenderConfig({ dir, name, outDir }) {
  // @fc/shared's components carry the class names of the build that provides it at run time, the shell's.
  const [ownModules, plainCss] = cssRules(true, name, { server: true });
  const [sharedModules] = cssRules(true, SHARED_PROVIDER, { server: true });
  return {
    name: `${name}-prerender`,
    mode: 'production',
    context: dir,
    target: 'node20',
    entry: { prerender: './src/prerender.tsx' },
    output: {
      path: path.join(outDir, OUTPUT_DIR),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      // Assets above the inline limit keep the browser build's names; the frames name no such file.
      publicPath: '',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        swcRule(),
        { ...sharedModules, include: SHARED_DIR },
        { ...ownModules, exclude: SHARED_DIR },
        plainCss,
        ...assetRules(true).map((rule) => ({ ...rule, generator: { ...rule.generator, emit: false } })),
      ],
    },
    optimization: { minimize: false, moduleIds: 'named', splitChunks: false },
    plugins: [
      // One file: the Korean strings' dynamic imports included.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      axiosWithoutXhr(),
      new webpack.DefinePlugin({ __FC_APP_VERSION__: JSON.stringify(process.env.FC_RELEASE_VERSION || require(path.join(dir, 'package.json')).version) }),
    ],
    devtool: false,
    cache: {
      type: 'filesystem',
      name: `${name}-prerender`,
      cacheDirectory: path.join(ROOT, 'node_modules', '.cache', 'webpack'),
      buildDependencies: { config: [__filename, path.join(__dirname, 'create-config.cjs')] },
    },
    stats: 'errors-warnings',
  };
}

function compile(config) {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve(path.join(config.output.path, 'prerender.js'));
    });
  });
}

/**
 * @typedef {{ routeId: string, language: string, html: string, head?: string }} Frame
 */

/**
 * Writes a remote's frames (`{ html, head }`: the page's markup and what it hoists into the document's head) and names
 * them on its routes in fc-remote.json: `frame: { en: 'frames/market.home.en.json', ko: … }`.
 */
async function writeFrames(outDir, /** @type {Frame[]} */ frames) {
  const faceFile = path.join(outDir, 'fc-remote.json');
  const face = JSON.parse(await fs.readFile(faceFile, 'utf8'));
  await fs.rm(path.join(outDir, FRAMES_DIR), { recursive: true, force: true });
  await fs.mkdir(path.join(outDir, FRAMES_DIR), { recursive: true });
  for (const { routeId, language, html, head } of frames) {
    const route = face.routes.find((candidate) => candidate.id === routeId);
    if (!route) throw new Error(`prerender: no route ${routeId} in fc-remote.json`);
    if (!/^[a-z]{2}$/.test(language) || !/^[\w.-]+$/.test(routeId)) throw new Error(`prerender: bad frame ${routeId}/${language}`);
    const file = `${FRAMES_DIR}/${routeId}.${language}.json`;
    await fs.writeFile(path.join(outDir, file), `${JSON.stringify({ html, head: head ?? '' })}\n`);
    route.frame = { ...route.frame, [language]: file };
  }
  await fs.writeFile(faceFile, `${JSON.stringify(face, null, 2)}\n`);
}

/** Builds the app's prerender bundle into `<outDir>/.prerender/` and, for a remote, writes its frames. */
async function prerenderApp({ dir, name, outDir }) {
  const bundle = await compile(createPrerenderConfig({ dir, name, outDir }));
  delete require.cache[bundle];
  const renderer = require(bundle);
  if (typeof renderer.renderFrames !== 'function') return [];
  const frames = await renderer.renderFrames();
  await writeFrames(outDir, frames);
  return frames.map((frame) => `${frame.routeId}.${frame.language}`);
}

class PrerenderPlugin {
  /** @param {{ dir: string, name: string }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      try {
        const frames = await prerenderApp({ ...this.options, outDir: compiler.outputPath });
        compilation.getLogger('PrerenderPlugin').info(`prerendered ${frames.length ? frames.join(', ') : 'the renderer'}`);
      } catch (error) {
        compilation.errors.push(new compiler.webpack.WebpackError(`PrerenderPlugin: ${error instanceof Error ? error.message : error}`));
      }
    });
  }
}

module.exports = { createPrerenderConfig, prerenderApp, PrerenderPlugin, OUTPUT_DIR };
