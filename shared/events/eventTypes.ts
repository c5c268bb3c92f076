import type {
  HistoryItem,
  ShootDetails,
  ShooterSnapshot,
  ShootLocation,
  ShootStatus,
} from '../history/historyItem.js';
import type { ArrowValue } from '../rounds/round.js';
import type { Tombstones } from '../history/tombstones.js';
import type { SightMark } from '../sight-marks/sightMark.js';
import type { FacePosition } from '../target-face/targetFace.js';
import type { NoteRecord, ProfileChanges } from './records.js';
import type { EventStatus } from '../ledger/event-status.js';
import type { ShootStanding } from '../history/shootStanding.js';
import type { CorrectionAfterSigning, Signature, TargetLetter } from '../target-cards/card.js';
import type { TargetSetup } from '../target-cards/target-sheet.js';

/**
 * Every change to an archer's data is one of these events, appended to the worker's log and replayed
 * into projections at start-up. Types and field names, once shipped, are never renamed or reused: a new
 * shape gets a new `version` and an upgrade in upgrades.ts.
 */

/** The envelope every event shares. `timestamp` is milliseconds since the epoch, from the injected clock. */
export interface EventEnvelope<Type extends string, Payload> {
  type: Type;
  /** Schema version of this event type's payload. */
  version: number;
  /** Unique id from the injected id source. */
  id: string;
  timestamp: number;
  payload: Payload;
}

/**
 * The archer picks a round for the shoot they are about to score. After the first arrow it changes the
 * round and keeps the arrows (allowed only when they fit the new round, shared/scoring/roundFit.ts).
 */
export type ShootStarted = EventEnvelope<'shoot-started', { roundName: string }>;

/**
 * Where an arrow was plotted on the target face (issue #18): millimetres from the centre of the face
 * sheet, x right, y up (shared/target-face). Keypad arrows have none (null).
 */
export type ArrowPosition = FacePosition;

/** One arrow scored on the current shoot (version 2: with its plotted position, null from the keypad). */
export type ArrowScored = EventEnvelope<
  'arrow-scored',
  { value: ArrowValue; position: ArrowPosition | null }
>;

/**
 * An arrow of the current shoot corrected, addressed by its overall index in shot order. Version 2: the
 * position it was dragged to, or null (a keypad correction leaves the arrow unplotted).
 */
export type ArrowCorrected = EventEnvelope<
  'arrow-corrected',
  { index: number; value: ArrowValue; position: ArrowPosition | null }
>;

/** The last arrow of the current shoot taken back. */
export type ArrowUndone = EventEnvelope<'arrow-undone', Record<string, never>>;

/**
 * A note. `shootId` null makes it a pending note, attached to the next shoot saved; `endNumber` is the
 * end it was written at, when there was one. The note's time stamp is the event's.
 */
export type NoteAdded = EventEnvelope<
  'note-added',
  { noteId: string; text: string; endNumber: number | null; shootId: number | null }
>;

export type NoteEdited = EventEnvelope<'note-edited', { noteId: string; text: string }>;

export type NoteHighlighted = EventEnvelope<'note-highlighted', { noteId: string; highlighted: boolean }>;

/** A note taken out of the diary by the archer (pending or attached). */
export type NoteDeleted = EventEnvelope<'note-deleted', { noteId: string }>;

/**
 * The current shoot saved to the history: one event carrying every arrow, so the log stays one record
 * per shoot however many arrows it had. `historyId` is decided when the event is made (highest id plus
 * one), so replay gives every shoot the same id again.
 */
export type ShootSaved = EventEnvelope<
  'shoot-saved',
  {
    historyId: number;
    date: string;
    gameType: string;
    score: number;
    scores: ArrowValue[];
    /**
     * Version 2: the plotted position of each arrow, aligned with `scores` (null for keypad arrows);
     * null when no arrow of the shoot was plotted.
     */
    positions: Array<ArrowPosition | null> | null;
    shootDuration: number;
    location: ShootLocation | null;
    shootStatus: ShootStatus;
    userProfile: ShooterSnapshot;
    /**
     * Version 3: false for a round kept unfinished ("Save as incomplete"), true for a finished one;
     * null on shoots saved before, which read as complete when their arrows complete the round.
     */
    complete: boolean | null;
    /**
     * Version 4 (docs/official-record.md): the status of the event, null on shoots saved before, which
     * read their `shootStatus`; `shootStatus` is kept in agreement with it.
     */
    eventStatus: EventStatus | null;
    /** Version 4: the scoresheet witnessed and signed, and the shoot left out of the handicap. */
    witnessed: boolean;
    signed: boolean;
    leaveOutOfHandicap: boolean;
  }
