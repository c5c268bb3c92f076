// The page's first module script (index.html, async, in <head>): it runs as soon as its few kilobytes
// are here, without waiting for the app's module graph to be fetched and compiled, so the worker opens
// the event log in parallel with all of that. main.tsx imports the same module; it runs once.
import './engine/start-engine.js';
