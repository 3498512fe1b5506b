// Emits `fc-remote.json` ({ name, packageVersion, contract, sharedVersion, routes }) next to a remote's bundle: the
// route table the release step copies into the registry, and the @fc/shared version the remote was built against,
// which release and rollback compare with the one the deployed shell provides. It evaluates `src/routes.tsx` in Node
// (tsx) in a child process, so the table is exactly what the remote declares, minus the `load` functions.
const path = require('node:path');
const { runTsx } = require('./run-tsx.cjs');

const READ_ROUTES = path.join(__dirname, 'read-routes.ts');
const PLUGIN = 'FcRemotePlugin';

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
            compilation.emitAsset('fc-remote.json', new sources.RawSource(`${JSON.stringify(descriptor, null, 2)}\n`));
          } catch (error) {
            compilation.errors.push(new WebpackError(`${PLUGIN}: ${error instanceof Error ? error.message : error}`));
          }
        },
      );
    });
  }
}

module.exports = { FcRemotePlugin };