>;

/**
 * The current shoot thrown away; the round stays selected for the next one. `discardedNoteIds` are the
 * pending notes written during it, which go with it (version 2: version 1 left them pending, so they
 * attached to the next shoot saved with end numbers that were not its own).
 */
export type ShootDiscarded = EventEnvelope<
  'shoot-discarded',
  { roundName: string; discardedNoteIds: string[] }
>;

/** Fields of a saved shoot that can be changed afterwards (the edit-score event carries new arrows). */
export interface SavedShootChanges extends ShootDetails {
  scores?: ArrowValue[];
  /** Present whenever scores is: the total is worked out once, when the event is made. */
  score?: number;
}

export type ShootUpdated = EventEnvelope<'shoot-updated', { historyId: number; changes: SavedShootChanges }>;

export type ShootDeleted = EventEnvelope<'shoot-deleted', { historyId: number }>;

/**
 * Where an import's shoots come from: a backup this app wrote, the old app's export, the archer's row of
 * a competition's results file, or a target card signed for them.
 */
export type ImportSource = 'backup' | 'legacy-export' | 'competition-results' | 'target-card';

/**
 * The outcome of an import or restore, decided when the event is made (merge rules applied, ids
 * given): replay adds exactly what the archer was told was added. Version 2 carries what the file's
 * tombstones change here (shared/history/tombstones.ts): the tombstones this device did not know, the
 * local shoots and sight marks they hide (deleted on another phone after this copy was saved), and what
 * the file's later copies (saved or edited later) bring to items already here. Version 3 may name a
 * competition's results or a target card as its source, which earlier versions logged as a
 * 'legacy-export' (shared/achievements/arrival.ts tells the archer's own files from them).
 */
export type HistoryImported = EventEnvelope<
  'history-imported',
  {
    source: ImportSource;
    items: HistoryItem[];
    notes: NoteRecord[];
    sightMarks: SightMark[];
    profile: ProfileChanges;
    tombstones: Tombstones;
    removedShootIds: number[];
    removedSightMarkIds: string[];
    /**
     * Shoots here whose later copy in the file brought its status and place (the newer edit), and its
     * standing for the official record: absent on events logged before it, which leave it as it was.
     */
    resaved: {
      shoots: Array<
        {
          id: number;
          savedAt: number | null;
          shootStatus: ShootStatus;
          location: ShootLocation | null;
        } & Partial<ShootStanding>
      >;
      sightMarks: Array<{ id: string; savedAt: number }>;
    };
  }
>;

/**
 * This device's saved shoots, their notes, the sight marks and the profile replaced by a backup's (the
 * archer chose "use this backup instead"): one event, so a restore is all or nothing. The shoot being
 * scored and its pending notes stay. Decided like an import onto an empty device.
 */
export type DataRestored = EventEnvelope<'data-restored', HistoryImported['payload']>;

/** A sight mark added, or replaced when its id is already known. */
export type SightMarkSaved = EventEnvelope<'sight-mark-saved', { mark: SightMark }>;

export type SightMarkDeleted = EventEnvelope<'sight-mark-deleted', { sightMarkId: string }>;

export type ProfileUpdated = EventEnvelope<'profile-updated', { changes: ProfileChanges }>;

/** Achievements marked read: the listed ones, or every unread one when `all` is set. */
export type AchievementsMarkedRead = EventEnvelope<
  'achievements-marked-read',
  { achievementIds: string[]; all: boolean }
>;

/**
 * Achievements the history met, recorded once as unlocked so that a later delete or edit never locks
 * them again (docs/product.md section 4). Written by the engine right after the write that met them.
 * Version 2 says how the shoot that earned each arrived (ShootArrival, shared/achievements/arrival.ts,
 * spelt out here since events sit below achievements): only those
 * earned by a shoot added here are news. Version 1 unlocks were all announced when they were recorded.
 */
