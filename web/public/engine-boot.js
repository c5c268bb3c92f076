// Starts the app's worker while the page is still being parsed: a classic (blocking) script in <head>, so
// the worker fetches its script and opens the event log while the app's module graph is fetched, compiled
// and run, instead of after it (issue #30; docs/performance.md, "The cold open"). The worker's address
// changes with every build, so the build writes it into <meta name="engine-worker"> ahead of this script
// (vite.config.ts). web/src/engine/engine-client.ts takes this worker over; without the meta (the dev
// server) or if this fails, it starts the worker itself, as before. A file rather than an inline script
// because the server's Content-Security-Policy allows scripts from 'self' only.
(function () {
  var meta = document.querySelector('meta[name="engine-worker"]');
  var src = meta && meta.getAttribute('content');
  if (!src || typeof Worker !== 'function') return;
  try {
    var worker = new Worker(src, { type: 'module', name: 'engine' });
    window.archeryEngineWorker = worker;
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
    var wide = typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 700px)').matches;
    worker.postMessage({ type: 'archery-score-card-layout', layout: wide ? 'landscape' : 'portrait' });
  } catch (notStarted) {
    // A browser without module workers: the app's own start reports the problem as it always has.
  }
})();
