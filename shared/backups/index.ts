/** Public entry of the backup wire contract. */
export * from './types.js';
export { BACKUP_ITEM_LIMITS } from './limits.js';
