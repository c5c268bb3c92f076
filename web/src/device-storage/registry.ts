import {
  parseCloudCopyCheck,
  parseKeptCopy,
  type CloudCopyCheck,
  type KeptCopy,
} from '../backup/kept-copies.js';
import {
  parseSightUnits,
  DEFAULT_SIGHT_UNITS,
  type SightUnitsChoice,
} from '../screens/history/plotted/sight-units.js';
import {
  AT_THE_LINE_DEFAULTS,
  parseAtTheLine,
  withImportedChoices,
  type AtTheLineChoices,
} from '../at-the-line/at-the-line-choices.js';
import { NO_TIPS_SEEN, parseTipsSeen, withImportedTips, type TipsSeen } from '../tips/tip-flags.js';
import { flagCodec, jsonCodec, textCodec, type Codec, type Setting } from './setting.js';
import {
  parseBackupSettings,
  parseLastScoreCard,
  parseEarlyTaps,
  parseMaxDistance,
  parseProblems,
  parseRecord,
  parseSignIn,
  parseStrings,
  THEME_PREFERENCES,
  type BackupSettings,
  type LastScoreCard,
  type EarlyTap,
  type Problem,
  type SignInState,
  type ThemePreference,
  type UsedFeature,
} from './shapes.js';

/**
 * Everything this phone keeps outside the worker's event log, in one place (docs/device-storage.md).
 * The log holds the archer's data, which backups carry and phones combine; these are the device's own
 * small things: how the app looks here, what this phone was told, what it is waiting to send. Each says
 * what it holds and why it is here, its shape (the codec), its version and its default. A new key is
 * declared here and nowhere else; one marked `travels` is carried in a backup's preferences.
 */

/** A setting that goes with the cloud backup and the exported file, under `preferences[as]`. */
export interface TravellingSetting<T> extends Setting<T> {
  travels: {
    as: string;
    /** The value after importing a backup's: an import only adds, as it does for shoots. */
    merge(current: T, imported: unknown): T;
  };
}

const anyJson: Codec<unknown> = {
  decode: (text) => JSON.parse(text) as unknown,
  // null removes: the live parts clear a record by writing null.
  encode: (value) => (value === null || value === undefined ? null : JSON.stringify(value)),
};

/** A bare string that may be absent (null removes it). */
const optionalText: Codec<string | null> = {
  decode: (text) => text,
  encode: (value) => value,
};

export const themeSetting: Setting<ThemePreference> = {
  key: 'theme-preference',
  holds:
    'device, light or dark: how this phone looks. Also read raw by web/public/theme-boot.js before the first paint, so it stays bare text.',
  version: 1,
  codec: textCodec((text) => THEME_PREFERENCES.find((theme) => theme === text)),
  fallback: () => 'device',
};

export const whatINeedClosedSetting: Setting<boolean> = {
  key: 'what-i-need-open',
  holds: "'closed' when the archer folded the score card's What I need panel on this phone; open otherwise.",
  version: 1,
  codec: flagCodec('closed'),
  fallback: () => false,
};

export const signInSetting: Setting<SignInState> = {
  key: 'signed-in-account',
  holds:
    'the e-mail and name of the account signed in here (never a token: the session is an HttpOnly cookie).',
  version: 1,
  codec: {
    decode: (text) => parseSignIn(JSON.parse(text)),
    // A sign-out, even half-way, is kept as no key: a page closed mid-way does not come back signed in.
    encode: (state) =>
      state.state === 'signed-in' || state.state === 'ended' ? JSON.stringify(state) : null,
  },
  fallback: () => ({ state: 'signed-out' }),
};

export const installDismissedSetting: Setting<boolean> = {
  key: 'install-prompt',
  holds: "'dismissed' once the archer said Not now to the install banner on this browser.",
  version: 1,
  codec: flagCodec('dismissed'),
  fallback: () => false,
};

export const devToolsSetting: Setting<boolean> = {
  key: 'dev-tools',
  holds: "'on' while a maintainer has the dev-tools panel switched on here (?devtools=on).",
  version: 1,
  codec: flagCodec('on'),
  fallback: () => false,
};

export const backupSettingsSetting: Setting<BackupSettings | null> = {
  key: 'cloud-backup',
  holds:
    "whether this phone backs up, and its recovery code: the phone's own set-up (null until first made).",
  version: 1,
  codec: { ...jsonCodec(parseBackupSettings), encode: (settings) => JSON.stringify(settings) },
  fallback: () => null,
};

