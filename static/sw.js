// Parlour's service worker. scripts/precache.py (a Trunk post_build hook)
// writes this file into the build with BUILD and FILES filled in: the exact
// files of this build, so hashed names never go stale.
const BUILD = "__PARLOUR_BUILD__";
const FILES = __PARLOUR_FILES__;
const CACHE = `parlour-${BUILD}`;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)));
  // A first install takes over at once; an update waits until the page
  // asks (the player pressed "Reload"), so a game in progress is not cut off.
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((key) => key.startsWith("parlour-") && key !== CACHE).map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  // Every page of the app is index.html (routes live in the hash).
  const lookup = request.mode === "navigate" ? "./" : request;
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(lookup, { ignoreSearch: request.mode === "navigate" }))
      .then((hit) => hit || fetch(request)),
  );
});
