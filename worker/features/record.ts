import type { OfficialRecordView, RecordContract } from '../../shared/contract/engine.js';
import { ok } from '../../shared/core/result.js';
import type { Projections } from '../../shared/projections/projections.js';
import {
  defaultStandingFor,
  officialRecordView,
  recordCsvFiles,
  seasonReviewAnswer,
} from '../../shared/views/officialRecord.js';
import { spreadsheetFile } from '../exportFile.js';
import { todayOf, type FeatureContext } from './context.js';

/** The official record's handlers (shared/contract/recordContract.ts). */
export function recordHandlers(context: FeatureContext): RecordContract {
  const { core } = context;
  const today = () => todayOf(context);
  // The record is a pure function of the log (and today): kept until either moves, so opening My record
  // again, or the export after it, does not recompute a long history.
  let record: { logPosition: number; today: string; view: OfficialRecordView } | null = null;
  const officialRecord = (state: Projections): OfficialRecordView => {
    const day = today();
    if (record?.logPosition !== core.logPosition || record.today !== day) {
      record = { logPosition: core.logPosition, today: day, view: officialRecordView(state, day) };
    }
    return record.view;
  };
  return {
    officialRecord: () => core.read((state) => ok(officialRecord(state))),
    seasonReview: (query) => core.read((state) => seasonReviewAnswer(state, query, today())),
    exportRecordCsv: () =>
      core.read((state) => {
        const files = recordCsvFiles(state, today());
        return ok({ shoots: spreadsheetFile(files.shoots), claims: spreadsheetFile(files.claims) });
      }),
    defaultStanding: (roundName) => core.read((state) => ok(defaultStandingFor(state, roundName))),
  };
}
