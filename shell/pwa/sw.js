// The cloud game's service worker (scope /cloud/), built into the shell's files by cloud-pwa.cjs, which fills in
// __CACHE__ (changes with the offline page and the icons, so a new build installs a new worker) and __PRECACHE__.
// It does one thing: a page navigation under /cloud/ that fails (offline, server down) gets the precached offline
// page (and the offline page's own files come from the precache). Everything else goes to the network untouched:
// the game itself always runs the deployed versions.
const CACHE = '__CACHE__';
const CACHE_PREFIX = 'fc-cloud-';
const OFFLINE_URL = '/cloud/offline.html';
const PRECACHE = __PRECACHE__;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE.map((url) => new Request(url, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith(CACHE_PREFIX) && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && url.pathname.indexOf('/cloud/') === 0) {
    event.respondWith(
      fetch(request).catch(() =>
        caches.match(OFFLINE_URL, { cacheName: CACHE }).then((offline) => offline || Response.error()),
      ),
    );
    return;
  }
  // What the offline page shows (its icon) comes from the cache, so it shows offline too.
  if (request.method === 'GET' && PRECACHE.indexOf(url.pathname) !== -1) {
    event.respondWith(caches.match(url.pathname, { cacheName: CACHE }).then((cached) => cached || fetch(request)));
  }
});
