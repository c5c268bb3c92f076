import type { EngineResult, TargetView } from '../../../../shared/contract/engine.js';

/**
 * A write of the target's, as the target screens make it: the engine's call, and what the archer is
 * doing (for the problem log should it be rejected); answers null when done, else the refusal's words.
 */
export type TargetWrite = (
  call: () => Promise<EngineResult<TargetView | null>>,
  doing: string,
) => Promise<string | null>;
