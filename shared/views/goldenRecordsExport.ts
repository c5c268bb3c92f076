import type { GoldenRecordsTemplate } from '../contract/competitionResults.js';
import type { EngineFailureReason } from '../contract/engine.js';
import { fail, ok, type Result } from '../core/result.js';
import type { Projections } from '../projections/projections.js';
import { goldenRecordsCsv, goldenRecordsScore } from '../records-formats/goldenRecords.js';
import { parseDateMs } from '../time/dates.js';

/**
 * The selected shoots (a season, a date range, the claims: the screen chooses) as Golden Records' score
 * import file, oldest first, under the club template's headings (docs/records-formats.md). The shoots
 * are judged with the profile as it is now where a shoot's own snapshot is silent.
 */
export function goldenRecordsText(
  state: Projections,
  historyIds: readonly number[],
  template: GoldenRecordsTemplate,
): Result<string, EngineFailureReason> {
  const shoots = [];
  for (const id of new Set(historyIds)) {
    const shoot = state.history.get(id);
    if (shoot === undefined) return fail('no-such-shoot', `There is no saved shoot ${id} to export`);
    shoots.push(shoot.item);
  }
  const when = (date: string): number => parseDateMs(date) ?? 0;
  shoots.sort((a, b) => when(a.date) - when(b.date) || a.id - b.id);
  return ok(
    goldenRecordsCsv(
      shoots.map((item) => goldenRecordsScore(item, state.profile)),
      template,
    ),
  );
}
