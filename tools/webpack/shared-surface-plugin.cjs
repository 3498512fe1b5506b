// Fails the build when the app imports, from a shared singleton that is provided by name (tools/webpack/shared/*.mjs),
// a name that list does not have. The shell provides exactly that list; a remote using more would get `undefined`
// from the deployed shell at run time, so the build says so instead.
const fs = require('node:fs');
const path = require('node:path');

const PLUGIN = 'SharedSurfacePlugin';
const ROOT = path.resolve(__dirname, '..', '..');
const CHECKED = new Set(['harmony import specifier', 'harmony export imported specifier']);
const UNCHECKABLE = new Set(['import()', 'cjs require', 'cjs full require', 'amd require', 'require.resolve']);

/** The names of the file's `export { a, b } from '…'` list. */
function surfaceNames(file) {
  const block = fs.readFileSync(file, 'utf8').match(/export\s*\{([^}]*)\}\s*from/);
  if (!block) throw new Error(`${PLUGIN}: ${file} has no export { … } from '…' list`);
  return new Set(
    block[1]
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

class SharedSurfacePlugin {
  /** @param {Record<string, string>} surfaces package name → the file listing what is shared of it */
  constructor(surfaces) {
    this.surfaces = new Map(Object.entries(surfaces).map(([request, file]) => [request, { file, names: surfaceNames(file) }]));
  }

  apply(compiler) {
    const { WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.finishModules.tap(PLUGIN, (modules) => {
        const problems = new Set();
        const check = (module, dependency) => {
          const surface = this.surfaces.get(dependency.request);
          if (!surface) return;
          const where = module.readableIdentifier(compilation.requestShortener);
          const list = path.relative(ROOT, surface.file);
          if (UNCHECKABLE.has(dependency.type)) {
            problems.add(`${where}: ${dependency.type} of ${dependency.request}; import the names it uses (listed in ${list})`);
            return;
          }
          if (!CHECKED.has(dependency.type)) return;
          const ids = typeof dependency.getIds === 'function' ? dependency.getIds(compilation.moduleGraph) : dependency.ids;
          const name = ids?.[0];
          if (!name) {
            problems.add(`${where}: uses ${dependency.request} as a whole (namespace or export *); import the names it uses (listed in ${list})`);
          } else if (!surface.names.has(name)) {
            problems.add(
              `${where}: ${dependency.request} does not share \`${name}\`. Add it to ${list} and deploy a shell built with it before releasing a remote that uses it.`,
            );
          }
        };
        const visit = (module, block) => {
          for (const dependency of block.dependencies) check(module, dependency);
          for (const child of block.blocks) visit(module, child);
        };
        for (const module of modules) visit(module, module);
        for (const problem of problems) compilation.errors.push(new WebpackError(`${PLUGIN}: ${problem}`));
      });
    });
  }
}

module.exports = { SharedSurfacePlugin, surfaceNames };
