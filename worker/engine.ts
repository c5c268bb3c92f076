import { achievementGroups } from '../shared/achievements/views.js';
import type {
  ArcheryEngine,
  BackupPayload,
  OfficialRecordView,
  ScorecardLayout,
} from '../shared/contract/engine.js';
import { ok } from '../shared/core/result.js';
import * as diary from '../shared/commands/diaryCommands.js';
import { diaryView, noteAnswer } from '../shared/views/diaryView.js';
import { exportBackup } from '../shared/import-export/exportBackup.js';
import * as saved from '../shared/commands/historyCommands.js';
import {
  csvTexts,
  historyList,
  recentRounds,
  savedShootAnswer,
  shootSavedAnswer,
} from '../shared/views/historyViews.js';
import { progressSeries } from '../shared/views/progressSeries.js';
import {
  defaultStandingFor,
  officialRecordView,
  recordCsvFiles,
  seasonReviewAnswer,
} from '../shared/views/officialRecord.js';
import { isoDay } from '../shared/time/dates.js';
import { backupFile, spreadsheetFile, tabSeparatedFile } from './exportFile.js';
import { accountUnion } from '../shared/import-export/accountUnion.js';
import { planImport } from '../shared/import-export/importFile.js';
import { competitionResultsView, planCompetitionImport } from '../shared/import-export/competitionResults.js';
import { goldenRecordsText } from '../shared/views/goldenRecordsExport.js';
import {
  ianseoEntriesOfRoster,
  ianseoParticipantList,
} from '../shared/records-formats/ianseoParticipants.js';
import { arrowsOfPastedIanseoStrings, ianseoArrowStringsOf } from '../shared/views/ianseoArrowStrings.js';
import { planRestore } from '../shared/import-export/restoreFile.js';
import { checkFile, importableFile } from '../shared/import-export/readBackupFile.js';
import { withManifest } from '../shared/backups/manifest.js';
import { phoneCounts } from '../shared/import-export/phoneCounts.js';
import type { Projections } from '../shared/projections/projections.js';
import * as achievementCommands from '../shared/commands/achievementCommands.js';
import * as profileCommands from '../shared/commands/profileCommands.js';
import * as sightMarkCommands from '../shared/commands/sightMarkCommands.js';
import { recordUnlocks } from '../shared/commands/unlockPolicy.js';
import * as shoot from '../shared/commands/shootCommands.js';
import type { UpgradeRegistry } from '../shared/events/upgrades.js';
import type { ShootLocation } from '../shared/history/historyItem.js';
import type { RoundFinder } from '../shared/history/legacyGameType.js';
import { findRound } from '../shared/rounds/catalogue.js';
import { sortSightMarks } from '../shared/sight-marks/ordering.js';
import { distanceAcrossShootsView, plottedShootView } from '../shared/views/plottedViews.js';
import { sightAdviceView } from '../shared/views/sightAdviceView.js';
import { EngineCore } from './engineCore.js';
import type { LogChannel } from './logChannel.js';
import { shootsAwaitingPlace, storeFoundPlace } from '../shared/commands/placeLookup.js';
import {
  achievementPreferencesView,
  achievementReadState,
  unreadAchievements,
} from '../shared/views/achievementReads.js';
import { backupComparisonAnswer } from '../shared/import-export/compareBackup.js';
import {
  currentShootAnswer,
  scoreCardAnswer,
  scorecardOfAnswer,
  whatINeedAnswer,
} from '../shared/views/currentShootView.js';
import { distanceReportAnswer } from '../shared/views/distanceReport.js';
import { savedSightMarkAnswer, sightEstimateAnswer } from '../shared/views/sightMarkViews.js';
import { reverseGeocode } from './reverseGeocoding.js';

/**
 * The worker's implementation of the `ArcheryEngine` contract: each method is a read of the
 * projections or a command written through the core's queue. The domain rules live in shared/; this
 * file only wires them to storage.
 */

export interface EngineOptions {
  /** The IndexedDB to keep the log in (the worker's own, or fake-indexeddb in tests). */
  indexedDB: IDBFactory | undefined;
  databaseName?: string;
  /** Milliseconds since the epoch. */
  now: () => number;
  newId: () => string;
  /** Asks the browser not to evict the data; resolves whether it agreed. */
  requestPersistence?: () => Promise<boolean>;
  upgrades?: UpgradeRegistry;
  findRound?: RoundFinder;
  /** Announcements of writes between tabs sharing the log. */
  channel?: LogChannel;
  /**
   * Reverse-geocoding URL template with {lat} and {lon}, looked up for each shoot saved with a
   * location; absent or empty: no lookup (the shoot keeps the location as the UI sent it).
   */
  reverseGeocodingUrl?: string;
  /** The fetch the lookup uses (the worker's own unless a test hands one in). */
  fetchPlace?: typeof fetch;
  /** Whether the browser has a network now; place lookups wait for one (default: assume it has). */
  isOnline?: () => boolean;
  /** Pause between two catch-up lookups (default 1 s: the public service's usage policy). */
  placeLookupGapMs?: number;
  /** The engine build, for the score card's start-up snapshot (EngineCore's `codeVersion`). */
  codeVersion?: string;
}

