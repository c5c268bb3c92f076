import { fail, type Result } from '../core/result.js';
import type { DistanceUnit } from '../rounds/round.js';

interface ParsedDistance {
  distance: number;
  unit: DistanceUnit;
}

type DistanceTextError = 'invalid-distance-text';

const DISTANCE_TEXT_MESSAGE = 'Distance must be a number followed by m or yd, for example 30m or 40yd';

// A positive number (decimals allowed), optional spaces, then m or yd, any case.
const DISTANCE_TEXT = /^\s*(\d+(?:\.\d+)?)\s*(m|yd)\s*$/i;

/** docs/product.md section 5: distance text is a number followed by m or yd ("30m", "40 yd"). */
export function parseDistanceText(text: string): Result<ParsedDistance, DistanceTextError> {
  const match = DISTANCE_TEXT.exec(text);
  const distance = match ? Number(match[1]) : Number.NaN;
  if (!match || !(distance > 0)) {
    return fail('invalid-distance-text', DISTANCE_TEXT_MESSAGE);
  }
  const unit: DistanceUnit = match[2]!.toLowerCase() === 'm' ? 'm' : 'yd';
  return { ok: true, value: { distance, unit } };
}
