/** Public entry of the live-shoot wire contract and leaderboard rule. */
export * from './types.js';
export { isShootCode, normalizeShootCode, SHOOT_CODE_ALPHABET, SHOOT_CODE_LENGTH } from './codes.js';
export { impliedHandicap, rankArchers, type RankEntry, type Ranking, type Standing } from './leaderboard.js';
export { LIVE_SHOOT_ERRORS, NAME_TAKEN_PHRASE } from './error-texts.js';
