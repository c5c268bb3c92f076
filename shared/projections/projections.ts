import { arrivalOf, type ShootArrival } from '../achievements/arrival.js';
import { AchievementsProjection } from '../achievements/projection.js';
import type { EngineEvent, HistoryImported } from '../events/eventTypes.js';
import type { ProfileChanges } from '../events/records.js';
import type { HistoryItem, ShooterSnapshot } from '../history/historyItem.js';
import { eventStatusOf } from '../history/shootStanding.js';
import type { EventStatus } from '../ledger/event-status.js';
import type { RoundFinder } from '../history/legacyGameType.js';
import { shootIdentity, sightMarkIdentity } from '../history/mergeIdentity.js';
import { TombstoneSet } from '../history/tombstones.js';
import { defaultUserProfile, withoutRetiredFields, type UserProfile } from '../history/userProfile.js';
import type { SightMark } from '../sight-marks/sightMark.js';
import {
  emptyShoot,
  withArrow,
  withCorrection,
  withoutLastArrow,
  type CurrentShootState,
} from './currentShoot.js';
import { HistoryProjection } from './historyProjection.js';
import {
  newTargetSheet,
  withCorrectionAfterSigning,
  withoutLastTargetArrow,
  withSignature,
  withTargetArrow,
  withTargetCorrection,
  type TargetSheet,
} from '../target-cards/target-sheet.js';
import { NotesProjection } from './notesProjection.js';
import type { CardArcher } from '../target-cards/card.js';
import { withTargetArchers } from '../target-cards/recent-archers.js';

/**
 * Everything the archer sees, as projections of the event log. `applyEvent` is the one place an event
 * changes them: start-up replays the log through it, and the engine applies each new event through it
 * once that event is stored, so a replay always rebuilds exactly the state that was shown.
 */

export interface ProjectionContext {
  findRound: RoundFinder;
  /** When the engine started: a profile never edited takes the seasons containing this day. */
  startedAt: Date;
}

export interface Projections {
  readonly context: ProjectionContext;
  current: CurrentShootState;
  readonly history: HistoryProjection;
  readonly notes: NotesProjection;
  readonly sightMarks: Map<string, SightMark>;
  /**
   * Shoots and sight marks deleted here or on another phone (shared/history/tombstones.ts): kept through
   * a restore, so "use this backup instead" does not bring back what was deleted since.
   */
  readonly tombstones: TombstoneSet;
  profile: UserProfile;
  /** Achievements met, unlocked and read (shared/achievements/projection.ts). */
  readonly achievements: AchievementsProjection;
  /**
   * The event status the archer chose at their last save of each round, by round name: the save step's
   * default. Kept from the saves themselves, so a later edit of an old shoot does not move it.
   */
  readonly statusAtSave: Map<string, EventStatus>;
  /** The target being scored on this phone (docs/scoring-a-target.md), until the scorer ends it. */
  target: TargetSheet | null;
  /**
   * The archers of this phone's targets, newest first and each person once, for the setup to pick from
   * (shared/target-cards/recent-archers.ts). Kept from the set-up events, so an ended target still counts.
   */
  recentTargetArchers: CardArcher[];
  /** Signed cards the archer set aside for their own scoring of the same shoot, with that shoot's id. */
  readonly cardsSetAside: Map<string, number>;
  /** Events applied so far (a replay counts them too). */
  eventCount: number;
}

export function emptyProjections(context: ProjectionContext): Projections {
  return {
    context,
    current: emptyShoot(),
    history: new HistoryProjection(context.findRound),
    notes: new NotesProjection(),
    sightMarks: new Map(),
    tombstones: new TombstoneSet(),
    profile: defaultUserProfile(context.startedAt),
    achievements: new AchievementsProjection(),
    statusAtSave: new Map(),
    target: null,
    recentTargetArchers: [],
    cardsSetAside: new Map(),
    eventCount: 0,
  };
}

/**
 * An empty device that still knows what was deleted on this one: what a restore is planned onto, and
 * what a backup is compared with, so neither counts a deleted shoot as one to bring back.
 */
export function emptyWithTombstonesOf(state: Projections): Projections {
  const empty = emptyProjections(state.context);
  empty.tombstones.addAll(state.tombstones.list());
  return empty;
}

/** The part of the profile a shoot's classification depends on. */
export function profileSnapshot(profile: UserProfile): ShooterSnapshot {
  return { gender: profile.gender, ageGroup: profile.ageGroup, bowType: profile.bowType };
}

/** A saved shoot gone, with its achievements' facts and its notes (they were part of it). */
function removeShoot(state: Projections, historyId: number): void {
  state.history.remove(historyId);
  state.achievements.remove(historyId);
  state.notes.removeForShoot(historyId);
}

/**
 * What the tombstones and later copies of an imported file change here: the local copies its tombstones
 * hide go (as a deletion would take them); items the file holds a later copy of take its saved time and,
 * for a shoot, its status and place (the newer edit).
 */
