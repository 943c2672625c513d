// Parlour's service worker. scripts/precache.py (a Trunk post_build hook)
// writes this file into the build with BUILD and FILES filled in: the exact
// files of this build, so hashed names never go stale.
const BUILD = "__PARLOUR_BUILD__";
const FILES = __PARLOUR_FILES__;
const CACHE = `parlour-${BUILD}`;
// The path of the app's own page.
const APP = new URL("./", self.location).pathname;
// The builds' wasm and the tables' scripts are large: the install leaves
// them out, and they are fetched one at a time when a page asks
// ("precache": once its app runs, or after it has been idle a while), so
// that precaching never slows the download of the page's own table.
const LATER = FILES.filter((url) => url.endsWith(".wasm") || url.startsWith("table-"));
const FIRST = FILES.filter((url) => !LATER.includes(url));

// `reload` skips the HTTP cache, so a new build never stores stale copies.
const fresh = (url) => new Request(url, { cache: "reload" });

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FIRST.map(fresh))));
  // A first install takes over at once; an update waits until the page
  // asks (the player pressed "Reload"), so a game in progress is not cut off.
});

// The files of LATER not yet cached, fetched one after the other; a
// failure (the connection lost) ends it, and the next ask starts again.
let filling = null;
function fillLater() {
  filling =
    filling ||
    caches
      .open(CACHE)
      .then(async (cache) => {
        for (const url of LATER) {
          if (await cache.match(url)) continue;
          const response = await fetch(fresh(url));
          if (response.ok) await cache.put(url, response);
        }
      })
      .finally(() => {
        filling = null;
      });
  return filling;
}

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
  if (event.data === "precache") event.waitUntil(fillLater().catch(() => {}));
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
