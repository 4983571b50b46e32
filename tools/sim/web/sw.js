// The console offline: this service worker keeps the whole site in one cache per build, so
// after one visit it opens and plays with the network gone, and a phone can install it.
// The build (build.mjs) writes the site's version (a hash of it all) and its files with
// their SHA-256 on the line below; the cache is named after the version.  A new build installs beside the old one only if every file
// it fetches is the very file the build made (a server half-way through an upload is no
// new version), and takes over when no page of the old one is open, or when a page asks
// it to (its "Restart"): each page load sees one build's files, never a mix.
const SITE = { version: "none", files: [] }; // written by the build: files [path, sha256]
const PREFIX = "pocket-cards-";
const CACHE = PREFIX + SITE.version;

async function hex(buffer) {
  const d = new Uint8Array(await crypto.subtle.digest("SHA-256", buffer));
  return Array.from(d, (b) => b.toString(16).padStart(2, "0")).join("");
}

async function fill() {
  const cache = await caches.open(CACHE);
  for (const [path, sum] of SITE.files) {
    const response = await fetch(new Request(path, { cache: "no-store" }));
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    const body = await response.clone().arrayBuffer();
    if ((await hex(body)) !== sum) throw new Error(`${path} is not this build's`);
    await cache.put(path, response);
  }
}

self.addEventListener("install", (e) => {
  e.waitUntil(fill().catch(async (err) => {
    await caches.delete(CACHE); // none of a build that is not whole
    throw err;
  }));
});

self.addEventListener("activate", (e) => {
  e.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (e) => {
  if (e.data === "take over") self.skipWaiting();
});

self.addEventListener("fetch", (e) => {
  const req = e.request;
  const scope = self.registration.scope;
  if (req.method !== "GET" || !req.url.startsWith(scope)) return;
  // the site's own path, its query left out (index.html?seed=7 is index.html)
  const path = req.url.slice(scope.length).split(/[?#]/)[0] || "index.html";
  e.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(path))
      .then((hit) => hit || fetch(req)),
  );
});
