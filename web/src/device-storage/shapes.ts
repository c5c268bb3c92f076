import { isRecoveryCode } from '../../../shared/backups/recoveryCode.js';
import type { ScoreCardView } from '../../../shared/contract/engine.js';
import type { ArrowValue } from '../../../shared/rounds/round.js';

/*
 * The shapes the registry keeps sit here, beside their parsers, rather than in the features that use
 * them: the registry and every feature import this file, and it imports none of them, so no feature and
 * the registry import each other (issue #46).
 */

/** The theme choices, once: the registry's codec checks a stored one against this list. */
export const THEME_PREFERENCES = ['device', 'light', 'dark'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];

/** The features whose first use is kept as a hint for the app's tips (feature-usage.ts). */
export type UsedFeature =
  'note taken' | 'distance slider' | 'shoot completed' | 'sight mark' | 'classifications set';

export interface SignedInAccount {
  email: string;
  name: string | null;
  /** A loopback test account rather than Google (only offered when the server runs TEST_ACCOUNTS). */
  testAccount: boolean;
}

/**
 * Where sign-in stands on this device. `signing-out`: the server is being told; backups still count as
 * the account's (they are refused rather than stored under the device). `ended`: the server refused the
 * session (it ran out, or was signed out elsewhere): backups go under the device and the app asks,
 * calmly, to sign in again.
 */
export type SignInState =
  | { state: 'signed-out' }
  | { state: 'signed-in'; account: SignedInAccount }
  | { state: 'signing-out'; account: SignedInAccount }
  | { state: 'ended'; email: string };

export interface BackupSettings {
  enabled: boolean;
  recoveryCode: string;
}

export interface Problem {
  /** When, as an ISO time. */
  at: string;
  /** What the app was doing, in the archer's words ("saving an arrow"). */
  doing: string;
  /** What the browser or the engine said. */
  message: string;
  /** The build that had it (its worker's hashed address, as the card as last drawn is kept by). */
  version: string;
}

/** The score card as last drawn, and the build that drew it (engine/last-score-card.ts). */
export interface LastScoreCard {
  build: string;
  card: ScoreCardView;
  /** The page as it showed that card, for a keypad drawn before React has loaded (first-frame/). */
  drawn?: DrawnPage;
}

/** The app's page as the score card last drew it: its markup, and the room it kept for the keys' dock. */
export interface DrawnPage {
  html: string;
  dockHeight: string;
}

/** A keypad tap made before React had drawn the card (first-frame/early-card.ts): an arrow, or Undo. */
export type EarlyTap = ArrowValue | 'undo';

/**
 * The checks of the registry's JSON values: each answers the value, or undefined for a shape it does not
 * know (a damaged, hand-edited or older value), which the setting then reads as its default.
 */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isAccount(value: unknown): boolean {
  return (
    isRecord(value) &&
    typeof value.email === 'string' &&
    (value.name === null || typeof value.name === 'string') &&
    typeof value.testAccount === 'boolean'
  );
}

/** Only signed in and ended are ever kept: signed out (or half-way out) is no key at all. */
export function parseSignIn(value: unknown): SignInState | undefined {
  if (!isRecord(value)) return undefined;
  if (value.state === 'signed-in' && isAccount(value.account))
    return { state: 'signed-in', account: value.account as SignedInAccount };
  if (value.state === 'ended' && typeof value.email === 'string')
    return { state: 'ended', email: value.email };
  return undefined;
}

/** The backup switch and the recovery code; a code that could not be one is no settings at all. */
export function parseBackupSettings(value: unknown): BackupSettings | undefined {
  if (!isRecord(value)) return undefined;
  const { enabled, recoveryCode } = value;
  return typeof enabled === 'boolean' && typeof recoveryCode === 'string' && isRecoveryCode(recoveryCode)
    ? { enabled, recoveryCode }
    : undefined;
}

/** A list of strings; anything else in it is dropped. */
export function parseStrings(value: unknown): string[] | undefined {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined;
}

/** Any JSON object: its reader checks it further (the first-use records are only ever hints). */
export function parseRecord(value: unknown): Record<string, unknown> | undefined {
  return isRecord(value) ? value : undefined;
}

/** 'any' is a choice of no limit (null); a whole number of yards is a limit. */
export function parseMaxDistance(text: string): number | null | undefined {
  if (text === 'any') return null;
  const yards = Number(text);
  return text !== '' && Number.isInteger(yards) && yards > 0 ? yards : undefined;
}

/**
 * The card's outline only: the same build wrote it from a worker's answer (a card of another build is
 * never drawn), so what is checked here is that it is whole enough to draw, not every field.
 */
export function parseLastScoreCard(value: unknown): LastScoreCard | undefined {
  if (!isRecord(value) || typeof value.build !== 'string' || !isRecord(value.card)) return undefined;
  const { shoot, sheet, logPosition } = value.card;
  if (!isRecord(shoot) || typeof shoot.roundName !== 'string' || !Array.isArray(shoot.arrows))
    return undefined;
  if (!isRecord(sheet) || typeof logPosition !== 'number') return undefined;
  const layout = sheet.layout;
  if ((layout !== 'portrait' && layout !== 'landscape') || !isRecord(sheet[layout])) return undefined;
  // A damaged drawing costs only the early keypad: the card itself is still drawn by the app.
  if (value.drawn !== undefined && !isDrawnPage(value.drawn)) {
    const { build, card } = value;
    return { build, card } as unknown as LastScoreCard;
  }
  return value as unknown as LastScoreCard;
}

function isDrawnPage(value: unknown): value is DrawnPage {
  return isRecord(value) && typeof value.html === 'string' && typeof value.dockHeight === 'string';
}

function isArrowValue(value: unknown): value is ArrowValue {
  return (
    value === 'X' || value === 'M' || (typeof value === 'number' && Number.isInteger(value) && value >= 0)
  );
}

/** The taps kept while the early keypad was in use; a list with anything else in it is not replayed. */
export function parseEarlyTaps(value: unknown): EarlyTap[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.every((tap) => tap === 'undo' || isArrowValue(tap)) ? (value as EarlyTap[]) : undefined;
}

/** The problem log's entries; one that is not whole is dropped (it says nothing useful half-read). */
export function parseProblems(value: unknown): Problem[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter(
    (item): item is Problem =>
      isRecord(item) &&
      typeof item.at === 'string' &&
      typeof item.doing === 'string' &&
      typeof item.message === 'string' &&
      typeof item.version === 'string',
  );
}
