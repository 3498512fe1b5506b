// `nx run art:build` (part of `npm run build`, so of `npm start`, the e2e site and CI): renders the resources folder
// from the player catalog into the folder given (tools/art/dist/resources), with `.br` and `.gz` copies for the site
// server to send as they are, and version.json { version, files, bytes }. The folder is replaced whole.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { resourcePaths } from '@fc/shared/contracts/resources';
import { generateCatalog } from '../../catalog/generate-players.mjs';
import { renderResources, resourcesVersion } from './resources';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Below this, a compressed copy saves less than its headers cost. */
const MIN_COMPRESS_SIZE = 1024;

async function main(): Promise<void> {
  const output = process.argv[2];
  if (!output) throw new Error('Usage: build.ts <output folder>');
  const outDir = path.resolve(output);
  const files = renderResources(generateCatalog());
  const version = resourcesVersion(files);

  const staging = `${outDir}.tmp-${process.pid}`;
  await fs.rm(staging, { recursive: true, force: true });
  let bytes = 0;
  for (const [relative, svg] of files) {
    const file = path.join(staging, relative);
    const buffer = Buffer.from(svg, 'utf8');
    bytes += buffer.length;
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, buffer);
    if (buffer.length < MIN_COMPRESS_SIZE) continue;
    const [br, gz] = await Promise.all([
      // Quality 6: a thirtieth of quality 11's time over 2,500 small files, 7 % larger.
      brotli(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }),
      gzip(buffer, { level: 9 }),
    ]);
    await fs.writeFile(`${file}.br`, br);
    await fs.writeFile(`${file}.gz`, gz);
  }
  await fs.writeFile(path.join(staging, resourcePaths.version()), `${JSON.stringify({ version, files: files.size, bytes })}\n`);
  await fs.rm(outDir, { recursive: true, force: true });
  await fs.rename(staging, outDir);
  console.log(`resources ${version}: ${files.size} files, ${(bytes / 1024).toFixed(0)} KiB, in ${path.relative(process.cwd(), outDir)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
