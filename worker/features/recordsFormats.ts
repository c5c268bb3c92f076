import type { RecordsFormatsContract } from '../../shared/contract/engine.js';
import { ok } from '../../shared/core/result.js';
import {
  competitionResultsView,
  planCompetitionImport,
} from '../../shared/import-export/competitionResults.js';
import {
  ianseoEntriesOfRoster,
  ianseoParticipantList,
} from '../../shared/records-formats/ianseoParticipants.js';
import { planCardImport, planDoubleScoring } from '../../shared/import-export/targetCardImport.js';
import { checkCard } from '../../shared/target-cards/check-card.js';
import { targetCardView } from '../../shared/views/targetCardView.js';
import { goldenRecordsText } from '../../shared/views/goldenRecordsExport.js';
import { arrowsOfPastedIanseoStrings, ianseoArrowStringsOf } from '../../shared/views/ianseoArrowStrings.js';
import { spreadsheetFile, tabSeparatedFile } from '../exportFile.js';
import type { FeatureContext } from './context.js';

/** The records officer's formats (shared/contract/recordsFormatsContract.ts; docs/records-formats.md). */
export function recordsFormatsHandlers({ core }: FeatureContext): RecordsFormatsContract {
  return {
    readCompetitionResults: (text) => core.read((state) => competitionResultsView(state, text)),
    importCompetitionResult: (text, line, choice) =>
      core.writeWith(
        (state, source) => {
          const plan = planCompetitionImport(state, text, line, choice, source);
          return plan.ok ? ok({ event: plan.value.event, detail: plan.value.summary }) : plan;
        },
        (_state, _event, summary) => ok(summary),
      ),
    addTargetCard: async (text, options) => {
      // The seal is checked before the write: SHA-256 is asynchronous, and a write decides at once.
      const card = await checkCard(text);
      if (!card.ok) return card;
      return core.writeWith(
        (state, source) => {
          const plan = planCardImport(state, card.value, source, options?.alongside === true);
          return plan.ok ? ok({ event: plan.value.event, detail: plan.value.summary }) : plan;
        },
        (_state, _event, summary) => ok(summary),
      );
    },
    settleDoubleScoring: async (text, historyId, kept) => {
      const card = await checkCard(text);
      if (!card.ok) return card;
      return core.write(
        (state, source) => planDoubleScoring(state, card.value, historyId, kept, source),
        () => ok(null),
      );
    },
    readTargetCard: async (text) => {
      const card = await checkCard(text);
      return card.ok ? core.read((state) => ok(targetCardView(state, card.value))) : card;
    },
    ianseoArrowStrings: (historyId) => core.read((state) => ianseoArrowStringsOf(state, historyId)),
    readIanseoArrowStrings: (roundName, strings) =>
      core.read((state) => arrowsOfPastedIanseoStrings(state, roundName, strings)),
    ianseoEntriesFile: async (archers, setting) => {
      const entries = ianseoEntriesOfRoster(archers, setting);
      return entries.ok ? ok(tabSeparatedFile(ianseoParticipantList(entries.value))) : entries;
    },
    goldenRecordsExport: (historyIds, template) =>
      core.read((state) => {
        const text = goldenRecordsText(state, historyIds, template);
        return text.ok ? ok(spreadsheetFile(text.value)) : text;
      }),
  };
}