function applyTombstones(state: Projections, payload: HistoryImported['payload']): void {
  state.tombstones.addAll(payload.tombstones);
  for (const id of payload.removedShootIds) removeShoot(state, id);
  for (const id of payload.removedSightMarkIds) state.sightMarks.delete(id);
  for (const { id, savedAt, ...changes } of payload.resaved.shoots) {
    // Events logged before the official record carry no standing: update() leaves it as it was.
    const updated = state.history.update(id, changes, state.profile);
    if (updated === undefined) continue;
    // update() made a new item, so this does not touch the one an earlier event carried.
    if (savedAt !== null) updated.item.savedAt = savedAt;
    state.achievements.put(updated.item, updated.round, updated);
  }
  for (const { id, savedAt } of payload.resaved.sightMarks) {
    const mark = state.sightMarks.get(id);
    if (mark) state.sightMarks.set(id, { ...mark, savedAt });
  }
}

/** The shoots, notes and sight marks an import or restore brings, judged for the profile as it stands. */
function addImported(state: Projections, payload: HistoryImported['payload'], arrival: ShootArrival): void {
  applyTombstones(state, payload);
  const snapshot = profileSnapshot(state.profile);
  for (const item of payload.items) {
    const added = state.history.add(item, snapshot);
    state.achievements.put(added.item, added.round, added);
    state.achievements.arrived(added.item.id, arrival);
  }
  for (const note of payload.notes) state.notes.add(note);
  for (const mark of payload.sightMarks) state.sightMarks.set(mark.id, mark);
}

function changeProfile(state: Projections, changes: ProfileChanges): void {
  const before = profileSnapshot(state.profile);
  state.profile = { ...state.profile, ...withoutRetiredFields(changes) };
  const after = profileSnapshot(state.profile);
  if (
    before.gender !== after.gender ||
    before.ageGroup !== after.ageGroup ||
    before.bowType !== after.bowType
  ) {
    state.history.reassessWithProfile(after);
  }
}

function changedTarget(target: TargetSheet, event: EngineEvent): TargetSheet {
  switch (event.type) {
    case 'target-arrow-scored':
      return withTargetArrow(target, event.payload.letter, event.payload.value);
    case 'target-arrow-corrected':
      return withTargetCorrection(target, event.payload.letter, event.payload.index, event.payload.value);
    case 'target-arrow-undone':
      return withoutLastTargetArrow(target);
    case 'target-stopped':
      return { ...target, stopped: true };
    case 'target-card-signed':
      return withSignature(target, event.payload.letter, event.payload.role, event.payload.signature);
    case 'target-card-corrected':
      return withCorrectionAfterSigning(target, event.payload.letter, event.payload.correction);
    default:
      return target;
  }
}

