// Imported by the generated service worker (vite.config.ts, workbox.importScripts), ahead of Workbox's own
// code. On a cold open every file of the first frame went through the service worker's fetch handler and
// spent 50-150 ms there although it was already in Cache Storage (issue #30; docs/performance.md, "The
// cold open"). The Service Worker Static Routing API (Chromium 123+) lets the install event declare that
// the build's hashed files are answered from Cache Storage by the browser itself, without running the
// worker's JavaScript.
//
// Only /assets/ qualifies: Workbox's precache stores a file whose name carries its content hash under its
// plain address, which is what a static route looks up, but every other file (index.html, the boot
// scripts, the static data) under its address plus a `__WB_REVISION__` query, which no route can match;
// those stay with the fetch handler. A file missing from Cache Storage (the jsPDF chunks the precache
// leaves out, an old build's chunk after an update) is fetched from the network, as the fetch handler
// would. The route names no cache: the precache is the only cache this origin makes, and its name
// (`workbox-precache-v2-` and the scope) is Workbox's own business. A browser without addRoutes keeps
// the fetch handler for everything, as before.
self.addEventListener('install', function (event) {
  if (typeof event.addRoutes !== 'function') return;
  try {
    event.waitUntil(
      event
        .addRoutes({ condition: { urlPattern: '/assets/*', requestMethod: 'GET' }, source: 'cache' })
        .catch(notAdded),
    );
  } catch (error) {
    notAdded(error);
  }
});

// The fetch handler still serves these files; a rule this browser refuses must not fail the install.
function notAdded(error) {
  console.warn('Static routes not added', error);
}
