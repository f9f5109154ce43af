// coinche's service worker: everything the app needs is cached on the
// first load, then served from the cache for good, with the network off.
// A new build changes VERSION (the command writes it), so the phone picks
// the new files up on its next load with a network and drops the old.
const VERSION = 'coinche-@VERSION@';
const FILES = ['./', 'index.html', 'app.js', 'app.css', 'wasm_exec.js', 'coinche.wasm', 'manifest.webmanifest', 'icon.svg', 'icon-192.png', 'icon-512.png'];

self.addEventListener('install', (e) => {
  e.waitUntil(caches.open(VERSION).then((c) => c.addAll(FILES)).then(() => self.skipWaiting()));
});
self.addEventListener('activate', (e) => {
  e.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k !== VERSION).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});
self.addEventListener('fetch', (e) => {
  if (e.request.method !== 'GET') return;
  e.respondWith(caches.open(VERSION)
    .then((c) => c.match(e.request, { ignoreSearch: true }))
    .then((hit) => hit || fetch(e.request)));
});