export const linkedCodeSetting: Setting<string | null> = {
  key: 'cloud-backup-linked-code',
  holds: "another phone's recovery code typed in here: its backups are the same archer's.",
  version: 1,
  codec: optionalText,
  fallback: () => null,
};

export const thisPhoneSetting: Setting<string | null> = {
  key: 'cloud-backup-this-phone',
  holds: "the server's label for this phone's backups, so the conflict check leaves them out.",
  version: 1,
  codec: optionalText,
  fallback: () => null,
};

export const conflictsAskedSetting: Setting<string[]> = {
  key: 'cloud-backup-conflicts-asked',
  holds: 'the last 20 sets of backups the Combine dialog asked about here, so it never asks twice.',
  version: 1,
  codec: jsonCodec(parseStrings),
  fallback: () => [],
};

/**
 * A live record, kept as the JSON it was written as: its reader in live/ checks the shape, as it must for
 * a record written by an older version of the app, so here it is only JSON.
 */
function liveRecord(key: string, holds: string): Setting<unknown> {
  return { key, holds, version: 1, codec: anyJson, fallback: () => null };
}

export const liveReferenceSetting = liveRecord(
  'live-shoot-reference',
  'the live shoot this phone is in (code, name, round, token): read before the worker opens; live-reference.ts checks it.',
);
export const liveScoreQueueSetting = liveRecord(
  'live-score-queue',
  'score updates waiting for signal, newest per shoot (shared/live-shoots/score-queue.ts checks it).',
);
export const liveRulesSetting = liveRecord(
  'live-notification-rules',
  'per live shoot, the notification rules switched on here (notification-switches.ts checks it).',
);
export const liveTargetSetting = liveRecord(
  'live-target',
  "a target scored on this phone in a live shoot: each archer's name and token (shared/live-shoots/live-target.ts checks it).",
);
export const liveLeaderboardSetting = liveRecord(
  'live-last-leaderboard',
  "the own live shoot's last leaderboard, so a reload without signal still shows it (readLastLeaderboard checks it).",
);

export const sightUnitsSetting: Setting<SightUnitsChoice> = {
  key: 'sight-advice-units',
  holds: "sight advice in mm at the sight or in the archer's own marks: a display choice of this phone.",
  version: 1,
  codec: { decode: parseSightUnits, encode: (units) => JSON.stringify(units) },
  fallback: () => DEFAULT_SIGHT_UNITS,
};

export const historyFiltersSetting: Setting<string> = {
  key: 'history-filters',
  holds: "the History filters last used here, as their query text (history-filters.ts reads it); '' is none.",
  version: 1,
  codec: { decode: (text) => text, encode: (query) => (query === '' ? null : query) },
  fallback: () => '',
};

export const maxDistanceSetting: Setting<{ yards: number | null } | null> = {
  key: 'round-search-max-distance',
  holds:
    "round selection's distance limit in yards ('any' for none); null is never chosen here, so the profile's.",
  version: 1,
  codec: {
    decode: (text) => {
      const yards = parseMaxDistance(text);
      return yards === undefined ? undefined : { yards };
    },
    encode: (saved) => (saved === null ? null : saved.yards === null ? 'any' : String(saved.yards)),
  },
  fallback: () => null,
};

export const firstOpenSettledSetting: Setting<boolean> = {
  key: 'first-open-setup',
  holds: "'settled' once the first-open sheet was finished, skipped or not needed on this phone.",
  version: 1,
  codec: flagCodec('settled'),
  fallback: () => false,
};

export const tipsSetting: TravellingSetting<TipsSeen> = {
  key: 'tips',
  holds:
    'which of the four tips the archer dismissed; a UI flag, but carried in backups so a restore does not show them again.',
  version: 1,
  codec: jsonCodec(parseTipsSeen),
  fallback: () => NO_TIPS_SEEN,
  crossTab: true,
  travels: { as: 'tips', merge: withImportedTips },
};

