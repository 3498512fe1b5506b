// Writes `.br` and `.gz` siblings of text assets so the site server can send them as they are
// (@fastify/static `preCompressed`) instead of compressing on every request.
const zlib = require('node:zlib');
const { promisify } = require('node:util');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const PLUGIN = 'PrecompressPlugin';
const TEXT = /\.(js|css|html|svg|json)$/;
const MIN_SIZE = 1024;

class PrecompressPlugin {
  apply(compiler) {
    const { sources, Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          const jobs = Object.keys(assets)
            .filter((file) => TEXT.test(file))
            .map(async (file) => {
              const buffer = compilation.getAsset(file).source.buffer();
              if (buffer.length < MIN_SIZE) return;
              const [br, gz] = await Promise.all([
                brotli(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
                gzip(buffer, { level: 9 }),
              ]);
              const info = { compressed: true, immutable: compilation.getAsset(file).info.immutable };
              compilation.emitAsset(`${file}.br`, new sources.RawSource(br), info);
              compilation.emitAsset(`${file}.gz`, new sources.RawSource(gz), info);
            });
          await Promise.all(jobs);
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };
