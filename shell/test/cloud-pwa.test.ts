// The cloud game's installable-app files the shell's build emits (pwa/cloud-pwa.cjs).
import zlib from 'node:zlib';

interface CloudPwa {
  cloudPwaFiles: () => Map<string, Buffer>;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { cloudPwaFiles } = require('../pwa/cloud-pwa.cjs') as CloudPwa;

const files = cloudPwaFiles();

/** Width, height and the RGBA of pixel (x, y) of a PNG the writer made (colour type 6, filter 0 on every row). */
function readPng(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idatLength = png.readUInt32BE(33);
  expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
  const rows = zlib.inflateSync(png.subarray(41, 41 + idatLength));
  const pixel = (x: number, y: number) => [...rows.subarray(y * (width * 4 + 1) + 1 + x * 4, y * (width * 4 + 1) + 1 + x * 4 + 4)];
  return { width, height, pixel };
}

describe('the cloud game app files', () => {
  it('are the manifest, the service worker, the offline page and two icons, all under cloud/', () => {
    expect([...files.keys()].sort()).toEqual(['cloud/icon-192.png', 'cloud/icon-512.png', 'cloud/manifest.webmanifest', 'cloud/offline.html', 'cloud/sw.js']);
  });

  it('describe a standalone app that starts at /cloud/game within /cloud/', () => {
    const manifest = JSON.parse(files.get('cloud/manifest.webmanifest')?.toString() ?? '{}') as Record<string, unknown>;
    expect(manifest).toMatchObject({ start_url: '/cloud/game', scope: '/cloud/', display: 'standalone', theme_color: '#071027' });
    expect(manifest.icons).toEqual([
      { src: '/cloud/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any maskable' },
      { src: '/cloud/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
    ]);
  });

  it.each([192, 512])('draw a %i px icon: the ball in the middle of the theme background', (size) => {
    const png = readPng(files.get(`cloud/icon-${size}.png`) ?? Buffer.alloc(0));
    expect([png.width, png.height]).toEqual([size, size]);
    expect(png.pixel(0, 0)).toEqual([0x07, 0x10, 0x27, 255]);
    // Below the patch, inside the ball.
    expect(png.pixel(size / 2, Math.round(size * 0.75))).toEqual([0x22, 0xc5, 0x5e, 255]);
  });

  it('give the service worker its precache list and a cache name that follows the content', () => {
    const sw = files.get('cloud/sw.js')?.toString() ?? '';
    expect(sw).toContain('const PRECACHE = ["/cloud/offline.html","/cloud/icon-192.png","/cloud/icon-512.png"];');
    expect(sw).toMatch(/const CACHE = "fc-cloud-[0-9a-f]{12}";/);
    expect(sw).not.toContain('__PRECACHE__;');
  });

  it('keep both languages in the offline page, which cannot load i18next', () => {
    const html = files.get('cloud/offline.html')?.toString() ?? '';
    expect(html).toContain('You are offline');
    expect(html).toContain('오프라인 상태입니다');
    expect(html).toContain('navigator.language');
  });
});