/** Applies one event to the projections, in place. */
export function applyEvent(state: Projections, event: EngineEvent): void {
  state.eventCount += 1;
  switch (event.type) {
    case 'shoot-started':
      // A round changed mid-shoot keeps its arrows (the command let it only when they fit the round).
      if (state.current.arrows.length > 0) state.current.roundName = event.payload.roundName;
      else state.current = emptyShoot(event.payload.roundName);
      return;
    case 'arrow-scored':
      withArrow(state.current, event.payload.value, event.timestamp, event.payload.position);
      return;
    case 'arrow-corrected':
      withCorrection(state.current, event.payload.index, event.payload.value, event.payload.position);
      return;
    case 'arrow-undone':
      withoutLastArrow(state.current);
      return;
    case 'note-added': {
      const { noteId, text, endNumber, shootId } = event.payload;
      state.notes.add({
        id: noteId,
        text,
        endNumber,
        shootId,
        timestamp: event.timestamp,
        highlighted: false,
      });
      return;
    }
    case 'note-edited':
      state.notes.edit(event.payload.noteId, event.payload.text);
      return;
    case 'note-highlighted':
      state.notes.highlight(event.payload.noteId, event.payload.highlighted);
      return;
    case 'note-deleted':
      state.notes.delete(event.payload.noteId);
      return;
    case 'shoot-saved': {
      const p = event.payload;
      const item: HistoryItem = {
        id: p.historyId,
        date: p.date,
        score: p.score,
        gameType: p.gameType,
        scores: p.scores,
        userProfile: p.userProfile,
        shootStatus: p.shootStatus,
        shootDuration: p.shootDuration,
        // The event's time stamp is when it was saved: a deletion of this shoot elsewhere, made before
        // it, does not hide it (a deliberate re-entry).
        savedAt: event.timestamp,
      };
      const round = state.context.findRound(p.gameType);
      if (round) item.unit = round.unit;
      if (p.location) item.location = p.location;
      if (p.complete !== null) item.complete = p.complete;
      if (p.eventStatus !== null) item.eventStatus = p.eventStatus;
      state.statusAtSave.set(p.gameType, eventStatusOf(item));
      // Only what was said is kept: an old shoot's item stays as it was.
      if (p.witnessed) item.witnessed = true;
      if (p.signed) item.signed = true;
      if (p.leaveOutOfHandicap) item.leaveOutOfHandicap = true;
      if (p.positions !== null && p.positions.some((position) => position !== null))
        item.positions = p.positions;
      // The profile's own gender, age group and bow type fill in what the shoot's snapshot lacks.
      const saved = state.history.add(item, state.profile, round);
      state.achievements.put(saved.item, saved.round, saved);
      state.achievements.arrived(saved.item.id, 'added');
      state.notes.attachPending(p.historyId);
      state.current = emptyShoot(p.gameType);
      return;
    }
    case 'shoot-discarded':
      state.notes.remove(event.payload.discardedNoteIds);
      state.current = emptyShoot(event.payload.roundName);
      return;
    case 'shoot-updated': {
      const p = event.payload;
      const before = state.history.get(p.historyId)?.item;
      const updated = state.history.update(p.historyId, p.changes, state.profile);
      if (before === undefined || updated === undefined) return;
      // An edit is a newer copy: it wins on combine. A new date or score is a new identity, so the old
      // one is buried, or another phone's copy under it would come back beside the edited shoot.
      if (shootIdentity(before) !== shootIdentity(updated.item))
        state.tombstones.buryShoot(before, event.timestamp);
      updated.item.savedAt = event.timestamp;
      state.achievements.put(updated.item, updated.round, updated);
      state.achievements.arrived(updated.item.id, 'added');
      return;
    }
    case 'shoot-deleted': {
      const shoot = state.history.get(event.payload.historyId);
      if (shoot) state.tombstones.buryShoot(shoot.item, event.timestamp);
      removeShoot(state, event.payload.historyId);
      return;
    }
    case 'history-imported':
      addImported(state, event.payload, arrivalOf({ type: event.type, source: event.payload.source }));
      changeProfile(state, event.payload.profile);
      return;
    case 'data-restored':
      // Ascending ids, so the highest id moves only with the last removal.
      for (const id of [...state.history.shoots.keys()].sort((a, b) => a - b)) removeShoot(state, id);
      state.sightMarks.clear();
      // The backup's shoots replace this phone's: the defaults come from them (their latest) from now on.
      state.statusAtSave.clear();
      // The restored profile first: shoots without their own snapshot are judged for it.
      changeProfile(state, { ...defaultUserProfile(state.context.startedAt), ...event.payload.profile });
      addImported(state, event.payload, arrivalOf({ type: event.type, source: event.payload.source }));
      return;
    case 'sight-mark-saved': {
      const before = state.sightMarks.get(event.payload.mark.id);
      // A mark changed to another distance, unit, notches or vertical: the old identity is buried.
      if (before && sightMarkIdentity(before) !== sightMarkIdentity(event.payload.mark))
        state.tombstones.burySightMark(before, event.timestamp);
      state.sightMarks.set(event.payload.mark.id, { ...event.payload.mark, savedAt: event.timestamp });
      return;
    }
    case 'sight-mark-deleted': {
      const mark = state.sightMarks.get(event.payload.sightMarkId);
      if (mark) state.tombstones.burySightMark(mark, event.timestamp);
      state.sightMarks.delete(event.payload.sightMarkId);
      return;
    }
    case 'profile-updated':
      changeProfile(state, event.payload.changes);
      return;
    case 'achievements-marked-read':
      state.achievements.markRead(event.payload.achievementIds, event.payload.all, event.timestamp);
      return;
    case 'achievements-unlocked':
      state.achievements.record(event.payload.achievements);
      return;
    case 'achievement-popups-set':
      state.achievements.popupsEnabled = event.payload.enabled;
      return;
    case 'double-scoring-settled': {
      const p = event.payload;
      if (p.item === null) {
        state.cardsSetAside.set(p.card, p.historyId);
        return;
      }
      const before = state.history.get(p.historyId)?.item;
      if (before === undefined) return;
      // The own shoot becomes the card's: its old identity is buried, as an edit's is, so another
      // phone's copy of the own scoring does not come back beside it.
      if (shootIdentity(before) !== shootIdentity(p.item))
        state.tombstones.buryShoot(before, event.timestamp);
      state.history.remove(p.historyId);
      const kept = state.history.add({ ...p.item, savedAt: event.timestamp }, state.profile);
      state.achievements.put(kept.item, kept.round, kept);
      state.achievements.arrived(kept.item.id, 'added');
      return;
    }
    case 'target-started':
      state.target = newTargetSheet(event.payload.setup);
      state.recentTargetArchers = withTargetArchers(state.recentTargetArchers, event.payload.setup);
      return;
    case 'target-ended':
      state.target = null;
      return;
    case 'target-arrow-scored':
    case 'target-arrow-corrected':
    case 'target-arrow-undone':
    case 'target-stopped':
    case 'target-card-signed':
    case 'target-card-corrected':
      // The command refused these without a target; a log read back may still hold a stray one.
      if (state.target !== null) state.target = changedTarget(state.target, event);
      return;
    default: {
      const unhandled: never = event;
      throw new Error(`Unhandled event ${JSON.stringify(unhandled)}`);
    }
  }
}

/** Rebuilds projections from scratch by replaying events in log order. */
export function replay(events: Iterable<EngineEvent>, context: ProjectionContext): Projections {
  const state = emptyProjections(context);
  for (const event of events) applyEvent(state, event);
  return state;
}
