// Starts the app's worker while the page is still being parsed, when the first frame needs it: a classic
// (blocking) script in <head>, so the worker fetches its script and opens the event log while the app's
// module graph is fetched, compiled and run, instead of after it (issue #30; docs/performance.md, "The cold
// open"). When this phone kept the card as it last drew it, the first frame needs no worker, and starting
// it here would only compete with that frame for the cores; the app starts it once the frame is drawn.
// The worker's address changes with every build, so the build writes it into <meta name="engine-worker">
// ahead of this script (vite.config.ts). web/src/engine/engine-client.ts takes this worker over; without
// the meta (the dev server), without a worker from here, or if this fails, it starts the worker itself. A
// file rather than an inline script because the server's Content-Security-Policy allows scripts from
// 'self' only.
(function () {
  var meta = document.querySelector('meta[name="engine-worker"]');
  var src = meta && meta.getAttribute('content');
  if (!src || typeof Worker !== 'function') return;
  var wide = typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 700px)').matches;
  var layout = wide ? 'landscape' : 'portrait';
  // A card as last drawn by this build in this layout: the same rule as lastScoreCard in web/src/engine/
  // last-score-card.ts (engine-boot.test.ts holds the two to it), on the key `lastScoreCardSetting` of
  // web/src/device-storage/registry.ts (version 1, bare JSON). Should the app's fuller check refuse a
  // copy this lets through, the app starts the worker at once: a wrong answer here costs time, never data.
  try {
    var kept = JSON.parse(window.localStorage.getItem('last-score-card') || 'null');
    if (kept && kept.build === src && kept.card && kept.card.sheet && kept.card.sheet.layout === layout) return;
  } catch (unreadable) {
    // Blocked storage or a damaged copy: no card to draw, so the worker starts now.
  }
  try {
    var worker = new Worker(src, { type: 'module', name: 'engine' });
    window.archeryEngineWorker = worker;
    // A script that fails to load says so before the app's scripts can listen: kept for its supervisor
    // (web/src/engine/engine-client.ts), which otherwise waits for its start-up deadline.
    worker.addEventListener('error', function failed(event) {
      window.archeryEngineWorkerError = (event && event.message) || 'The app\u2019s engine could not be loaded';
      worker.removeEventListener('error', failed);
    });
    // The worker posts the score card from its start-up snapshot unasked, possibly before the app's
    // scripts have run to hear it: it is kept here for them (shared/contract/startUpScoreCard.ts).
    worker.addEventListener('message', function keep(event) {
      if (event.data && event.data.type === 'archery-start-up-score-card') {
        window.archeryStartUpScoreCard = event.data.answer;
        worker.removeEventListener('message', keep);
      }
    });
    // The layout the score card will first be drawn in (the screen's own: web/src/scorecard/
    // screen-layout.ts, the same query): the card the worker posts carries that layout's sheet only,
    // and it posts none until told.
    worker.postMessage({ type: 'archery-score-card-layout', layout: layout });
  } catch (notStarted) {
    // A browser without module workers: the app's own start reports the problem as it always has.
  }
})();
