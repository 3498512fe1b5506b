// The cloud game's installable-app files (issue 14), built with the shell and deployed with it under
// <deploy>/shell/cloud/, which the site server serves at /cloud/ (tools/site/app.ts: any file path goes to the shell's
// folder). They live with the shell, not with mfe_game, because a service worker must be served at or above its scope
// (/cloud/) and a remote's files sit under /remotes/mfe_game/<version>/: releasing a remote never rebuilds the shell,
// and these files never change with a remote release. The cloud page (mfe-game src/features/cloud-game) links the
// manifest and registers the worker by these URLs.
//   /cloud/manifest.webmanifest  the web app manifest (start_url /cloud/game, scope /cloud/, standalone)
//   /cloud/sw.js                 the service worker (sw.js): the offline page for a failed navigation under /cloud/
//   /cloud/offline.html          the offline page (offline.html: English and Korean, picked in the page)
//   /cloud/icon-192.png, /cloud/icon-512.png  the icons, drawn here (a tiny PNG writer on node:zlib)
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const FOLDER = 'cloud';
const BACKGROUND = '#071027';
const BALL = '#22c55e';
const ICON_SIZES = [192, 512];

/** @param {string} hex `#rrggbb` */
const rgb = (hex) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** @param {Buffer} bytes */
function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** @param {string} type @param {Buffer} data */
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG file of `width` × `height` RGBA pixels (8 bits a channel, no filter).
 * @param {number} width @param {number} height @param {Uint8Array} rgba
 */
function encodePng(width, height, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(height * (width * 4 + 1));
  for (let y = 0; y < height; y += 1) {
    rows[y * (width * 4 + 1)] = 0;
    rows.set(rgba.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The favicon's ball (shell/src/index.html, a 32-unit box): a circle of radius 15 and a pentagon patch. */
const PATCH = [
  [16, 8],
  [22, 12.5],
  [19.7, 19.5],
  [12.3, 19.5],
  [10, 12.5],
];

/** @param {number} x @param {number} y @param {number[][]} polygon */
function inside(x, y, polygon) {
  let hit = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const [xi, yi] = polygon[i];
    const [xj, yj] = polygon[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

/**
 * The app icon at `size` px: the ball on the theme's background, full bleed so it also serves as a maskable icon
 * (the ball within the central 80 % safe zone). 4 × 4 samples a pixel smooth the edges.
 * @param {number} size
 */
function renderIcon(size) {
  const background = rgb(BACKGROUND);
  const ball = rgb(BALL);
  // The favicon's 15-unit radius becomes 36 % of the icon.
  const scale = (0.36 * size) / 15;
  const rgba = new Uint8Array(size * size * 4);
  const SAMPLES = 4;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let covered = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const x = 16 + (px + (sx + 0.5) / SAMPLES - size / 2) / scale;
          const y = 16 + (py + (sy + 0.5) / SAMPLES - size / 2) / scale;
          if ((x - 16) ** 2 + (y - 16) ** 2 <= 225 && !inside(x, y, PATCH)) covered += 1;
        }
      }
      const share = covered / (SAMPLES * SAMPLES);
      const at = (py * size + px) * 4;
      for (let c = 0; c < 3; c += 1) rgba[at + c] = Math.round(background[c] * (1 - share) + ball[c] * share);
      rgba[at + 3] = 255;
    }
  }
  return encodePng(size, size, rgba);
}

/** The web app manifest. Its names are the product's, the same in every language. */
function manifest() {
  return {
    id: '/cloud/game',
    name: 'FC TopManager',
    short_name: 'TopManager',
    description: 'Manage your club, play TopManager, PVP and PVE matches on your phone.',
    start_url: '/cloud/game',
    scope: '/cloud/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: BACKGROUND,
    theme_color: BACKGROUND,
    icons: ICON_SIZES.map((size) => ({
      src: `/${FOLDER}/icon-${size}.png`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'any maskable',
    })),
  };
}

/**
 * Every file, by its path under the shell's output (`cloud/...`).
 * @returns {Map<string, Buffer>}
 */
function cloudPwaFiles() {
  const files = new Map();
  files.set(`${FOLDER}/offline.html`, fs.readFileSync(path.join(__dirname, 'offline.html')));
  for (const size of ICON_SIZES) files.set(`${FOLDER}/icon-${size}.png`, renderIcon(size));
  files.set(`${FOLDER}/manifest.webmanifest`, Buffer.from(`${JSON.stringify(manifest(), null, 2)}\n`));
  const precache = [...files.keys()].filter((file) => !file.endsWith('.webmanifest')).map((file) => `/${file}`);
  const hash = crypto.createHash('sha256');
  for (const [file, content] of files) hash.update(file).update(content);
  const template = fs.readFileSync(path.join(__dirname, 'sw.js'), 'utf8');
  hash.update(template);
  const sw = template.replace("'__CACHE__'", JSON.stringify(`fc-cloud-${hash.digest('hex').slice(0, 12)}`)).replace('= __PRECACHE__;', `= ${JSON.stringify(precache)};`);
  files.set(`${FOLDER}/sw.js`, Buffer.from(sw));
  return files;
}

/** Emits cloudPwaFiles() with the shell's build (so they reach <deploy>/shell/cloud/ with the rest of it). */
class CloudPwaPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CloudPwaPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CloudPwaPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const [file, content] of cloudPwaFiles()) compilation.emitAsset(file, new sources.RawSource(content));
      });
    });
  }
}

module.exports = { CloudPwaPlugin, cloudPwaFiles, encodePng, renderIcon, manifest };
