import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { ApiPaths, ErrorCode, firstCallKey, SESSION_COOKIES, type FirstAnswers, type FirstCall, type Registry } from '@fc/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { buildSiteApp } from './app';
import { FIRST_ANSWERS_FRESH_MS, FIRST_CALLS_ADDRESS } from './first-answers';
import { NO_EXTRA_SOURCES, sourcesFromEnv } from './security';

const INDEX = '<!doctype html><html><head><script>window.boot=1</script><style>body{margin:0}</style>' +
  '<script defer src="/main.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>';
const REGISTRY: Registry = {
  revision: 3,
  updatedAt: '2026-01-01T00:00:00.000Z',
  remotes: {
    mfe_market: {
      version: '1.0.0-abcdef12',
      manifest: '/remotes/mfe_market/1.0.0-abcdef12/mf-manifest.json',
      contract: 1,
      routes: [{ id: 'market.center', path: '/market/center', loginRequired: false, layout: 'main' }],
    },
  },
};

/** A browser with its anonymous visitor cookie: the same bucket, so the same page, on every request. */
const VISITOR = { cookie: 'fc_visitor=aaaaaaaaaaaaaaaaaaaaaa' };
const NO_CANARY = { bucket: expect.any(Number), canary: [], reported: [] };

let deployDir: string;
let server: FastifyInstance;

async function write(relative: string, content: string) {
  const file = path.join(deployDir, relative);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, content);
}

/** The API's stand-in; `trustProxy` as the real one sets it from TRUST_PROXY. */
function apiTrustingProxy(trustProxy: boolean) {
  const app = Fastify({ trustProxy });
  app.register(
    async (api) => {
      api.setNotFoundHandler((_request, reply) => reply.code(404).send({ r: 1004, d: null, e: {} }));
      api.post('/health', async () => ({ r: 0, d: { ok: true }, e: {} }));
    },
    { prefix: '/api' },
  );
  return app;
}
const fakeApi = () => apiTrustingProxy(false);