export interface WorkerEngine extends ArcheryEngine {
  /** Resolves once every place lookup under way has been answered and stored (or given up). */
  placesLookedUp(): Promise<void>;
  /**
   * Looks up the places of recent shoots saved without one (no signal at the range), within the bounds
   * of shared/commands/placeLookup.ts. Runs after start-up; the worker calls it again when the browser
   * comes back online.
   */
  lookUpMissingPlaces(): void;
  /** Finishes queued writes and closes the database (tests, and tab shutdown). */
  close(): Promise<void>;
}

export function createEngine(options: EngineOptions): WorkerEngine {
  const startedAt = options.now();
  const core = new EngineCore({
    indexedDB: options.indexedDB,
    databaseName: options.databaseName,
    source: { now: options.now, newId: options.newId },
    context: { findRound: options.findRound ?? findRound, startedAt: new Date(startedAt) },
    requestPersistence: options.requestPersistence,
    upgrades: options.upgrades,
    channel: options.channel,
    followUp: recordUnlocks,
    codeVersion: options.codeVersion,
  });
  const now = () => new Date(options.now());
  const lookups = new Set<Promise<void>>();
  /** Place lookups tried per shoot in this session: the retry bound (a new session starts again). */
  const placeTries = new Map<number, number>();
  const placesInFlight = new Set<number>();
  const online = options.isOnline ?? (() => true);

  const current = (state: Projections) => currentShootAnswer(state, now());
  // The layout the score card is on screen in, as its last read said: its writes answer in it alone.
  let cardLayout: ScorecardLayout = 'portrait';
  /** The score card: after a write, read right after it is applied, so at its log position. */
  const cardIn = (layout: ScorecardLayout) => (state: Projections) =>
    scoreCardAnswer(state, now(), core.logPosition, layout);
  const card = (state: Projections) => cardIn(cardLayout)(state);
  /** The backup payload (docs/product.md section 3) of one state: read in one synchronous step with it. */
  const backupPayloadOf = (state: Projections, preferences: Record<string, unknown>) =>
    exportBackup(state, { preferences, timestamp: options.now(), deviceId: core.deviceId });
  /** The file saved or uploaded: the payload with its manifest first (docs/completeness.md). */
  const sealedFile = async (payload: BackupPayload) => {
    const sealed = await withManifest(payload);
    return { file: backupFile(sealed), manifest: sealed.manifest };
  };
  /** Today on the archer's calendar: the ledger's seasons turn on local days. */
  const today = () => {
    const date = now();
    return isoDay(date.getFullYear(), date.getMonth() + 1, date.getDate());
  };
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
  const savedShoot = (historyId: number) => (state: Projections) => savedShootAnswer(state, historyId);
  const note = (noteId: string) => (state: Projections) => noteAnswer(state, noteId);
  const achievementsRead = (state: Projections) => ok(achievementReadState(state, startedAt));
  const preferences = (state: Projections) => ok(achievementPreferencesView(state, startedAt));

  /**
   * Looks the saved shoot's place up and stores what the answer says, unless the shoot was deleted or
   * moved meanwhile. Never awaited by the save: a failed or slow lookup leaves the shoot as saved.
   */
  const lookUpPlace = (historyId: number, location: ShootLocation): Promise<void> => {
    const template = options.reverseGeocodingUrl;
    if (!template || location.country !== undefined || placesInFlight.has(historyId))
      return Promise.resolve();
    placeTries.set(historyId, (placeTries.get(historyId) ?? 0) + 1);
    placesInFlight.add(historyId);
    const lookup = reverseGeocode(template, location.latitude, location.longitude, options.fetchPlace).then(
      async (answer) => {
        if (!answer.ok) return;
        await core.write(storeFoundPlace(historyId, location, answer.value), () => ok(null));
      },
    );
    const tracked = lookup.finally(() => {
      placesInFlight.delete(historyId);
      lookups.delete(tracked);
    });
    lookups.add(tracked);
    return tracked;
  };

  /** One lookup at a time, a second apart: the public service asks for no more than one a second. */
  const lookUpMissingPlaces = () => {
    if (!options.reverseGeocodingUrl || !online()) return;
    const retry = core
      .read((state) => ok(shootsAwaitingPlace(state.history.shoots.values(), options.now(), placeTries)))
      .then(async (due) => {
        if (!due.ok) return;
        const gapMs = options.placeLookupGapMs ?? 1000;
        for (const [index, { historyId, location }] of due.value.entries()) {
          if (index > 0) await new Promise((resolve) => setTimeout(resolve, gapMs));
          if (!online()) return;
          await lookUpPlace(historyId, location);
        }
      });
    const tracked = retry.finally(() => lookups.delete(tracked));
    lookups.add(tracked);
  };
  // After start-up, once the log is replayed: a shoot saved offline last time may be named now.
  void core.ready.then(lookUpMissingPlaces);

  return {
    whenReady: () => core.ready,
    status: async () => core.status,
    subscribe: async (listener) => core.subscribe(listener),
    unsubscribe: async (id) => core.unsubscribe(id),

    // The score card's reads may be answered from the start-up snapshot before the full replay.
    currentShoot: () => core.readScoreCard(current),
    // Each read answers in its own layout, even when the answer waits for the replay behind another.
    scoreCard: (layout) => {
      cardLayout = layout;
      return core.readScoreCard(cardIn(layout));
    },
    startUpScoreCard: (layout) => {
      cardLayout = layout;
      return core.readSnapshotOnly(cardIn(layout));
    },
    startShoot: (roundName) => core.write(shoot.startShoot(roundName), card),
    scoreArrow: (value) => core.write(shoot.scoreArrow(value), card),
    correctArrow: (index, value) => core.write(shoot.correctArrow(index, value), card),
    plotArrow: (position, shaft) => core.write(shoot.plotArrow(position, shaft), card),
    movePlottedArrow: (index, position, shaft) =>
      core.write(shoot.movePlottedArrow(index, position, shaft), card),
    undoArrow: () => core.write(shoot.undoArrow(), card),
    discardShoot: () => core.write(shoot.discardShoot(), card),
    whatINeed: (roundName) => core.read((state) => whatINeedAnswer(state, roundName, now())),
    saveShoot: async (details) => {
      const result = await core.write(shoot.saveShoot(details), shootSavedAnswer);
      if (result.ok && result.value.location) void lookUpPlace(result.value.id, result.value.location);
      return result;
    },

    officialRecord: () => core.read((state) => ok(officialRecord(state))),
    seasonReview: (query) => core.read((state) => seasonReviewAnswer(state, query, today())),
    exportRecordCsv: () =>
      core.read((state) => {
        const files = recordCsvFiles(state, today());
        return ok({ shoots: spreadsheetFile(files.shoots), claims: spreadsheetFile(files.claims) });
      }),
    defaultStanding: (roundName) => core.read((state) => ok(defaultStandingFor(state, roundName))),

    history: () => core.read((state) => ok(historyList(state))),
    historyItem: (historyId) => core.read(savedShoot(historyId)),
    updateShoot: (historyId, edit) => core.write(saved.updateShoot(historyId, edit), savedShoot(historyId)),
    deleteShoot: (historyId) => core.write(saved.deleteShoot(historyId), () => ok({ historyId })),
    recentRounds: () => core.read((state) => ok(recentRounds(state, now()))),
    distancePerformanceReport: (filter = {}) =>
      core.read((state) => ok(distanceReportAnswer(state, filter, now()))),
    progress: (filter = {}) =>
      core.read((state) => ok(progressSeries(state.history.shoots.values(), filter))),
    plottedShoot: (historyId) => core.read((state) => plottedShootView(state, historyId)),
    distanceAcrossShoots: (distance) => core.read((state) => distanceAcrossShootsView(state, distance)),
    sightAdvice: (request) => core.read((state) => sightAdviceView(state, request)),

    notes: () => core.read((state) => ok({ notes: state.notes.all(), pending: state.notes.pending() })),
    diary: (query) => core.read((state) => ok(diaryView(state, query))),
    // The new note's id is decided with its event and handed to the answer with it.
    addNote: (input) =>
      core.writeWith(
        (state, source) => {
          const decision = diary.addNote(input)(state, source);
          if (!decision.ok) return decision;
          const noteId = decision.value.type === 'note-added' ? decision.value.payload.noteId : '';
          return ok({ event: decision.value, detail: noteId });
        },
        (state, _event, noteId) => noteAnswer(state, noteId),
      ),
    editNote: (noteId, text) => core.write(diary.editNote(noteId, text), note(noteId)),
    highlightNote: (noteId, highlighted) =>
      core.write(diary.highlightNote(noteId, highlighted), note(noteId)),
    deleteNote: (noteId) => core.write(diary.deleteNote(noteId), () => ok({ noteId })),

    sightMarks: () => core.read((state) => ok(sortSightMarks([...state.sightMarks.values()]))),
    saveSightMark: (input) => core.write(sightMarkCommands.saveSightMark(input), savedSightMarkAnswer),
    deleteSightMark: (sightMarkId) =>
      core.write(sightMarkCommands.deleteSightMark(sightMarkId), () => ok({ sightMarkId })),
    estimateSightMark: (query) => core.read((state) => ok(sightEstimateAnswer(state, query))),

    profile: () => core.read((state) => ok({ ...state.profile })),
    updateProfile: (changes) =>
      core.write(profileCommands.updateProfile(changes), (state) => ok({ ...state.profile })),

    achievements: () => core.read((state) => ok(achievementGroups(state.achievements))),
    unreadAchievements: () => core.read((state) => ok(unreadAchievements(state, startedAt))),
    achievementReadState: () => core.read(achievementsRead),
    markAchievementsRead: (ids) =>
      core.write(achievementCommands.markAchievementsRead(ids), achievementsRead),
    achievementPreferences: () => core.read(preferences),
    setAchievementPopups: (enabled) =>
      core.write(achievementCommands.setAchievementPopups(enabled), preferences),

    exportBackup: async (preferences = {}) => {
      const payload = await core.read((state) => ok(backupPayloadOf(state, preferences)));
      return payload.ok ? ok(await sealedFile(payload.value)) : payload;
    },
    // Read in one synchronous step with the state, so the position is exactly what the payload holds.
    backupForUpload: async (preferences = {}) => {
      const read = await core.read((state) =>
        ok({
          payload: backupPayloadOf(state, preferences),
          deviceId: core.deviceId,
          logPosition: core.logPosition,
        }),
      );
      if (!read.ok) return read;
      const { payload, ...held } = read.value;
      const { file, manifest } = await sealedFile(payload);
      return ok({ data: file, manifest, ...held });
    },
    phoneCounts: () => core.read((state) => ok(phoneCounts(state))),
    backupOwed: (owner) => core.backupOwed(owner),
    backupStored: async (logPosition, storedAt, owner) => {
      const owed = await core.backupAcknowledged(logPosition, storedAt, owner);
      if (!owed.ok) return owed;
      // The archer-facing date; the mark above is what decides whether a backup is owed.
      await core.write(profileCommands.updateProfile({ lastBackupDate: storedAt }), () => ok(null));
      return owed;
    },
    // The file is checked against its manifest first (the digest cannot wait inside a transaction);
    // the summary is decided with the event, inside the transaction, and handed back once it is stored.
    importData: async (file) => {
      const read = await importableFile(file);
      if (!read.ok) return read;
      const { payload, check } = read.value;
      return core.writeWith(
        (state, source) => {
          const plan = planImport(state, payload, source);
          return plan.ok ? ok({ event: plan.value.event, detail: plan.value.summary }) : plan;
        },
        (_state, _event, summary) => ok({ ...summary, fileCheck: check }),
      );
    },
    checkBackupFile: async (file) => {
      const read = await checkFile(file);
      return read.ok ? ok(read.value.check) : read;
    },
    readCompetitionResults: (text) => core.read((state) => competitionResultsView(state, text)),
    importCompetitionResult: (text, line, choice) =>
      core.writeWith(
        (state, source) => {
          const plan = planCompetitionImport(state, text, line, choice, source);
          return plan.ok ? ok({ event: plan.value.event, detail: plan.value.summary }) : plan;
        },
        (_state, _event, summary) => ok(summary),
      ),
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
    compareWithBackup: (file) => core.read((state) => backupComparisonAnswer(state, file)),
    accountUnion: (backups) => core.read((state) => ok(accountUnion(state.context, backups))),
    exportCsv: () =>
      core.read((state) => {
        const texts = csvTexts(state);
        return ok({
          shoots: spreadsheetFile(texts.shoots),
          arrows: spreadsheetFile(texts.arrows),
          shootCount: texts.shootCount,
        });
      }),
    scorecardOf: (roundName, arrows) => core.read((state) => scorecardOfAnswer(state, roundName, arrows)),
    restoreData: async (file) => {
      const read = await importableFile(file);
      if (!read.ok) return read;
      const { payload, check } = read.value;
      return core.writeWith(
        (state, source) => {
          const plan = planRestore(state, payload, source);
          return plan.ok ? ok({ event: plan.value.event, detail: plan.value.summary }) : plan;
        },
        (_state, _event, summary) => ok({ ...summary, fileCheck: check }),
      );
    },

    lookUpMissingPlaces,
    placesLookedUp: async () => {
      while (lookups.size > 0) await Promise.all([...lookups]);
    },
    close: async () => {
      await Promise.all([...lookups]);
      await core.close();
    },
  };
}
