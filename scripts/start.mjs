// `npm start`: build whatever is missing or older than its sources, then run the one server process
// that serves the PWA, the API under /api, the socket at /ws and the static data under /data.
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();
await import(new URL('../dist/server/api/main.js', import.meta.url).href);