/** What the server adds to the head of index.html: the registry inline and the preload hints. */
const ADDED_HEAD = /<script type="application\/json" id="fc-registry">.*?<\/script>(<link rel="preload"[^>]*>)*/;
const withoutHead = (html: string) => html.replace(ADDED_HEAD, '');
const inlineRegistry = (html: string): unknown => JSON.parse(/id="fc-registry">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');
const preloads = (html: string) => [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"/g)].map((m) => `${m[2]} ${m[1]}`);

beforeEach(async () => {
  deployDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fc-site-test-'));
  await write('shell/index.html', INDEX);
  await write('shell/main.1a2b3c4d.js', 'console.log("shell")');
  await write('shell/main.1a2b3c4d.js.gz', 'gzipped bytes');
  await write('shell/mf-manifest.json', '{}');
  await write('registry.json', JSON.stringify(REGISTRY));
  await write('remotes/mfe_market/1.0.0-abcdef12/mf-manifest.json', '{"id":"mfe_market"}');
  await write('remotes/mfe_market/1.0.0-abcdef12/remoteEntry.js', 'var mfe_market;');
  await write('audit.log', '{"secret":true}\n');
  server = await buildSiteApp({ deployDir, buildApi: fakeApi, logger: false, sources: NO_EXTRA_SOURCES });
});

afterEach(async () => {
  await server.close();
  await fs.rm(deployDir, { recursive: true, force: true });
});

describe('site server', () => {
  it('serves the registry uncached with an ETag, and 304 when it has not changed', async () => {
    const first = await server.inject({ url: '/registry.json', headers: VISITOR });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ...REGISTRY, resources: { url: '/resources/', version: null }, visitor: NO_CANARY });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);

    const again = await server.inject({ url: '/registry.json', headers: { ...VISITOR, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);

    await write('registry.json', JSON.stringify({ ...REGISTRY, revision: 4 }));
    const changed = await server.inject({ url: '/registry.json', headers: { ...VISITOR, 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ revision: 4 });
  });

  it('serves an empty registry before anything is released', async () => {
    await fs.rm(path.join(deployDir, 'registry.json'));
    const response = await server.inject({ url: '/registry.json' });
    expect(response.json()).toMatchObject({ revision: 0, remotes: {} });
  });

  it('revalidates manifests and caches the rest of a released version forever', async () => {
    const manifest = await server.inject({ url: '/remotes/mfe_market/1.0.0-abcdef12/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers.etag).toBeTruthy();
    const revalidated = await server.inject({
      url: '/remotes/mfe_market/1.0.0-abcdef12/mf-manifest.json',
      headers: { 'if-none-match': String(manifest.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);

    const entry = await server.inject({ url: '/remotes/mfe_market/1.0.0-abcdef12/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('caches hashed shell files forever, sends a precompressed copy when accepted, and revalidates the rest', async () => {
    const plain = await server.inject({ url: '/main.1a2b3c4d.js' });
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toBe('console.log("shell")');

    const gzip = await server.inject({ url: '/main.1a2b3c4d.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toBe('Accept-Encoding');

    const unhashed = await server.inject({ url: '/mf-manifest.json' });
    expect(unhashed.headers['cache-control']).toBe('no-cache');
  });

  it("serves the cloud game's app files from the shell's cloud/ folder with their content types, uncached", async () => {
    // What the shell's build emits (shell/pwa/cloud-pwa.cjs); the service worker's scope is /cloud/, at its own level.
    await write('shell/cloud/manifest.webmanifest', '{"start_url":"/cloud/game"}');
    await write('shell/cloud/sw.js', 'self.addEventListener("fetch", () => {});');
    await write('shell/cloud/offline.html', '<!doctype html><title>Offline</title>');
    await write('shell/cloud/icon-192.png', 'png');
    const types: Record<string, RegExp> = {
      '/cloud/manifest.webmanifest': /^application\/manifest\+json/,
      '/cloud/sw.js': /^(application|text)\/javascript/,
      '/cloud/offline.html': /^text\/html/,
      '/cloud/icon-192.png': /^image\/png/,
    };
    for (const [url, type] of Object.entries(types)) {
      const response = await server.inject({ url });
      expect([url, response.statusCode]).toEqual([url, 200]);
      expect([url, response.headers['content-type']]).toEqual([url, expect.stringMatching(type)]);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    // The game's page itself is the shell's, like any other page.
    expect(withoutHead((await server.inject({ url: '/cloud/game' })).body)).toBe(INDEX);
  });

  it('answers 404 for a missing script, stylesheet or JSON file, never the page', async () => {
    for (const url of ['/missing.js', '/styles/missing.css', '/data.json', '/remotes/mfe_market/1.0.0-abcdef12/gone.js']) {
      const response = await server.inject({ url });
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.body).not.toContain('<div id="root">');
    }
  });

  it('sends the shell page for any other address, uncached, with security headers', async () => {
    for (const url of ['/', '/market/center', '/mycard/fp/12?tab=info']) {
      const response = await server.inject({ url });
      expect([url, response.statusCode]).toEqual([url, 200]);
      expect(withoutHead(response.body)).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const page = await server.inject({ url: '/market/center' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("img-src 'self' data: https:");
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/=]+';/);
    // No inline script or <style> element runs; a prerendered element's style attribute applies.
    expect(csp).toContain("style-src-attr 'unsafe-inline';");
    expect(csp.replace("style-src-attr 'unsafe-inline';", '')).not.toContain('unsafe-inline');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  describe('the shell page carries what its route needs', () => {
    const FOLDER = 'remotes/mfe_market/1.0.0-abcdef12';
    beforeEach(async () => {
      await write(`${FOLDER}/mf-manifest.json`, JSON.stringify({
        id: 'mfe_market',
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [{ name: 'routes', assets: { js: { sync: ['face.1111aaaa.js'], async: ['9.9999aaaa.js'] }, css: { sync: ['face.2222bbbb.css'], async: [] } } }],
      }));
      await write(`${FOLDER}/fc-preload.json`, JSON.stringify({
        routes: { 'market.center': ['7.3333cccc.css', '7.4444dddd.js'], 'market.card': ['8.5555eeee.js'], 'market.mine': ['6.6666ffff.js'] },
      }));
      await write('registry.json', JSON.stringify({
        ...REGISTRY,
        remotes: {
          mfe_market: {
            ...REGISTRY.remotes.mfe_market,
            routes: [
              { id: 'market.center', path: '/market/center', loginRequired: false, layout: 'main' },
              { id: 'market.card', path: '/market/:listingId', loginRequired: false, layout: 'main' },
              { id: 'market.old', path: '/market', loginRequired: false, layout: 'main', redirectTo: '/market/center' },
              { id: 'market.mine', path: '/market/mine', loginRequired: true, layout: 'main' },
            ],
          },
          mfe_auth: {
            version: '1.0.0-0a0a0a0a',
            manifest: '/remotes/mfe_auth/1.0.0-0a0a0a0a/mf-manifest.json',
            contract: 1,
            routes: [{ id: 'auth.login', path: '/login', loginRequired: false, layout: 'bare' }],
          },
        },
      }));
    });

    it("the shell's boot files first, as its build lists them, and again after the shell is deployed anew", async () => {
      await write('shell/boot-preload.json', JSON.stringify({ files: ['3.1111aaaa.css', '3.2222bbbb.js', '../escape.js'] }));
      expect(preloads((await server.inject({ url: '/market/center' })).body).slice(0, 3)).toEqual([
        'style /3.1111aaaa.css',
        'script /3.2222bbbb.js',
        `script /${FOLDER}/remoteEntry.js`,
      ]);
      await write('shell/boot-preload.json', JSON.stringify({ files: ['4.3333cccc.js'] }));
      expect(preloads((await server.inject({ url: '/nowhere' })).body)).toEqual(['script /4.3333cccc.js']);
    });

    it('the active registry inline, as /registry.json answers it, so the shell boots without asking', async () => {
      const page = await server.inject({ url: '/market/center', headers: VISITOR });
      const { visitor, ...served } = (await server.inject({ url: '/registry.json', headers: VISITOR })).json<Registry>();
      expect(visitor).toEqual(NO_CANARY);
      // No canary runs: the page leaves the bucket out, so every visitor gets the same page.
      expect(inlineRegistry(page.body)).toEqual(served);
      const other = await server.inject({ url: '/market/center', headers: { cookie: 'fc_visitor=bbbbbbbbbbbbbbbbbbbbbb' } });
      expect(other.body).toBe(page.body);
    });

    it("preload hints for the route owner's entry, face and the route's own page files, not another route's", async () => {
      const url = (file: string) => `/${FOLDER}/${file}`;
      expect(preloads((await server.inject({ url: '/market/center?tab=new' })).body)).toEqual([
        `script ${url('remoteEntry.js')}`,
        `style ${url('face.2222bbbb.css')}`,
        `script ${url('face.1111aaaa.js')}`,
        `style ${url('7.3333cccc.css')}`,
        `script ${url('7.4444dddd.js')}`,
      ]);
      // Ranked as the shell's router ranks: /market/center is not /market/:listingId.
      expect(preloads((await server.inject({ url: '/market/42' })).body).at(-1)).toBe(`script ${url('8.5555eeee.js')}`);
      // A redirect, a 404 and a remote without its build's files: the registry, no hints.
      for (const path of ['/market', '/nowhere']) expect(preloads((await server.inject({ url: path })).body)).toEqual([]);
      // A version built before fc-preload.json existed: its entry and face; one served by a dev server: none.
      const older = 'remotes/mfe_market/0.9.0-00000000';
      await write(`${older}/mf-manifest.json`, JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } }));
      const market = (manifest: string) => ({ ...REGISTRY, remotes: { mfe_market: { ...REGISTRY.remotes.mfe_market, manifest } } });
      await write('registry.json', JSON.stringify(market(`/${older}/mf-manifest.json`)));
      expect(preloads((await server.inject({ url: '/market/center' })).body)).toEqual([`script /${older}/remoteEntry.js`]);
      await write('registry.json', JSON.stringify(market('http://127.0.0.1:4002/mf-manifest.json')));
      expect(preloads((await server.inject({ url: '/market/center' })).body)).toEqual([]);
    });

    it("a page that needs a session: its own files for a signed-in visitor, the login page's for a guest", async () => {
      await write('remotes/mfe_auth/1.0.0-0a0a0a0a/mf-manifest.json', JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } }));
      const signedIn = await server.inject({ url: '/market/mine', headers: { cookie: 'language=ko; fc_token=abc; fc_logged_in=1' } });
      expect(preloads(signedIn.body).at(-1)).toBe(`script /${FOLDER}/6.6666ffff.js`);
      for (const cookie of [undefined, 'fc_logged_in=1', 'fc_token=abc; fc_logged_in=0']) {
        const guest = await server.inject({ url: '/market/mine', headers: cookie ? { cookie } : {} });
        expect([cookie, preloads(guest.body)]).toEqual([cookie, ['script /remotes/mfe_auth/1.0.0-0a0a0a0a/remoteEntry.js']]);
      }
    });

    it('nothing in the registry can close its script element', async () => {
      await write('registry.json', JSON.stringify({ ...REGISTRY, updatedAt: '</script><script>alert(1)</script>' }));
      const page = await server.inject({ url: '/' });
      expect(page.body.match(/<\/script>/g)).toHaveLength(3);
      expect(inlineRegistry(page.body)).toMatchObject({ updatedAt: '</script><script>alert(1)</script>' });
    });

    it('revalidates by ETag, changes with the registry, and is compressed as the browser accepts', async () => {
      const first = await server.inject({ url: '/market/center', headers: VISITOR });
      const etag = String(first.headers.etag);
      expect((await server.inject({ url: '/market/center', headers: { ...VISITOR, 'if-none-match': etag } })).statusCode).toBe(304);
      expect((await server.inject({ url: '/', headers: { ...VISITOR, 'if-none-match': etag } })).statusCode).toBe(200);
      await write('registry.json', JSON.stringify({ ...REGISTRY, revision: 9 }));
      expect((await server.inject({ url: '/market/center', headers: { ...VISITOR, 'if-none-match': etag } })).statusCode).toBe(200);

      const gzipped = await server.inject({ url: '/market/center', headers: { ...VISITOR, 'accept-encoding': 'gzip, deflate' } });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toContain('"revision":9');
      const brotli = await server.inject({ url: '/market/center', headers: { ...VISITOR, 'accept-encoding': 'gzip, br' } });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(gunzipSync(gzipped.rawPayload).toString('utf8'));
      expect(brotli.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    });
  });

  describe('the first paint comes rendered', () => {
    const FOLDER = 'remotes/mfe_market/1.0.0-abcdef12';
    const BOOT_INDEX =
      '<!doctype html><html lang=en><head><script>window.boot=1</script><script defer src="/main.1a2b3c4d.js"></script></head>' +
      '<body><div id=root><div class=boot aria-hidden=true></div></div></body></html>';
    /** The shell's renderer as its build emits it, reduced to what the site server relies on: its face. */
    const renderer = (mark: string) => `
      let renders = 0;
      exports.languageFor = (cookie, accept) => (/language=ko/.test(cookie || '') || /^ko/.test(accept || '') ? 'ko' : 'en');
      exports.renderShell = async ({ url, language, registry, frame }) => {
        if (url.includes('broken')) throw new Error('the renderer broke');
        renders += 1;
        return '<div id="root" data-fc-frame="' + language + '"><nav>${mark} ' + language + ' ' + url + ' r' + registry.revision +
          ' #' + renders + '</nav><main>' + (frame === null ? '<p>skeleton</p>' : frame) + '</main></div>';
      };`;
    const withFrame = (frame: Record<string, string>, version = '1.0.0-abcdef12') => ({
      ...REGISTRY,
      remotes: {
        mfe_market: {
          ...REGISTRY.remotes.mfe_market,
          version,
          manifest: `/remotes/mfe_market/${version}/mf-manifest.json`,
          routes: [
            { id: 'market.center', path: '/market/center', loginRequired: false, layout: 'main', frame },
            { id: 'market.mine', path: '/market/mine', loginRequired: true, layout: 'main' },
          ],
        },
      },
    });
    const frameFile = (html: string, head = '') => JSON.stringify({ html, head });
    const root = (html: string) => /<div id="?root"?[^>]*>.*<\/div>(?=<\/body>)/.exec(html)?.[0] ?? null;
    const stylesheets = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);

    beforeEach(async () => {
      await write('shell/index.html', BOOT_INDEX);
      await write('shell/.prerender/prerender.js', renderer('v1'));
      await write('shell/boot-preload.json', JSON.stringify({ files: ['3.1111aaaa.css', '3.2222bbbb.js'] }));
      await write(`${FOLDER}/fc-preload.json`, JSON.stringify({ routes: { 'market.center': ['7.3333cccc.css', '7.4444dddd.js'] } }));
      await write(`${FOLDER}/frames/market.center.en.json`, frameFile('<section>The market, before its listings</section>'));
      await write('registry.json', JSON.stringify(withFrame({ en: 'frames/market.center.en.json' })));
    });

    it("in the visitor's language, for the address asked, with the route's frame and the stylesheets it needs first", async () => {
      const page = await server.inject({ url: '/market/center?sort=price', headers: { 'accept-language': 'en-US,en;q=0.9' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<html lang="en"');
      expect(root(page.body)).toBe(
        '<div id="root" data-fc-route-frame="mfe_market@1.0.0-abcdef12" data-fc-frame="en"><nav>v1 en /market/center?sort=price r3 #1</nav>' +
          '<main><section>The market, before its listings</section></main></div>',
      );
      // Before anything it shows: the shell's and the route's stylesheets, as stylesheets; the scripts stay preloads.
      expect(stylesheets(page.body)).toEqual(['/3.1111aaaa.css', `/${FOLDER}/7.3333cccc.css`]);
      expect(preloads(page.body)).toEqual(['script /3.2222bbbb.js', `script /${FOLDER}/7.4444dddd.js`]);
      expect(page.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    });

    it('in Korean by the language cookie or Accept-Language; without a Korean frame, the page area is left to the browser', async () => {
      for (const headers of [{ cookie: 'language=ko-kr' }, { 'accept-language': 'ko-KR,ko;q=0.9' }]) {
        const page = await server.inject({ url: '/market/center', headers });
        expect(page.body).toContain('<html lang="ko"');
        expect(root(page.body)).toMatch(/^<div id="root" data-fc-frame="ko"><nav>v1 ko \/market\/center r3 #\d<\/nav><main><p>skeleton<\/p><\/main><\/div>$/);
        // The route's own stylesheet is not needed before the page's code arrives.
        expect(stylesheets(page.body)).toEqual(['/3.1111aaaa.css']);
      }
    });

    it('renders an address once per registry, and again with the next release of the route owner, whose frame it serves', async () => {
      const nav = async () => /<nav>(.*?)<\/nav>/.exec((await server.inject({ url: '/market/center' })).body)?.[1];
      expect(await nav()).toBe('v1 en /market/center r3 #1');
      expect(await nav()).toBe('v1 en /market/center r3 #1');
      const next = 'remotes/mfe_market/1.1.0-12345678';
      await write(`${next}/mf-manifest.json`, '{}');
      await write(`${next}/frames/market.center.en.json`, frameFile('<section>The new market frame</section>'));
      await write('registry.json', JSON.stringify({ ...withFrame({ en: 'frames/market.center.en.json' }, '1.1.0-12345678'), revision: 4 }));
      const released = root((await server.inject({ url: '/market/center' })).body);
      expect(released).toContain('data-fc-route-frame="mfe_market@1.1.0-12345678"');
      expect(released).toContain('<section>The new market frame</section>');
      // A frame file replaced in place (an operator's fix) is read again.
      await write(`${next}/frames/market.center.en.json`, frameFile('<section>The fixed market frame</section>'));
      expect(root((await server.inject({ url: '/market/center' })).body)).toContain('<section>The fixed market frame</section>');
      // Rolled back: the first version's frame again.
      await write('registry.json', JSON.stringify({ ...withFrame({ en: 'frames/market.center.en.json' }), revision: 5 }));
      const rolledBack = root((await server.inject({ url: '/market/center' })).body);
      expect(rolledBack).toContain('data-fc-route-frame="mfe_market@1.0.0-abcdef12"');
      expect(rolledBack).toContain('<section>The market, before its listings</section>');
    });

    it('sends a page unrendered rather than wait behind a flood of renders of new addresses', async () => {
      await write('shell/.prerender/prerender.js', `${renderer('slow')}
        const render = exports.renderShell;
        exports.renderShell = (request) => new Promise((resolve) => setTimeout(resolve, 1000)).then(() => render(request));`);
      const pages = await Promise.all(Array.from({ length: 12 }, (_, index) => server.inject({ url: `/market/center?page=${index}` })));
      const unrendered = pages.filter((page) => page.body.includes('<div id=root><div class=boot aria-hidden=true></div></div>'));
      expect(pages.every((page) => page.statusCode === 200)).toBe(true);
      expect(unrendered.length).toBe(4);
      // Once rendered, an address is served from the renders kept.
      expect((await server.inject({ url: '/market/center?page=0' })).body).toContain('<nav>slow en /market/center?page=0');
    });

    it("uses the shell's renderer as deployed, and is sent unrendered when it is missing or fails", async () => {
      expect((await server.inject({ url: '/market/center' })).body).toContain('<nav>v1 en');
      await write('shell/.prerender/prerender.js', renderer('v2'));
      expect((await server.inject({ url: '/market/center' })).body).toContain('<nav>v2 en');
      await write('shell/.prerender/prerender.js', `${renderer('v3')}
        exports.languageFor = () => { throw new URIError('URI malformed'); };`);
      expect((await server.inject({ url: '/market/center', headers: { cookie: 'language=%E0%A4%A' } })).body).toContain(
        '<div id=root><div class=boot aria-hidden=true></div></div>',
      );
      await write('shell/.prerender/prerender.js', renderer('v2'));
      for (const url of ['/market/center?broken=1']) {
        const page = await server.inject({ url });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('<div id=root><div class=boot aria-hidden=true></div></div>');
      }
      await fs.rm(path.join(deployDir, 'shell', '.prerender'), { recursive: true });
      expect((await server.inject({ url: '/market/center' })).body).toContain('<div id=root><div class=boot aria-hidden=true></div></div>');
    });

    it("with the art's deployed address and version in place of the frame's placeholders, and its head in the head", async () => {
      const art = (at: string) => `${at}common/pack-gold.svg?v=fc-frame-resources-version`;
      await write(
        `${FOLDER}/frames/market.center.en.json`,
        frameFile(`<img src="${art('https://fc-frame-resources.invalid/')}" alt="">`, `<link rel="preload" as="image" href="${art('https://fc-frame-resources.invalid/')}"/>`),
      );
      await write('resources/version.json', JSON.stringify({ version: 'abc123' }));
      const page = (await server.inject({ url: '/market/center' })).body;
      expect(root(page)).toContain('<img src="/resources/common/pack-gold.svg?v=abc123" alt="">');
      expect(page).toMatch(/<link rel="stylesheet"[^>]*><link rel="preload" as="image" href="\/resources\/common\/pack-gold\.svg\?v=abc123"\/>.*<\/head>/);
      expect(page).not.toContain('fc-frame-resources');
      // A file that is not a frame: the page area is the browser's.
      await write(`${FOLDER}/frames/market.center.en.json`, '<section>not JSON</section>');
      expect(root((await server.inject({ url: '/market/center' })).body)).toContain('<main><p>skeleton</p></main>');
    });

    it('a frame named but missing, a signed-in visitor, a page that needs a login and a 404 are left to the browser', async () => {
      await write('registry.json', JSON.stringify(withFrame({ en: 'frames/market.gone.en.json' })));
      const missing = root((await server.inject({ url: '/market/center' })).body);
      expect(missing).toContain('<main><p>skeleton</p></main>');
      expect(missing).not.toContain('data-fc-route-frame');
      const signedIn = `${SESSION_COOKIES.loggedIn}=1; ${SESSION_COOKIES.token}=abc`;
      for (const [url, cookie] of [['/market/center', signedIn], ['/market/mine', ''], ['/nowhere', '']] as const) {
        const page = await server.inject({ url, headers: { cookie } });
        expect(page.body).toContain('<div id=root><div class=boot aria-hidden=true></div></div>');
        expect(stylesheets(page.body)).toEqual([]);
      }
    });
  });

  describe("a guest's page comes with the answers of its first calls", () => {
    const STRIP = { tab: 'fp', sort: 'newest', page: 1, pageSize: 4 };
    const FIRST_CALLS: FirstCall[] = [
      { path: ApiPaths.packList, body: {} },
      { path: ApiPaths.gameRanking, body: { scope: 'daily' } },
      { path: ApiPaths.marketList, body: STRIP },
      // Refused by the API: left out.
      { path: ApiPaths.marketList, body: { ...STRIP, sort: 'refused' } },
      // Answers after the page has stopped waiting: left out of that page.
      { path: ApiPaths.marketList, body: { ...STRIP, sort: 'slow' } },
    ];
    const HOME_REGISTRY: Registry = {
      ...REGISTRY,
      remotes: {
        mfe_market: {
          ...REGISTRY.remotes.mfe_market!,
          routes: [
            { id: 'market.home', path: '/', loginRequired: false, layout: 'main', firstCalls: FIRST_CALLS },
            ...REGISTRY.remotes.mfe_market!.routes,
          ],
        },
      },
    };
    /** What the API was asked, as it saw it. */
    let asked: { path: string; ip: string; headers: Record<string, unknown> }[];
    let clock: number;
    let listingName: string;

    /** The API's stand-in, answering the home page's calls; the slow one after 100 ms. */
    function homeApi() {
      const app = Fastify();
      app.register(
        async (api) => {
          api.addHook('onRequest', async (request) => {
            asked.push({ path: request.url.slice('/api'.length), ip: request.ip, headers: { ...request.headers } });
          });
          api.post(ApiPaths.packList, async (request) => ({ r: 0, d: { list: [], lang: request.headers['x-fc-lang'] }, e: {} }));
          api.post(ApiPaths.gameRanking, async () => ({ r: 0, d: { scope: 'daily', list: [] }, e: {} }));
          api.post(ApiPaths.marketList, async (request) => {
            const { sort } = request.body as { sort: string };
            if (sort === 'refused') return { r: ErrorCode.INVALID_PARAMS, d: { field: 'sort' }, e: {} };
            if (sort === 'slow') await new Promise((resolve) => setTimeout(resolve, 100));
            return { r: 0, d: { list: [{ name: listingName, sort }], total: 1 }, e: {} };
          });
        },
        { prefix: '/api' },
      );
      return app;
    }
    const firstAnswers = (html: string): FirstAnswers | null =>
      JSON.parse(/<script type="application\/json" id="fc-first-answers">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as FirstAnswers | null;
    const answered = (html: string) => Object.keys(firstAnswers(html)?.answers ?? {}).sort();
    const key = (call: FirstCall) => firstCallKey(call.path, call.body);

    beforeEach(async () => {
      asked = [];
      clock = Date.parse('2026-11-27T12:00:00Z');
      listingName = 'First';
      // The shell's renderer decides the visitor's language (SPEC §1), as the page's own does.
      await write('shell/.prerender/prerender.js', `
        exports.languageFor = (cookie, accept) => (/language=ko/.test(cookie || '') || /^ko/.test(accept || '') ? 'ko' : 'en');
        exports.renderShell = async () => '<div id="root"></div>';`);
      await write('registry.json', JSON.stringify(HOME_REGISTRY));
      await server.close();
      server = await buildSiteApp({
        deployDir,
        buildApi: homeApi,
        logger: false,
        sources: NO_EXTRA_SOURCES,
        firstAnswers: { waitMs: 50, now: () => clock },
      });
    });

    it('made in process in the visitor\'s language with no session, those that succeeded in time, by path and body', async () => {
      const page = await server.inject({ url: '/', headers: { 'accept-language': 'ko-KR,ko;q=0.9', cookie: 'theme=dark' } });
      const block = firstAnswers(page.body);
      expect(block?.language).toBe('ko-KR');
      expect(answered(page.body)).toEqual([key(FIRST_CALLS[0]!), key(FIRST_CALLS[1]!), key(FIRST_CALLS[2]!)].sort());
      expect(block?.answers[key(FIRST_CALLS[0]!)]).toEqual({ at: clock, envelope: { r: 0, d: { list: [], lang: 'ko-KR' }, e: {} } });
      expect(block?.answers[key(FIRST_CALLS[2]!)]?.envelope.d).toEqual({ list: [{ name: 'First', sort: 'newest' }], total: 1 });
      // Each call once, as a guest's browser makes it: the language header, no cookie, no token, not from this machine.
      expect(asked.map((call) => call.path).sort()).toEqual(FIRST_CALLS.map((call) => call.path).sort());
      for (const call of asked) {
        expect(call.headers['x-fc-lang']).toBe('ko-KR');
        expect(call.headers).not.toHaveProperty('cookie');
        expect(call.headers).not.toHaveProperty('x-fc-token');
        expect(call.ip).toBe(FIRST_CALLS_ADDRESS);
      }
    });

    it('sends the page at once while its answers are being made, and the answers after it, compressed as asked', async () => {
      await server.close();
      server = await buildSiteApp({ deployDir, buildApi: homeApi, logger: false, sources: NO_EXTRA_SOURCES, firstAnswers: { waitMs: 1000, now: () => clock } });
      const address = await server.listen({ port: 0, host: '127.0.0.1' });
      for (const encoding of ['br', 'gzip', 'identity']) {
        clock += FIRST_ANSWERS_FRESH_MS;
        const response = await fetch(`${address}/`, { headers: { 'accept-encoding': encoding } });
        expect(response.headers.get('content-encoding')).toBe(encoding === 'identity' ? null : encoding);
        expect(response.headers.get('etag')).toBeNull();
        const reader = response.body!.getReader();
        const decoder = new TextDecoder();
        // The first part arrives before the slow call has answered: the page up to the end of its body.
        const first = decoder.decode((await reader.read()).value, { stream: true });
        expect(first).toContain('<div id="root"></div>');
        expect(first).not.toContain('fc-first-answers');
        let html = first;
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) html += decoder.decode(chunk.value, { stream: true });
        html += decoder.decode();
        expect(answered(html)).toEqual([key(FIRST_CALLS[0]!), key(FIRST_CALLS[1]!), key(FIRST_CALLS[2]!), key(FIRST_CALLS[4]!)].sort());
        expect(html.endsWith('</script></body></html>')).toBe(true);
      }
    });

    it('kept a few seconds per call and language, so a burst of guests makes each call once; a late answer serves the next pages', async () => {
      const first = await server.inject({ url: '/' });
      expect(asked).toHaveLength(FIRST_CALLS.length);
      await new Promise((resolve) => setTimeout(resolve, 150));
      clock += FIRST_ANSWERS_FRESH_MS - 1;
      listingName = 'Second';
      const again = await server.inject({ url: '/?from=mail' });
      expect(asked).toHaveLength(FIRST_CALLS.length);
      // The slow call answered meanwhile: this page has it, made when the first page asked.
      expect(answered(again.body)).toEqual([...answered(first.body), key(FIRST_CALLS[4]!)].sort());
      expect(firstAnswers(again.body)?.answers[key(FIRST_CALLS[4]!)]?.at).toBe(clock - (FIRST_ANSWERS_FRESH_MS - 1));

      // Another language is asked for itself.
      expect(firstAnswers((await server.inject({ url: '/', headers: { cookie: 'language=ko-kr' } })).body)?.language).toBe('ko-KR');
      expect(asked).toHaveLength(2 * FIRST_CALLS.length);

      // Past a few seconds, the calls are made again.
      clock += 1;
      const later = await server.inject({ url: '/' });
      expect(asked).toHaveLength(3 * FIRST_CALLS.length);
      expect(firstAnswers(later.body)?.answers[key(FIRST_CALLS[2]!)]?.envelope.d).toEqual({ list: [{ name: 'Second', sort: 'newest' }], total: 1 });
    });

    it('the ETag covers them: the same answers revalidate, new ones change the page', async () => {
      await server.inject({ url: '/', headers: VISITOR });
      // Once the slow call has answered too, the page stays the same while its answers are kept.
      await new Promise((resolve) => setTimeout(resolve, 150));
      const etag = String((await server.inject({ url: '/', headers: VISITOR })).headers.etag);
      expect((await server.inject({ url: '/', headers: { ...VISITOR, 'if-none-match': etag } })).statusCode).toBe(304);
      clock += FIRST_ANSWERS_FRESH_MS;
      listingName = 'Changed';
      expect((await server.inject({ url: '/', headers: { ...VISITOR, 'if-none-match': etag } })).statusCode).toBe(200);
    });

    it('never for a signed-in visitor, nor on a route that declares none; no block when no call succeeds', async () => {
      const signedIn = await server.inject({ url: '/', headers: { cookie: `${SESSION_COOKIES.loggedIn}=1; ${SESSION_COOKIES.token}=abc` } });
      expect(firstAnswers(signedIn.body)).toBeNull();
      expect(firstAnswers((await server.inject({ url: '/market/center' })).body)).toBeNull();
      expect(asked).toEqual([]);

      const failing = { ...HOME_REGISTRY.remotes.mfe_market!.routes[0]!, firstCalls: [FIRST_CALLS[3]!, { path: '/../health', body: {} }] };
      await write('registry.json', JSON.stringify({ ...HOME_REGISTRY, remotes: { mfe_market: { ...HOME_REGISTRY.remotes.mfe_market!, routes: [failing] } } }));
      const page = await server.inject({ url: '/' });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('fc-first-answers');
      // The malformed path was never asked.
      expect(asked.map((call) => call.path)).toEqual([ApiPaths.marketList]);
    });

    it('nothing in an answer can close its script element', async () => {
      listingName = '</script><script>alert(1)</script>';
      const page = await server.inject({ url: '/' });
      expect(page.body).not.toContain('</script><script>alert(1)');
      expect(firstAnswers(page.body)?.answers[key(FIRST_CALLS[2]!)]?.envelope.d).toEqual({ list: [{ name: listingName, sort: 'newest' }], total: 1 });
    });
  });

  it('leaves /api to the API, including its own not-found answer', async () => {
    const health = await server.inject({ method: 'POST', url: '/api/health', payload: {} });
    expect(health.json()).toMatchObject({ r: 0 });
    const unknown = await server.inject({ method: 'POST', url: '/api/nope', payload: {} });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ r: 1004 });
    const get = await server.inject({ url: '/api/nope' });
    expect(get.statusCode).toBe(404);
    expect(get.body).not.toContain('<div id="root">');
  });

  describe('the generated art', () => {
    const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><title>Card</title></svg>';
    const VERSION = '0123456789ab';
    beforeEach(async () => {
      await write('resources/version.json', JSON.stringify({ version: VERSION }));
      await write('resources/cards/7-rare.svg', SVG);
      await write('resources/teams/3.svg', SVG);
    });

    it("tells pages where it is and which version, in the registry", async () => {
      expect((await server.inject({ url: '/registry.json' })).json()).toMatchObject({ resources: { url: '/resources/', version: VERSION } });
      await write('resources/version.json', JSON.stringify({ version: 'fedcba987654' }));
      expect((await server.inject({ url: '/registry.json' })).json()).toMatchObject({ resources: { version: 'fedcba987654' } });

      await server.close();
      server = await buildSiteApp({ deployDir, buildApi: fakeApi, logger: false, sources: NO_EXTRA_SOURCES, resourcesUrl: 'https://static.fc.example/fc' });
      expect((await server.inject({ url: '/registry.json' })).json()).toMatchObject({
        resources: { url: 'https://static.fc.example/fc/', version: 'fedcba987654' },
      });
    });

    it('serves an SVG forever under its version, revalidated under any other address', async () => {
      const versioned = await server.inject({ url: `/resources/cards/7-rare.svg?v=${VERSION}` });
      expect(versioned.statusCode).toBe(200);
      expect(versioned.body).toBe(SVG);
      expect(versioned.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(versioned.headers['content-security-policy']).toContain("default-src 'none'");
      expect(versioned.headers['x-content-type-options']).toBe('nosniff');

      for (const url of ['/resources/teams/3.svg', '/resources/teams/3.svg?v=000000000000']) {
        const response = await server.inject({ url });
        expect([url, response.statusCode, response.headers['cache-control']]).toEqual([url, 200, 'no-cache']);
      }
    });

    it('answers 404 for a file it does not have, never the page', async () => {
      for (const url of [`/resources/cards/9999-rare.svg?v=${VERSION}`, '/resources/teams', '/resources/', '/resources/cards/7-mythic']) {
        const response = await server.inject({ url });
        expect([url, response.statusCode]).toEqual([url, 404]);
        expect(response.body).not.toContain('<div id="root">');
      }
    });
  });

  it('serves nothing outside the shell and released versions', async () => {
    for (const url of ['/audit.log', '/remotes/../audit.log', '/%2e%2e/audit.log', '/remotes/%2e%2e/%2e%2e/audit.log', '/.lock']) {
      const response = await server.inject({ url });
      expect([url, response.statusCode >= 400]).toEqual([url, true]);
      expect(response.body).not.toContain('secret');
    }
  });

  it('lets npm run dev point a remote at its dev server', async () => {
    await server.close();
    server = await buildSiteApp({
      deployDir,
      buildApi: fakeApi,
      logger: false,
      devOrigins: ['http://127.0.0.1:4002'],
      registryOverlay: (registry) => ({
        ...registry,
        remotes: { ...registry.remotes, mfe_market: { version: 'dev', manifest: 'http://127.0.0.1:4002/mf-manifest.json', contract: 1, routes: [] } },
      }),
    });
    const registry = await server.inject({ url: '/registry.json' });
    expect(registry.json()).toMatchObject({ remotes: { mfe_market: { version: 'dev' } } });
    const page = await server.inject({ url: '/' });
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self' http://127.0.0.1:4002");
  });

  it('sends HSTS only over HTTPS: a TLS proxy counts when the API trusts it (TRUST_PROXY)', async () => {
    const plain = await server.inject({ url: '/' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const untrusted = await server.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();

    await server.close();
    server = await buildSiteApp({ deployDir, buildApi: () => apiTrustingProxy(true), logger: false, sources: NO_EXTRA_SOURCES });
    const proxied = await server.inject({ url: '/market/center', headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const proxiedPlain = await server.inject({ url: '/market/center', headers: { 'x-forwarded-proto': 'http' } });
    expect(proxiedPlain.headers['strict-transport-security']).toBeUndefined();
    const file = await server.inject({ url: '/main.1a2b3c4d.js', headers: { 'x-forwarded-proto': 'https' } });
    expect(file.headers['content-security-policy']).toBeUndefined();
  });

  it('takes the CSP connect and image sources from API_URL, CHAIN_RPC_URLS and RESOURCES_URL', async () => {
    const sources = sourcesFromEnv({
      API_URL: 'https://api.fc.example/api',
      CHAIN_RPC_URLS: 'https://bsc-dataseed.bnbchain.org/, wss://eth.example.org/ws ,https://bsc-dataseed.bnbchain.org/x',
      RESOURCES_URL: 'https://static.fc.example/resources/',
    });
    await server.close();
    server = await buildSiteApp({ deployDir, buildApi: fakeApi, logger: false, sources });
    const csp = String((await server.inject({ url: '/' })).headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self' https://api.fc.example https://bsc-dataseed.bnbchain.org wss://eth.example.org;");
    expect(csp).toContain("img-src 'self' data: https://static.fc.example;");
    expect(csp).toContain("media-src 'self' https://static.fc.example;");
    expect(csp).not.toContain('https:;');
  });

  it('lets WalletConnect reach its relay, modal and verify frame only when WALLETCONNECT_PROJECT_ID is set', async () => {
    const cspWith = async (env: NodeJS.ProcessEnv) => {
      await server.close();
      server = await buildSiteApp({ deployDir, buildApi: fakeApi, logger: false, sources: sourcesFromEnv(env) });
      return String((await server.inject({ url: '/' })).headers['content-security-policy']);
    };
    const withProject = await cspWith({ WALLETCONNECT_PROJECT_ID: 'a1b2c3d4e5f60718293a4b5c6d7e8f90' });
    expect(withProject).toMatch(/connect-src [^;]*wss:\/\/relay\.walletconnect\.org/);
    expect(withProject).toMatch(/connect-src [^;]*https:\/\/api\.web3modal\.org/);
    expect(withProject).toMatch(/frame-src [^;]*https:\/\/verify\.walletconnect\.org/);
    const without = await cspWith({});
    expect(without).not.toContain('walletconnect');
    expect(without).not.toContain('frame-src');
  });

  it('takes a RESOURCES_URL that is a path as the site itself', () => {
    expect(sourcesFromEnv({ RESOURCES_URL: '/resources/' }).resourcesOrigin).toBeNull();
  });

  it('refuses a configured source that is not a URL, naming the variable', () => {
    expect(() => sourcesFromEnv({ CHAIN_RPC_URLS: 'bsc-dataseed' })).toThrow(/CHAIN_RPC_URLS: "bsc-dataseed" is not a URL/);
  });
});
