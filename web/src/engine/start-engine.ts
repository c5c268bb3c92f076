import { startEngine } from './engine-client.js';

// Imported first by main.tsx, for its side effect: modules run in the order they are imported, so the
// worker is created (and starts opening the event log) before React and the screens' modules run,
// rather than after them. The score card's first question is already waiting when the worker is up.
startEngine();
