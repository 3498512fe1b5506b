// The yardstick for the site's first contentful paint: a bare React page (react + react-dom, no federation, no
// router, no i18n) that renders the navbar markup the site rendered for a guest, with the same style sheets, served
// gzip-compressed from loopback like the site.
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import webpack from 'webpack';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const ENTRY = `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(
  createElement('div', { dangerouslySetInnerHTML: { __html: __NAVBAR_HTML__ } }),
);
`;

function build(dir, navbarHtml) {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.mjs',
    target: ['web', 'es2022'],
    output: { path: path.join(dir, 'public'), filename: 'main.js' },
    resolve: { modules: [path.join(ROOT, 'node_modules')] },
    plugins: [new webpack.DefinePlugin({ __NAVBAR_HTML__: JSON.stringify(navbarHtml) })],
    stats: 'errors-only',
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString('errors-only')));
      else resolve();
    }),
  );
}

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

/**
 * Builds and serves the bare page.
 * @param {{ navbarHtml: string, styleSheets: { name: string, text: string }[] }} page what the site's `/` showed
 * @returns {Promise<{ url: string, gzipBytes: number, stop: () => Promise<void> }>}
 */
export async function startBareReactPage({ navbarHtml, styleSheets }) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fc-bare-react-'));
  await writeFile(path.join(dir, 'entry.mjs'), ENTRY);
  await build(dir, navbarHtml);
  const publicDir = path.join(dir, 'public');
  for (const sheet of styleSheets) await writeFile(path.join(publicDir, sheet.name), sheet.text);
  const links = styleSheets.map((sheet) => `<link rel="stylesheet" href="/${sheet.name}">`).join('');
  await writeFile(
    path.join(publicDir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>FC</title>${links}<script defer src="/main.js"></script></head><body><div id="root"></div></body></html>`,
  );
  const files = new Map();
  for (const name of await readdir(publicDir)) {
    const body = gzipSync(await readFile(path.join(publicDir, name)));
    files.set(`/${name}`, { body, type: TYPES[path.extname(name)] ?? 'application/octet-stream' });
  }
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://bare').pathname;
    const file = files.get(pathname === '/' ? '/index.html' : pathname);
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': file.type, 'content-encoding': 'gzip', 'cache-control': 'no-store' });
    response.end(file.body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    gzipBytes: files.get('/main.js').body.length,
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
