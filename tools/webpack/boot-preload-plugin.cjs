// Emits `boot-preload.json` ({ files }) next to the shell's bundle: the JavaScript and CSS files the shell loads before
// it renders anything — its `import('./bootstrap')` chunks and the chunks of every shared library they consume, and
// of those the libraries consume in turn (react-dom consumes react). main.js discovers them only once it runs; the
// site server names them in preload hints so they download alongside it (tools/site/preload.ts).
// It also lists what the shell prefetches once a page is idle, for the pages its navbar links to (src/prefetch):
// `shared`, the files of each shared singleton it provides (beyond the boot files), which a remote's page consumes
// (its fc-preload.json names them), and `lazy`, the files of named chunks every page's data needs (the API transport).
const path = require('node:path');

const PLUGIN = 'BootPreloadPlugin';
const PRELOADED = /\.(js|css)$/;
/** The API client's transport (axios), which `@fc/shared`'s callApi imports on the first call that needs the network. */
const API_TRANSPORT_CHUNK = 'api-transport';

class BootPreloadPlugin {
  /**
   * @param {{ entryFile: string, bootRequest: string, lazyChunks?: string[] }} options the entry module and its async
   *   boundary's request; the named chunks whose files `lazy` lists
   */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { sources, Compilation, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const { chunkGraph } = compilation;
        /** @type {Map<string, import('webpack').ChunkGroup[]>} share key → the chunk groups its provider loads */
        const providers = new Map();
        let boot = null;
        for (const module of compilation.modules) {
          if (module.constructor.name === 'ProvideSharedModule') {
            const groups = module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block)).filter(Boolean);
            providers.set(module._name, [...(providers.get(module._name) ?? []), ...groups]);
          }
          if ('resource' in module && module.resource === this.options.entryFile) {
            for (const block of module.blocks) {
              const group = chunkGraph.getBlockChunkGroup(block);
              if (group?.origins.some((origin) => origin.request === this.options.bootRequest)) boot = group;
            }
          }
        }
        if (!boot) {
          compilation.errors.push(new WebpackError(`${PLUGIN}: no import('${this.options.bootRequest}') in ${this.options.entryFile}`));
          return;
        }
        /** The files of `groups` and of the providers of whatever their chunks consume, in turn. */
        const filesOf = (groups) => {
          const files = new Set();
          const seenGroups = new Set();
          const queue = [...groups];
          while (queue.length > 0) {
            const group = queue.shift();
            if (seenGroups.has(group)) continue;
            seenGroups.add(group);
            for (const chunk of group.chunks) {
              for (const file of chunk.files) if (PRELOADED.test(file)) files.add(file);
              for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
                if (module.constructor.name === 'ConsumeSharedModule') queue.push(...(providers.get(module.options.shareKey) ?? []));
              }
            }
          }
          return files;
        };
        const bootFiles = filesOf([boot]);
        const ordered = [...bootFiles].sort((a, b) => Number(b.endsWith('.css')) - Number(a.endsWith('.css')));
        const notBoot = (files) => [...files].filter((file) => !bootFiles.has(file)).sort();
        /** @type {Record<string, string[]>} */
        const shared = {};
        for (const [key, groups] of [...providers].sort(([a], [b]) => a.localeCompare(b))) shared[key] = notBoot(filesOf(groups));
        const lazy = {};
        for (const name of this.options.lazyChunks ?? []) {
          const group = compilation.namedChunkGroups.get(name);
          if (group) lazy[name] = notBoot(filesOf([group]));
          else compilation.errors.push(new WebpackError(`${PLUGIN}: no chunk named ${name}`));
        }
        compilation.emitAsset('boot-preload.json', new sources.RawSource(`${JSON.stringify({ files: ordered, shared, lazy }, null, 2)}\n`));
      });
    });
  }
}

/** The plugin for an app whose entry is `src/index.ts` with the `import('./bootstrap')` boundary. */
const bootPreloadPlugin = (dir) =>
  new BootPreloadPlugin({ entryFile: path.join(dir, 'src', 'index.ts'), bootRequest: './bootstrap', lazyChunks: [API_TRANSPORT_CHUNK] });

module.exports = { BootPreloadPlugin, bootPreloadPlugin };
