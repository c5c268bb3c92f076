// First: the worker starts before any other module of the app runs (see start-engine.ts).
import './engine/start-engine.js';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './AppRoot.js';
import { afterStartUp } from './after-start-up.js';
import { archerPauses } from './archer-pauses.js';
import {
  getEngine,
  scoreCardForFirstRender,
  startUpScoreCardAnswered,
  startWorkerAfterThisFrame,
} from './engine/engine-client.js';
import { appAskedFor, earlyCardShown, stopEarlyKeys, replayAskedTaps } from './first-frame/early-card.js';
import { startInstallPrompt } from './install/install-prompt.js';
import { applyStoredTheme } from './theme.js';
import { followContrast } from './at-the-line/contrast.js';
import { watchUnhandledProblems } from './problems/unhandled-problems.js';
import './styles.css';

/** A worker slower than this (a phone busy elsewhere) only means the card fills in after the first frame. */
const FIRST_RENDER_WAIT_MS = 300;

// What reaches no handler is kept in the problem log (Data), from the first moment.
watchUnhandledProblems(window);
// Before the first render, so a dark-theme archer never sees a white flash.
applyStoredTheme();
// High contrast too (the archer's setting or the phone's), which theme-boot.js set for the first paint.
followContrast();
// The browser offers its install prompt early; it is kept for the install banner.
startInstallPrompt();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
void firstRender(root).then(() => {
  // With the card as last drawn, the worker was held back so as not to compete with the first frame.
  startWorkerAfterThisFrame();
});

/**
 * When the page already shows the keypad as last drawn (first-frame/early-card.ts), React takes it over
 * at the archer's first pause, or at once when they tap something only the app can do: its first render
 * is work the archer did not ask for, and no tap waits for it (issue #49). The worker starts meanwhile.
 * Otherwise the first render waits (briefly) for the worker's start-up score card, so the first frame
 * drawn holds a keypad the archer can use rather than an empty card that fills in a frame later (#30).
 * Either way the card's first render has a card to draw, and the taps made before it are its own.
 */
async function firstRender(root: HTMLElement): Promise<void> {
  if (earlyCardShown()) {
    startWorkerAfterThisFrame();
    await Promise.race([archerPauses.turn(), appAskedFor()]);
    await scoreCardForFirstRender(FIRST_RENDER_WAIT_MS);
  } else {
    await startUpScoreCardAnswered(FIRST_RENDER_WAIT_MS);
  }
  stopEarlyKeys();
  const reactRoot = createRoot(root);
  // In the same task as the keys above stop: no tap falls between the two pages.
  flushSync(() => reactRoot.render(<AppRoot />));
  void replayAskedTaps(root);
}
// None of what follows is needed to score an arrow: it is fetched and started once the worker has
// finished start-up and the browser is idle, so it never competes with the keypad's first frame (issue
// #30, after-start-up.ts and background-services.ts).
void afterStartUp(getEngine())
  .then(() => import('./background-services.js'))
  .then((services) => services.startBackgroundServices())
  .catch((error: unknown) => console.error('Backup, sign-in and live shoots did not start', error));
