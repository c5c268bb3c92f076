/** Public entry of the static /data files generator. */
export {
  classificationJson,
  classificationPath,
  handicapsJson,
  roundsJson,
  staticDataFiles,
  type ClassificationThresholdJson,
  type RoundJson,
  type StaticDataFile,
} from './static-data.js';
