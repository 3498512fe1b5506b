// Emits `fc-remote.json` ({ name, packageVersion, contract, sharedVersion, routes }) next to a remote's bundle: the
// route table the release step copies into the registry, and the @fc/shared version the remote was built against,
// which release and rollback compare with the one the deployed shell provides. It evaluates `src/routes.tsx` in Node
// (tsx) in a child process, so the table is exactly what the remote declares, minus the `load` functions.
// It also emits `fc-preload.json` ({ routes: { <route id>: [files] } }): the JavaScript and CSS files each route's page
// import loads, which the site server names in preload hints when it serves that route (tools/site/preload.ts).
const path = require('node:path');
const { runTsx } = require('./run-tsx.cjs');

const READ_ROUTES = path.join(__dirname, 'read-routes.ts');
const PLUGIN = 'FcRemotePlugin';

const PRELOADED = /\.(js|css)$/;

/**
 * The files of each route's page import: the chunks of the async chunk group that `routes.tsx` opens with that
 * request (the page's own chunk and the split chunks it needs; shared singletons are not chunks of it).
 * @param {import('webpack').Compilation} compilation
 * @param {string} routesFile
 * @param {Record<string, string>} pageModules route id → the module its `load` imports
 * @returns {Record<string, string[]>}
 */
function pageFiles(compilation, routesFile, pageModules) {
  /** @type {Map<string, Set<string>>} */
  const byRequest = new Map();
  for (const group of compilation.chunkGroups) {
    for (const origin of group.origins) {
      const resource = origin.module && 'resource' in origin.module ? origin.module.resource : null;
      if (resource !== routesFile || !origin.request) continue;
      const files = byRequest.get(origin.request) ?? new Set();
      for (const chunk of group.chunks) for (const file of chunk.files) if (PRELOADED.test(file)) files.add(file);
      byRequest.set(origin.request, files);
    }
  }
  return Object.fromEntries(
    Object.entries(pageModules).flatMap(([routeId, request]) => {
      const files = byRequest.get(request);
      return files ? [[routeId, [...files].sort()]] : [];
    }),
  );
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
            const preload = { routes: pageFiles(compilation, path.join(this.options.dir, 'src', 'routes.tsx'), pageModules) };
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
