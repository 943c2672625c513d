// Parlour's service worker. scripts/precache.py (a Trunk post_build hook)
// writes this file into the build with BUILD and FILES filled in: the exact
// files of this build, so hashed names never go stale.
const BUILD = "__PARLOUR_BUILD__";
const FILES = __PARLOUR_FILES__;
const CACHE = `parlour-${BUILD}`;
// The path of the app's own page.
const APP = new URL("./", self.location).pathname;

self.addEventListener("install", (event) => {
  // `reload` skips the HTTP cache, so a new build never stores stale copies.
  const requests = FILES.map((url) => new Request(url, { cache: "reload" }));
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(requests)));
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
  // Every page of the app is index.html (routes live in the hash); any
  // other page beside it (the embedding example) is served as itself.
  const path = new URL(request.url).pathname;
  const app = request.mode === "navigate" && (path === APP || path === `${APP}index.html`);
  const lookup = app ? "./" : request;
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(lookup, { ignoreSearch: app }))
      .then((hit) => hit || fetch(request)),
  );
});
