import * as Comlink from 'comlink';
import { createEngine } from './engine.js';

// The worker's entry point: it exposes the engine over Comlink and nothing else.
Comlink.expose(createEngine());
