// Imported by the generated service worker (vite.config.ts, workbox.importScripts), ahead of Workbox's own
// code. On a cold open every file of the first frame went through the service worker's fetch handler and
// spent 50-150 ms there although it was already in Cache Storage, and the page itself waited for the
// service worker to start and run its JavaScript (issue #30; docs/performance.md, "The cold open"). The
// Service Worker Static Routing API (Chromium 123+) lets the install event declare that some requests are
// answered from Cache Storage by the browser itself, without running the worker's JavaScript.
//
// Two kinds of files are routed:
// - The build's hashed files (/assets/). Workbox's precache stores a file whose name carries its content
//   hash under its plain address, which is what a route looks up. A file missing from Cache Storage (the
//   jsPDF chunks the precache leaves out) is fetched from the network, as the fetch handler would.
// - The shell: the page opened from the home screen (/, exactly: the manifest's start_url) and its two
//   blocking boot scripts. Workbox keeps these under their address plus a `__WB_REVISION__` query, which
//   no route can match, so the shell has a cache of its own, `app-shell`: staged from the network at
//   install (beside Workbox's own download of the same files, with the same exposure to a deploy landing
//   mid-install as Workbox's) and written over the last build's at activation, when this version takes
//   over from the one before, so the page and the hashed files it names come from the same build. The
//   entries are overwritten, never deleted first: a route whose cache misses goes to the network, which
//   at the range may be no signal at all. Any other address (/history, / with a query) is the fetch
//   handler's, as before.
// A browser without addRoutes keeps the fetch handler for everything.
var SHELL_CACHE = 'app-shell';
var STAGED_SHELL_CACHE = 'app-shell-staged';
// What the route answers, and where the server has it: the page at / is the build's index.html.
var SHELL_FILES = [
  { route: '/', from: '/index.html', navigation: true },
  { route: '/engine-boot.js', from: '/engine-boot.js', navigation: false },
  { route: '/theme-boot.js', from: '/theme-boot.js', navigation: false },
];

self.addEventListener('install', function (event) {
  if (typeof event.addRoutes !== 'function') return;
  try {
    event.waitUntil(addRoutes(event).catch(notAdded));
  } catch (error) {
    notAdded(error);
  }
});

self.addEventListener('activate', function (event) {
  event.waitUntil(putShellInPlace().catch(notAdded));
});

async function addRoutes(event) {
  var routes = [{ condition: { urlPattern: '/assets/*', requestMethod: 'GET' }, source: 'cache' }];
  if (await stageShell()) routes = routes.concat(SHELL_FILES.map(shellRoute));
  await event.addRoutes(routes);
}

function shellRoute(file) {
  var condition = {
    urlPattern: new URLPattern({ pathname: file.route, search: '' }),
    requestMethod: 'GET',
  };
  if (file.navigation) condition.requestMode = 'navigate';
  return { condition: condition, source: { cacheName: SHELL_CACHE } };
}

// This build's shell, fetched as Workbox fetches its precache (past the HTTP cache). Answers whether every
// file was staged: if not, this version adds no shell routes and the fetch handler serves the shell.
async function stageShell() {
  await caches.delete(STAGED_SHELL_CACHE);
  try {
    var staged = await caches.open(STAGED_SHELL_CACHE);
    await Promise.all(
      SHELL_FILES.map(async function (file) {
        var response = await fetch(file.from, { cache: 'no-store', credentials: 'same-origin' });
        if (!response.ok || response.redirected) throw new Error(file.from + ': ' + response.status);
        await staged.put(file.route, response);
      }),
    );
    return true;
  } catch (error) {
    console.warn('The shell was not staged; the fetch handler keeps serving it', error);
    await caches.delete(STAGED_SHELL_CACHE);
    return false;
  }
}

// At activation this build's staged shell is written over the last one's, entry by entry, and the staging
// cache goes. A version that staged none (no addRoutes, or a failed download) has no shell routes, so the
// last build's shell, which nothing routes to any more, goes with it. Navigations wait for activation.
async function putShellInPlace() {
  if (!(await caches.has(STAGED_SHELL_CACHE))) {
    await caches.delete(SHELL_CACHE);
    return;
  }
  var staged = await caches.open(STAGED_SHELL_CACHE);
  var shell = await caches.open(SHELL_CACHE);
  await Promise.all(
    SHELL_FILES.map(async function (file) {
      var response = await staged.match(file.route);
      if (!response) throw new Error('The staged shell has no ' + file.route);
      await shell.put(file.route, response);
    }),
  );
  await caches.delete(STAGED_SHELL_CACHE);
}

// The fetch handler still serves these files; a rule this browser refuses must not fail the install.
function notAdded(error) {
  console.warn('Static routes not added', error);
}
