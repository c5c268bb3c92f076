/** Public entry of the backup wire contract. */
export * from './types.js';
