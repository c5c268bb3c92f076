import {
  isScoreCardLayoutMessage,
  START_UP_SCORE_CARD,
  type StartUpScoreCardMessage,
} from '../shared/contract/startUpScoreCard.js';
import { createEngine } from './engine.js';
import { DATABASE_NAME } from './eventStore.js';
import { broadcastLogChannel } from './logChannel.js';
import { DEFAULT_REVERSE_GEOCODING_URL } from './reverseGeocoding.js';
import { exposeToPage } from './pagePort.js';

// The worker's entry point: it exposes the engine to its page (pagePort.ts) and nothing else. The clock, the id
// source and storage are the browser's, handed in here so the engine itself never reaches for globals.
const engine = createEngine({
  indexedDB: self.indexedDB,
  now: () => Date.now(),
  newId: () => crypto.randomUUID(),
  channel: broadcastLogChannel(new BroadcastChannel(`${DATABASE_NAME}-log`)),
  // Set at build time (docs/configuration.md); an empty value turns place lookups off.
  reverseGeocodingUrl:
    (import.meta.env['VITE_REVERSE_GEOCODING_URL'] as string | undefined) ?? DEFAULT_REVERSE_GEOCODING_URL,
  // persist() is a window API in most browsers; a worker can at least learn whether it was granted.
  requestPersistence: async () => {
    const storage = self.navigator.storage as StorageManager & { persist?: () => Promise<boolean> };
    if (typeof storage?.persist === 'function') return storage.persist();
    return typeof storage?.persisted === 'function' ? storage.persisted() : false;
  },
  isOnline: () => self.navigator.onLine,
  // A built worker's URL carries its content hash, so a snapshot from another build is never used.
  codeVersion: self.location.href,
});
// A shoot saved without signal gets its place name once the network is back (docs/product.md section 3).
self.addEventListener('online', () => engine.lookUpMissingPlaces());
exposeToPage(engine, self);
// The score card from the start-up snapshot goes to the page unasked, the moment it is read: the page's
// own question arrives only once its scripts have run, possibly behind the long task that replays years
// of history (shared/contract/startUpScoreCard.ts, issue #30). Its sheet is in the layout the page said
// it draws, posted as it started this worker (queued until now, so heard before the snapshot is read).
self.addEventListener('message', function layoutHeard(event: MessageEvent<unknown>) {
  if (!isScoreCardLayoutMessage(event.data)) return;
  self.removeEventListener('message', layoutHeard);
  void engine.startUpScoreCard(event.data.layout).then((answer) => {
    if (answer !== null)
      self.postMessage({ type: START_UP_SCORE_CARD, answer } satisfies StartUpScoreCardMessage);
  });
});
