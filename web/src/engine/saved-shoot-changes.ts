import type { ChangeTopic } from '../../../shared/contract/engine.js';

/**
 * What screens built from the saved shoots read: the shoots themselves (coming, going or edited) and the
 * profile (bow type, category and seasons re-derive classifications and figures).
 */
export const SAVED_SHOOT_TOPICS: readonly ChangeTopic[] = ['history', 'profile'];
