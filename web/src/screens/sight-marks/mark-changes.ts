import type { ChangeTopic } from '../../../../shared/contract/engine.js';

/** What the sight-mark screens read: the marks (one saved or deleted, or an import bringing marks). */
export const MARK_TOPICS: readonly ChangeTopic[] = ['sight-marks'];
