/**
 * A results file read whole: its producer recognised from the header (recogniseProducer.ts), then its
 * rows read by that producer's reader. Nothing is stored here; the archer picks a row next
 * (pickArcherRow.ts).
 */
import { fail, type Result } from '../core/result.js';
import { readIanseoQualification } from './ianseoQualification.js';
import { recogniseProducer, type ProducerProblem } from './recogniseProducer.js';
import type { ResultsFile } from './resultRows.js';
import { readTamlynScoreRankings } from './tamlynScoreRankings.js';

/** Far more than a national championship's results; bounds the work a stray file can cause. */
const MAX_RESULTS_CHARACTERS = 8 * 1024 * 1024;

export type ResultsFileProblem = ProducerProblem | 'malformed-results-file' | 'results-file-too-large';

export function readResultsFile(text: string): Result<ResultsFile, ResultsFileProblem> {
  if (text.length > MAX_RESULTS_CHARACTERS) {
    return fail('results-file-too-large', 'The file is too large to be a competition’s results');
  }
  const recognised = recogniseProducer(text);
  if (!recognised.ok) return recognised;
  switch (recognised.value.producer) {
    case 'ianseo-qualification':
      return readIanseoQualification(recognised.value.rows);
    case 'tamlynscore-rankings':
      return readTamlynScoreRankings(recognised.value.rows);
  }
}
