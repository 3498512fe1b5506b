// Emits `fc-remote.json` ({ name, packageVersion, contract, sharedVersion, routes }) next to a remote's bundle: the
// route table the release step copies into the registry, and the @fc/shared version the remote was built against,
// which release and rollback compare with the one the deployed shell provides. It evaluates `src/routes.tsx` in Node
// (tsx) in a child process, so the table is exactly what the remote declares, minus the `load` functions.
// It also emits `fc-preload.json` ({ face: [files], routes: { <route id>: [files] }, shared: { <route id>: [share keys] } }):
// the face's files, the JavaScript and CSS files each route's imports load, which the site server names in preload
// hints when it serves that route (tools/site/preload.ts) and the shell prefetches for the routes its navbar links to,
// and the shared singletons they consume (the shell finds its own files for those in its boot-preload.json).
const path = require('node:path');
const { runTsx } = require('./run-tsx.cjs');

const READ_ROUTES = path.join(__dirname, 'read-routes.ts');
const PLUGIN = 'FcRemotePlugin';

const PRELOADED = /\.(js|css)$/;

/**
 * The files of each route's imports (its `load`, the page a wrapper keeps, its `prefetch`): the chunks of the async
 * chunk groups that `routes.tsx` opens with those requests (the page's own chunk and the split chunks it needs), and
 * the shared singletons those chunks consume (provided by the shell, so not chunks of theirs).
 * @param {import('webpack').Compilation} compilation
 * @param {string} routesFile
 * @param {Record<string, string[]>} pageModules route id → the modules its functions import
 * @returns {{ routes: Record<string, string[]>, shared: Record<string, string[]> }}
 */
function pageFiles(compilation, routesFile, pageModules) {
  const { chunkGraph } = compilation;
  /** @type {Map<string, { files: Set<string>, shared: Set<string> }>} */
  const byRequest = new Map();
  for (const group of compilation.chunkGroups) {
    for (const origin of group.origins) {
      const resource = origin.module && 'resource' in origin.module ? origin.module.resource : null;
      if (resource !== routesFile || !origin.request) continue;
      const found = byRequest.get(origin.request) ?? { files: new Set(), shared: new Set() };
      for (const chunk of group.chunks) {
        for (const file of chunk.files) if (PRELOADED.test(file)) found.files.add(file);
        for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
          if (module.constructor.name === 'ConsumeSharedModule') found.shared.add(module.options.shareKey);
        }
      }
      byRequest.set(origin.request, found);
    }
  }
  const routes = {};
  const shared = {};
  for (const [routeId, requests] of Object.entries(pageModules)) {
    const found = requests.map((request) => byRequest.get(request)).filter(Boolean);
    if (found.length === 0) continue;
    routes[routeId] = [...new Set(found.flatMap((entry) => [...entry.files]))].sort();
    shared[routeId] = [...new Set(found.flatMap((entry) => [...entry.shared]))].sort();
  }
  return { routes, shared };
}

/**
 * The files of the remote's face (the exposed `./routes`): the chunks of the chunk group its container entry opens for
 * it. Beside the entry, which is `REMOTE_ENTRY_FILE`, that is what the shell needs to prefetch a remote's pages without
 * reading its manifest.
 * @param {import('webpack').Compilation} compilation
 * @returns {string[]}
 */
function faceFiles(compilation) {
  const files = new Set();
  for (const group of compilation.chunkGroups) {
    const fromContainer = group.origins.some(
      (origin) => origin.module?.constructor.name === 'ContainerEntryModule' && /routes\.tsx$/.test(origin.request ?? ''),
    );
    if (!fromContainer) continue;
    for (const chunk of group.chunks) for (const file of chunk.files) if (PRELOADED.test(file)) files.add(file);
  }
  return [...files].sort();
}

class FcRemotePlugin {
  /** @param {{ dir: string, name: string }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { sources, Compilation, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          try {
            const descriptor = JSON.parse(await runTsx(READ_ROUTES, [this.options.dir]));
            if (descriptor.name !== this.options.name) {
              throw new Error(`routes.tsx declares ${descriptor.name} but the build is ${this.options.name}`);
            }
            const { pageModules, ...face } = descriptor;
            compilation.emitAsset('fc-remote.json', new sources.RawSource(`${JSON.stringify(face, null, 2)}\n`));
            const preload = {
              face: faceFiles(compilation),
              ...pageFiles(compilation, path.join(this.options.dir, 'src', 'routes.tsx'), pageModules),
            };
            compilation.emitAsset('fc-preload.json', new sources.RawSource(`${JSON.stringify(preload, null, 2)}\n`));
          } catch (error) {
            compilation.errors.push(new WebpackError(`${PLUGIN}: ${error instanceof Error ? error.message : error}`));
          }
        },
      );
    });
  }
}

module.exports = { FcRemotePlugin };