export type AchievementsUnlocked = EventEnvelope<
  'achievements-unlocked',
  {
    achievements: {
      id: string;
      achievingShootId: number;
      achievedDate: string;
      unlockedAt: number;
      arrival: 'added' | 'brought-back';
    }[];
  }
>;

/** The archer turned achievement popups on or off (docs/product.md section 3 achievement preferences). */
export type AchievementPopupsSet = EventEnvelope<'achievement-popups-set', { enabled: boolean }>;

/**
 * Scoring a target (docs/scoring-a-target.md): the scorer sets up a target of up to six archers and
 * writes every archer's arrows on this phone. One target at a time; its events fold into the target
 * sheet projection (shared/target-cards/target-sheet.ts) until the scorer ends it.
 */
export type TargetStarted = EventEnvelope<'target-started', { setup: TargetSetup }>;

/** One arrow written on the target sheet, for the archer whose turn it was (carried, so replay needs no rule). */
export type TargetArrowScored = EventEnvelope<
  'target-arrow-scored',
  { letter: TargetLetter; value: ArrowValue }
>;

/** An arrow on the target sheet corrected before its card was signed; `index` counts the archer's arrows. */
export type TargetArrowCorrected = EventEnvelope<
  'target-arrow-corrected',
  { letter: TargetLetter; index: number; value: ArrowValue }
>;

/** The last arrow written on the target sheet, of whichever archer, taken back. */
export type TargetArrowUndone = EventEnvelope<'target-arrow-undone', Record<string, never>>;

/** The scorer stopped the target before the round's end: the cards are signed as they stand. */
export type TargetStopped = EventEnvelope<'target-stopped', Record<string, never>>;

/** A card signed by its archer or by whoever signs it as scorer. */
export type TargetCardSigned = EventEnvelope<
  'target-card-signed',
  { letter: TargetLetter; role: 'archer' | 'scorer'; signature: Signature }
>;

/**
 * A sealed card changed after signing (docs/scoring-a-target.md): `end` and `arrow` count from 0 on the
 * card as written; the old value, time and who are logged with it, and the card no longer counts as witnessed.
 */
export type TargetCardCorrected = EventEnvelope<
  'target-card-corrected',
  { letter: TargetLetter; correction: CorrectionAfterSigning }
>;

/** The scorer is done with the target: its sheet leaves this phone's score screens. */
export type TargetEnded = EventEnvelope<'target-ended', Record<string, never>>;

/**
 * Double scoring settled (docs/scoring-a-target.md): the archer scored a round themselves and a scorer
 * signed a card of the same round and day, and they chose which to keep. 'scorer': their own shoot
 * becomes the card's (`item`, the shoot as decided when they chose, under the own shoot's id); 'mine':
 * their own shoot stays and the card is set aside (`item` null). `differences` counts what differed.
 */
export type DoubleScoringSettled = EventEnvelope<
  'double-scoring-settled',
  { historyId: number; card: string; kept: 'scorer' | 'mine'; differences: number; item: HistoryItem | null }
>;

export type EngineEvent =
  | ShootStarted
  | ArrowScored
  | ArrowCorrected
  | ArrowUndone
  | NoteAdded
  | NoteEdited
  | NoteHighlighted
  | NoteDeleted
  | ShootSaved
  | ShootDiscarded
  | ShootUpdated
  | ShootDeleted
  | HistoryImported
  | DataRestored
  | SightMarkSaved
  | SightMarkDeleted
  | ProfileUpdated
  | AchievementsMarkedRead
  | AchievementsUnlocked
  | AchievementPopupsSet
  | TargetStarted
  | TargetArrowScored
  | TargetArrowCorrected
  | TargetArrowUndone
  | TargetStopped
  | TargetCardSigned
  | TargetEnded
  | TargetCardCorrected
  | DoubleScoringSettled;

export type EngineEventType = EngineEvent['type'];

export type EventPayload<Type extends EngineEventType> = Extract<EngineEvent, { type: Type }>['payload'];

/** Events that belong to the shoot being scored, folded into its shoot-saved or shoot-discarded event. */
export function isShootInProgressEvent(type: EngineEventType): boolean {
  return (
    type === 'shoot-started' ||
    type === 'arrow-scored' ||
    type === 'arrow-corrected' ||
    type === 'arrow-undone'
  );
}