export const atTheLineSetting: TravellingSetting<AtTheLineChoices> = {
  key: 'at-the-line',
  holds:
    "the archer's choices for the range (screen on, keys you feel, high contrast, the shooting clock): carried in backups so a restored phone behaves as the old one. Also read raw (its contrast) by web/public/theme-boot.js before the first paint, so it stays bare JSON.",
  version: 1,
  codec: jsonCodec(parseAtTheLine),
  fallback: () => AT_THE_LINE_DEFAULTS,
  crossTab: true,
  travels: { as: 'atTheLine', merge: withImportedChoices },
};

export const lastScoreCardSetting: Setting<LastScoreCard | null> = {
  key: 'last-score-card',
  holds:
    "the score card as last drawn here, by which build: a cold open's first frame, replaced by the worker's answer (engine/last-score-card.ts).",
  version: 1,
  codec: {
    ...jsonCodec(parseLastScoreCard),
    encode: (kept) => (kept === null ? null : JSON.stringify(kept)),
  },
  fallback: () => null,
};

export const earlyTapsSetting: Setting<EarlyTap[]> = {
  key: 'early-taps',
  holds:
    'keypad taps made before the app had drawn the card itself (first-frame/early-card.ts): kept on each tap, so a page closed before the app takes them over still hands them to the card the next time it opens.',
  version: 1,
  codec: {
    ...jsonCodec(parseEarlyTaps),
    encode: (taps) => (taps.length === 0 ? null : JSON.stringify(taps)),
  },
  fallback: () => [],
};

/** The `fast-usage:` family: one key per feature, written the first time it is used, never again. */
export const FEATURE_USAGE_PREFIX = 'fast-usage:';

export function featureUsageSetting(feature: UsedFeature): Setting<Record<string, unknown> | null> {
  return {
    key: `${FEATURE_USAGE_PREFIX}${feature}`,
    holds: 'when (and with what) this feature was first used here: a hint for the tips only.',
    version: 1,
    codec: {
      ...jsonCodec(parseRecord),
      encode: (record) => (record === null ? null : JSON.stringify(record)),
    },
    fallback: () => null,
  };
}

export const problemLogSetting: Setting<Problem[]> = {
  key: 'problem-log',
  holds:
    'the last 50 unexpected failures on this phone (time, what was being done, message, build), shown on Data with Copy and never sent (docs/failures.md).',
  version: 1,
  codec: jsonCodec(parseProblems),
  fallback: () => [],
};

export const lastExportSetting: Setting<KeptCopy | null> = {
  key: 'last-export',
  holds:
    "the counts of the last backup file exported here, and when: what the Data screen's What is kept where compares with this phone (the file itself is the archer's).",
  version: 1,
  codec: { ...jsonCodec(parseKeptCopy), encode: (kept) => (kept === null ? null : JSON.stringify(kept)) },
  fallback: () => null,
};

export const cloudCopyCheckSetting: Setting<CloudCopyCheck | null> = {
  key: 'cloud-backup-check',
  holds:
    "the last cloud backup's stored copy read back from the server's listing: the counts it was verified to hold, and when, or that it did not match what was sent.",
  version: 1,
  codec: {
    ...jsonCodec(parseCloudCopyCheck),
    encode: (check) => (check === null ? null : JSON.stringify(check)),
  },
  fallback: () => null,
};

/** Every key, for the docs test and for anyone asking what the phone keeps. */
export const DEVICE_SETTINGS: readonly Setting<never>[] = [
  themeSetting,
  whatINeedClosedSetting,
  signInSetting,
  installDismissedSetting,
  devToolsSetting,
  backupSettingsSetting,
  linkedCodeSetting,
  thisPhoneSetting,
  conflictsAskedSetting,
  liveReferenceSetting,
  liveScoreQueueSetting,
  liveRulesSetting,
  liveLeaderboardSetting,
  liveTargetSetting,
  sightUnitsSetting,
  historyFiltersSetting,
  maxDistanceSetting,
  firstOpenSettledSetting,
  tipsSetting,
  atTheLineSetting,
  lastScoreCardSetting,
  earlyTapsSetting,
  problemLogSetting,
  lastExportSetting,
  cloudCopyCheckSetting,
] as readonly Setting<unknown>[] as unknown as readonly Setting<never>[];

function travels(setting: Setting<never>): setting is TravellingSetting<never> {
  return 'travels' in setting;
}

/** The settings a backup carries: declaring `travels` on a new one is all it takes. */
export const TRAVELLING_SETTINGS: readonly TravellingSetting<never>[] = DEVICE_SETTINGS.filter(travels);
