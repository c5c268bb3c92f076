import { PARTICIPANT_TOKEN_HEADER } from './types.js';

/**
 * The error texts of the live-shoot service, REST and socket, in one place: the server sends them and
 * the app may recognise one (a taken name, a shoot that is gone) by the same constant.
 */

/** Part of every "name taken" answer (409 on join), so the app can tell it from other conflicts. */
export const NAME_TAKEN_PHRASE = 'already in this shoot';

export const LIVE_SHOOT_ERRORS = {
  /** 404 on read, join, score, finish and leave. */
  shootNotFound: 'Shoot not found (the code is wrong or the shoot has expired)',
  /** The socket's failed `subscribed` answer for a missing or expired shoot. */
  socketShootNotFound: 'Shoot not found',
  nameTaken: (archerName: string) =>
    `An archer named ${archerName} is ${NAME_TAKEN_PHRASE}: choose another name`,
  shootFull: (archers: number) => `This shoot is full: it already has ${archers} archers`,
  scoreLocked: (archerName: string) => `The score is locked: ${archerName} has finished`,
  tokenMissing: `Send the participant token you got when joining in the ${PARTICIPANT_TOKEN_HEADER} header`,
  tokenMalformed: 'The participant token is not valid',
  notInShoot: (archerName: string) => `${archerName} is not in this shoot`,
  tokenNotTheirs: (archerName: string) => `This participant token does not belong to ${archerName}`,
  tooManySubscriptions: (most: number) => `A socket may follow at most ${most} shoots`,
  frameNotJson: 'A message must be JSON',
  frameNotObject: 'A message must be a JSON object with a type',
  frameUnknownType: 'Unknown message type: expected subscribe or unsubscribe',
  frameBadShootCode: 'shootCode must be a 6-character join code',
} as const;
