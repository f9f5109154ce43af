// coinche's service worker: everything the app needs is cached on the
// first load, then served from the cache for good, with the network off.
// A new build changes VERSION (the command writes it), so the phone picks
// the new files up on its next load with a network and drops the old.
const VERSION = 'coinche-@VERSION@';
// Files shared to the app (the manifest's share_target) wait here until
// the app, opened with ?shared, imports them.
const SHARED = 'coinche-shared';
const FILES = ['./', 'index.html', 'app.js', 'app.css', 'wasm_exec.js', 'coinche.wasm', 'manifest.webmanifest', 'icon.svg', 'icon-192.png', 'icon-512.png'];

self.addEventListener('install', (e) => {
  e.waitUntil(caches.open(VERSION).then((c) => c.addAll(FILES)).then(() => self.skipWaiting()));
});
self.addEventListener('activate', (e) => {
  e.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k !== VERSION && k !== SHARED).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});
self.addEventListener('fetch', (e) => {
  if (e.request.method === 'POST' && new URL(e.request.url).pathname.endsWith('/share')) {
    e.respondWith(receiveShare(e.request));
    return;
  }
  if (e.request.method !== 'GET') return;
  e.respondWith(caches.open(VERSION)
    .then((c) => c.match(e.request, { ignoreSearch: true }))
    .then((hit) => hit || fetch(e.request)));
});

// receiveShare keeps the files of a share to the app (POST multipart,
// the files in "files"; a text shared alone becomes shared.coinche) and
// opens the app, which imports them: all on the phone, no network.
async function receiveShare(request) {
  const form = await request.formData();
  const cache = await caches.open(SHARED);
  let i = 0;
  const keep = (name, body) => cache.put(new Request('shared/' + (i++) + '/' + encodeURIComponent(name)), new Response(body));
  for (const f of form.getAll('files')) {
    if (typeof f !== 'string') await keep(f.name || 'shared.coinche', f);
  }
  const text = form.get('text');
  if (!i && typeof text === 'string' && text.trim()) await keep('shared.coinche', text);
  return Response.redirect(new URL('./?shared=1', self.registration.scope).href, 303);
}
