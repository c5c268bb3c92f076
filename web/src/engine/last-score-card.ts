import type { EngineResult, ScoreCardView } from '../../../shared/contract/engine.js';
import type { ScorecardLayout } from '../../../shared/contract/scoreCardViews.js';
import { lastScoreCardSetting } from '../device-storage/registry.js';
import { readSetting, writeSetting } from '../device-storage/setting.js';
import type { DrawnPage, LastScoreCard } from '../device-storage/shapes.js';
import { drawnPage } from '../first-frame/drawn-page.js';

/**
 * The score card as this phone last drew it, kept so that a cold open draws a usable keypad in its
 * first frame instead of waiting for the worker to start, open the event log and answer (issue #30;
 * docs/performance.md, "The card as last drawn"). It is a copy for the first frame only, never the
 * truth: the worker's own answer replaces it as soon as it comes, and an arrow tapped before that is
 * still a command to the worker, which stores it on the shoot it holds. The copy is kept per build (the
 * worker's address carries its content hash), so a card shaped by other code is never drawn.
 */

/** The build's name for itself: the worker's hashed address the build writes into the page (vite.config.ts). */
export function thisBuild(): string {
  const meta = globalThis.document?.querySelector('meta[name="engine-worker"]');
  return meta?.getAttribute('content') ?? 'dev server';
}

/** The card last drawn by this build in `layout`, as the worker would answer it; null when there is none. */
export function lastScoreCard(layout: ScorecardLayout): EngineResult<ScoreCardView> | null {
  const kept = lastKept(layout);
  return kept === null ? null : { ok: true, value: kept.card };
}

/**
 * The card last drawn by this build in `layout` and, when the page showed it as a plain score card, the
 * page as drawn: what the keypad before React draws (first-frame/early-card.ts).
 */
export function lastKept(layout: ScorecardLayout): { card: ScoreCardView; drawn: DrawnPage | null } | null {
  const kept = readSetting(lastScoreCardSetting);
  if (kept === null || kept.build !== thisBuild() || kept.card.sheet.layout !== layout) return null;
  drawnFromStorage = kept.card;
  written = kept;
  return { card: kept.card, drawn: kept.drawn ?? null };
}

/** The card read back at start-up: drawn from storage, it needs no writing back. */
let drawnFromStorage: ScoreCardView | null = null;
/** What storage holds now, as far as this page knows: the page drawn is written again beside it on leaving. */
let written: LastScoreCard | null = null;
let waiting: LastScoreCard | null = null;
let scheduled = false;
let listening = false;

/**
 * The card with the page as it shows it now (read at an idle moment, when the card's own frames are
 * done): a page that shows something else (a dialog, a correction, another screen) is not kept, and the
 * next cold open waits for the app to draw the card.
 */
function writeWaiting(): void {
  scheduled = false;
  if (waiting === null) return;
  written = { ...waiting, drawn: drawnPage() };
  writeSetting(lastScoreCardSetting, written);
  waiting = null;
}

/**
 * Leaving the page: the card waiting is written, or else the one kept is written again with the page as
 * it is drawn now, when that changed (the card under a result when kept, shown again since).
 */
function writeOnLeaving(): void {
  if (waiting !== null) return writeWaiting();
  if (written === null) return;
  const drawn = drawnPage();
  if (drawn?.html === written.drawn?.html) return;
  written = { ...written, drawn };
  writeSetting(lastScoreCardSetting, written);
}

/**
 * Keeps `card` as the one to draw first next time. The write waits for an idle moment, so a tap's
 * frame never pays for it, and only the newest card of a burst is written; a page being hidden or
 * closed writes what is waiting at once.
 */
export function keepScoreCard(card: ScoreCardView): void {
  listenForLeaving();
  if (card.shoot === drawnFromStorage?.shoot && card.sheet === drawnFromStorage.sheet) return;
  waiting = { build: thisBuild(), card };
  if (scheduled) return;
  scheduled = true;
  if (typeof requestIdleCallback === 'function') requestIdleCallback(writeWaiting, { timeout: 2000 });
  else setTimeout(writeWaiting, 0);
}

function listenForLeaving(): void {
  if (listening || typeof addEventListener !== 'function') return;
  listening = true;
  addEventListener('pagehide', writeOnLeaving);
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') writeOnLeaving();
  });
}

/** Writes a waiting card now (tests, and anything about to leave the page). */
export function writeKeptScoreCard(): void {
  writeWaiting();
}
