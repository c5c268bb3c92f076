// First: the worker starts before any other module of the app runs (see start-engine.ts).
import './engine/start-engine.js';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './AppRoot.js';
import { afterStartUp } from './after-start-up.js';
import { listenForTheArcher } from './archer-pauses.js';
import { getEngine, startUpScoreCardAnswered, startWorkerAfterThisFrame } from './engine/engine-client.js';
import { startInstallPrompt } from './install/install-prompt.js';
import { applyStoredTheme } from './theme.js';
import { followContrast } from './at-the-line/contrast.js';
import { watchUnhandledProblems } from './problems/unhandled-problems.js';
import './styles.css';

/** A worker slower than this (a phone busy elsewhere) only means the card fills in after the first frame. */
const FIRST_RENDER_WAIT_MS = 300;

// What reaches no handler is kept in the problem log (Data), from the first moment.
watchUnhandledProblems(window);
// From the first tap on, the work after start-up waits for the archer's pauses (archer-pauses.ts).
listenForTheArcher(window);
// Before the first render, so a dark-theme archer never sees a white flash.
applyStoredTheme();
// High contrast too (the archer's setting or the phone's), which theme-boot.js set for the first paint.
followContrast();
// The browser offers its install prompt early; it is kept for the install banner.
startInstallPrompt();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// The first render waits (briefly) for the worker's start-up score card, so the first frame drawn holds
// a keypad the archer can use rather than an empty card that fills in a frame later (issue #30).
void startUpScoreCardAnswered(FIRST_RENDER_WAIT_MS).then(() => {
  createRoot(root).render(<AppRoot />);
  // With the card as last drawn, the worker was held back so as not to compete with this first frame.
  startWorkerAfterThisFrame();
});
// None of what follows is needed to score an arrow: it is fetched and started once the worker has
// finished start-up and the browser is idle, so it never competes with the keypad's first frame (issue
// #30, after-start-up.ts and background-services.ts).
void afterStartUp(getEngine())
  .then(() => import('./background-services.js'))
  .then((services) => services.startBackgroundServices())
  .catch((error: unknown) => console.error('Backup, sign-in and live shoots did not start', error));
