import type {
  BackupOwed,
  EngineChange,
  EngineChangeListener,
  EngineFailureReason,
  EngineResult,
  EngineStatus,
} from '../shared/contract/engine.js';
import { fail } from '../shared/core/result.js';
import { acknowledge, backupMarkFrom, backupOwed, owesBackup } from '../shared/import-export/owedBackup.js';
import { changesOf } from '../shared/projections/changes.js';
import { replayRecords } from '../shared/projections/replayRecords.js';
import {
  applyEvent,
  emptyProjections,
  type ProjectionContext,
  type Projections,
} from '../shared/projections/projections.js';
import { isShootInProgressEvent, type EngineEvent } from '../shared/events/eventTypes.js';
import type { EventSource } from '../shared/events/makeEvent.js';
import type { UpgradeRegistry } from '../shared/events/upgrades.js';
import { openEventStore, storageProblem, type EventStore, type StoredRecord } from './eventStore.js';
import type { LogChannel } from './logChannel.js';
import { ChangeBus } from './changeBus.js';
import { askPersistence } from './persistence.js';
import { replayLogInPages } from './replayLog.js';
import { readStartUpScoreCard, writeStartUpScoreCard } from './startUpScoreCard.js';
import { WriteQueue } from './writeQueue.js';
import { internalError } from './internalError.js';

/**
 * The engine's moving parts: open the log, replay it into projections, then take writes one at a time
 * through the queue: decide the event, commit it, and only then apply it and tell the UI. Nothing the
 * archer sees ever comes from an event that is not in the log.
 */

interface CoreOptions {
  indexedDB: IDBFactory | undefined;
  databaseName?: string;
  source: EventSource;
  context: ProjectionContext;
  requestPersistence?: () => Promise<boolean>;
  upgrades?: UpgradeRegistry;
  /** Where other tabs announce their writes (none: this worker still sees them at its next write). */
  channel?: LogChannel;
  /**
   * Asked after every write is applied: what that write makes necessary (achievements it unlocked), as
   * a maker of the event to store in a transaction of its own; null when nothing is (the usual case,
   * which then costs no transaction). Failing to store it loses nothing: it is asked again next time.
   */
  followUp?: (state: Projections) => ((source: EventSource) => EngineEvent) | null;
  /**
   * The engine build (the worker script's URL carries its content hash): a score-card snapshot written
   * by another build is ignored. Absent: no snapshot is read or written.
   */
  codeVersion?: string;
}

/** Writes after which the score card's start-up snapshot is renewed. */
const SNAPSHOT_POINTS: ReadonlySet<EngineEvent['type']> = new Set([
  'shoot-saved',
  'shoot-discarded',
  'history-imported',
  'data-restored',
  'profile-updated',
]);

/** A command's decision; null means there is nothing to store (an import that adds nothing). */
type WriteDecide = (state: Projections, source: EventSource) => EngineResult<EngineEvent | null>;

/** A decision that also carries what the command's answer needs besides the event (an import's summary). */
export interface Decided<D> {
  event: EngineEvent | null;
  detail: D;
}

export class EngineCore {
  private state: Projections | null = null;
  /**
   * The score card's state from the start-up snapshot plus the log after it, answered while the full
   * replay runs; null when there was no usable snapshot. Dropped once the full state is there.
   */
  private early: Promise<Projections | null>;
  private resolveEarly: (state: Projections | null) => void = () => undefined;
  private store: EventStore | null = null;
  private currentStatus: EngineStatus = { state: 'storage-unavailable', message: 'Still opening' };
  private readonly queue = new WriteQueue();
  private readonly changes = new ChangeBus();
  /** Log records of the shoot being scored, replaced by its shoot-saved or shoot-discarded event. */
  private inProgressSeqs: number[] = [];
  private device = '';
  /** The last log record applied: later ones come from other tabs. */
  private lastSeq = 0;
  /** Seqs of the log records that make a backup owed, in log order (see owedBackup.ts). */
  private readonly owingSeqs: number[] = [];
  private readyFacts = { persisted: false, setAsideEvents: 0 };
  readonly ready: Promise<EngineStatus>;

  constructor(private readonly options: CoreOptions) {
    this.early = new Promise((resolve) => (this.resolveEarly = resolve));
    this.ready = this.start();
  }

  get status(): EngineStatus {
    return this.currentStatus;
  }

  get deviceId(): string {
    return this.device;
  }

  private async start(): Promise<EngineStatus> {
    try {
      const store = await openEventStore(this.options.indexedDB, this.options.databaseName);
      const early = await readStartUpScoreCard(store, this.options);
      this.resolveEarly(early?.state ?? null);
      const state = emptyProjections(this.options.context);
      let setAsideEvents = 0;
      this.lastSeq = await replayLogInPages(store, state, {
        upgrades: this.options.upgrades,
        applied: (event, seq) => this.track(event, seq),
        setAside: () => (setAsideEvents += 1),
      });
      this.device = await store.deviceId(() => `device-${this.options.source.newId()}`);
      store.onLost((message) => this.setStatus({ state: 'storage-unavailable', message }));
      this.options.channel?.onAnnouncement(() => void this.catchUpFromLog());
      const persisted = await askPersistence(this.options.requestPersistence, (answer) => {
        this.readyFacts = { ...this.readyFacts, persisted: answer };
        if (this.currentStatus.state === 'ready') this.setStatus(this.readyStatus());
      });
      this.store = store;
      this.state = state;
      this.readyFacts = { persisted, setAsideEvents };
      this.currentStatus = this.readyStatus();
      this.early = Promise.resolve(null);
      // What the score card showed came from the snapshot: have it read the full state now.
      if (early !== null) this.changes.publish([{ type: 'current-shoot-changed' }], this.lastSeq);
      if (early?.seq !== this.lastSeq) void this.saveScoreCardSnapshot(store, state);
    } catch (error) {
      this.resolveEarly(null);
      this.early = Promise.resolve(null);
      const problem = storageProblem(error, true);
      this.currentStatus =
        problem.kind === 'storage-full'
          ? { state: 'storage-full', message: problem.message }
          : { state: 'storage-unavailable', message: problem.message };
    }
    return this.currentStatus;
  }

  /** After a full replay or a write that starts the score card afresh. A failure only costs speed. */
  private saveScoreCardSnapshot(store: EventStore, state: Projections): Promise<void> {
    return writeStartUpScoreCard(store, state, this.lastSeq, this.options.codeVersion);
  }

  /** The last log record applied: what a backup exported now holds. */
  get logPosition(): number {
    return this.lastSeq;
  }

  /**
   * Whether a backup is owed to `owner`: the changes in the log past the position of the last backup
   * acknowledged under that owner.
   */
  async backupOwed(owner: string): Promise<EngineResult<BackupOwed>> {
    await this.ready;
    const store = this.store;
    if (store === null) return this.unavailable();
    try {
      const mark = backupMarkFrom(await store.readBackupMark());
      return { ok: true, value: backupOwed(this.owingSeqs, mark, owner) };
    } catch (error) {
      return this.failedWrite(error);
    }
  }

  /**
   * Stamps durably that the server stored a backup holding the log up to `logPosition` under `owner`; called only on
   * the server's answer that it stored it. Answers what is still owed (changes made meanwhile).
   */
  async backupAcknowledged(
    logPosition: number,
    storedAt: string,
    owner: string,
  ): Promise<EngineResult<BackupOwed>> {
    await this.ready;
    const store = this.store;
    if (store === null) return this.unavailable();
    try {
      const mark = await store.updateBackupMark((stored) =>
        acknowledge(backupMarkFrom(stored), { logPosition, storedAt, owner }),
      );
      return { ok: true, value: backupOwed(this.owingSeqs, mark, owner) };
    } catch (error) {
      return this.failedWrite(error);
    }
  }

  /** Keeps the log records of the shoot in progress, so saving it can replace them. */
  private track(event: EngineEvent, seq: number): void {
    if (owesBackup(event)) this.owingSeqs.push(seq);
    if (isShootInProgressEvent(event.type)) this.inProgressSeqs.push(seq);
    else if (event.type === 'shoot-saved' || event.type === 'shoot-discarded') this.inProgressSeqs = [];
  }

  private setStatus(status: EngineStatus): void {
    const changed = JSON.stringify(status) !== JSON.stringify(this.currentStatus);
    this.currentStatus = status;
    if (changed) this.changes.publish([{ type: 'status-changed', status }], this.lastSeq);
  }

  private unavailable<T>(): EngineResult<T> {
    const status = this.currentStatus;
    return status.state === 'storage-unavailable'
      ? fail('storage-unavailable', status.message)
      : fail('not-ready', 'The scores are not open yet');
  }

  /** A read of the projections; no queue, as a read never changes them. */
  async read<T>(view: (state: Projections) => EngineResult<T>): Promise<EngineResult<T>> {
    await this.ready;
    return this.state === null ? this.unavailable() : shown(view, this.state);
  }

  /**
   * A read of what the score card shows: answered from the start-up snapshot while the full replay is
   * still running (a change notice follows once it is done), otherwise as `read`. Only views of the
   * shoot being scored, the profile and pending notes may use it: the snapshot holds nothing else.
   */
  async readScoreCard<T>(view: (state: Projections) => EngineResult<T>): Promise<EngineResult<T>> {
    const early = await this.early;
    if (this.state === null && early !== null) return shown(view, early);
    return this.read(view);
  }

  /** A score-card read from the start-up snapshot only: null when there is none or the replay is done. */
  async readSnapshotOnly<T>(view: (state: Projections) => EngineResult<T>): Promise<EngineResult<T> | null> {
    const early = await this.early;
    return this.state === null && early !== null ? shown(view, early) : null;
  }

  /**
   * A write: decided inside the queue against the latest state, committed, then applied and announced.
   * The view is built after the event is applied, so the caller sees its own write.
   */
  async write<T>(
    decide: WriteDecide,
    view: (state: Projections, event: EngineEvent | null) => EngineResult<T>,
  ): Promise<EngineResult<T>> {
    return this.writeWith(
      (state, source) => {
        const decision = decide(state, source);
        return decision.ok ? { ok: true, value: { event: decision.value, detail: null } } : decision;
      },
      (state, event) => view(state, event),
    );
  }

  /**
   * A write whose answer needs more of the decision than its event: `view` gets the decision's
   * `detail` as it was decided inside the transaction.
   */
  async writeWith<D, T>(
    decide: (state: Projections, source: EventSource) => EngineResult<Decided<D>>,
    view: (state: Projections, event: EngineEvent | null, detail: D) => EngineResult<T>,
  ): Promise<EngineResult<T>> {
    await this.ready;
    return this.queue.run(async () => {
      const state = this.state;
      const store = this.store;
      if (state === null || store === null) return this.unavailable<T>();
      if (this.currentStatus.state === 'storage-unavailable') {
        return fail('storage-unavailable', this.currentStatus.message);
      }
      let outcome: { seqs: number[]; result: EngineResult<Decided<D>> };
      try {
        outcome = await store.transact(this.lastSeq, (newer) => {
          this.catchUp(state, newer);
          const decision = decided(decide, state, this.options.source);
          const event = decision.ok ? decision.value.event : null;
          return {
            store: event === null ? null : { events: [event], replacedSeqs: this.replacedBy(event) },
            result: decision,
          };
        });
      } catch (error) {
        return this.failedWrite(error);
      }
      const decision = outcome.result;
      if (!decision.ok) return decision;
      const { event, detail } = decision.value;
      if (event === null) return shown((nothing) => view(nothing, null, detail), state);
      const [seq] = outcome.seqs as [number];
      if (this.currentStatus.state === 'storage-full') this.setStatus(this.readyStatus());
      this.lastSeq = Math.max(this.lastSeq, seq);
      this.track(event, seq);
      try {
        applyEvent(state, event);
      } catch (error) {
        // Stored, but a projection threw on it: said as the app's fault, and the next start-up sets the
        // record aside (replayRecords.ts) if the rule still throws. Other tabs are told it is there.
        this.changes.publish(changesOf(event), this.lastSeq);
        this.options.channel?.announce();
        return internalError(error, 'saved');
      }
      // Where the shoot being scored starts afresh (or the profile or a large import changed), a new
      // snapshot keeps the next start-up's tail to the arrows of one shoot.
      if (SNAPSHOT_POINTS.has(event.type)) void this.saveScoreCardSnapshot(store, state);
      const followedBy = await this.storeFollowUp(state, store);
      // One batch for the write and what it made necessary, told before the answer goes back.
      this.changes.publish([...changesOf(event), ...followedBy], this.lastSeq);
      this.options.channel?.announce();
      return shown((after) => view(after, event, detail), state, 'saved');
    });
  }

  /**
   * Stores and applies what the write just applied makes necessary (see `followUp`); answers the
   * changes that made, for the write's batch.
   */
  private async storeFollowUp(state: Projections, store: EventStore): Promise<EngineChange[]> {
    const followUp = this.options.followUp;
    if (followUp === undefined) return [];
    try {
      if (followUp(state) === null) return [];
      return await this.storeFollowUpOf(followUp, state, store);
    } catch {
      // A rule that throws (the app's fault) must not fail the archer's write, which is stored and
      // applied; it is asked again at the next write.
      return [];
    }
  }

  private async storeFollowUpOf(
    followUp: NonNullable<CoreOptions['followUp']>,
    state: Projections,
    store: EventStore,
  ): Promise<EngineChange[]> {
    let outcome: { seqs: number[]; result: EngineEvent | null };
    try {
      outcome = await store.transact(this.lastSeq, (newer) => {
        this.catchUp(state, newer);
        // Asked again inside the transaction: another tab may have recorded it meanwhile.
        const event = followUp(state)?.(this.options.source) ?? null;
        return { store: event === null ? null : { events: [event], replacedSeqs: [] }, result: event };
      });
    } catch {
      // Derived again from the history at the next write; the archer's own write is already safe.
      return [];
    }
    const { seqs, result: stored } = outcome;
    if (stored === null) return [];
    this.lastSeq = Math.max(this.lastSeq, seqs[0] ?? this.lastSeq);
    applyEvent(state, stored);
    return changesOf(stored);
  }

  /** A saved or discarded shoot replaces the log records of its arrows (one record per shoot). */
  private replacedBy(event: EngineEvent): number[] {
    return event.type === 'shoot-saved' || event.type === 'shoot-discarded' ? [...this.inProgressSeqs] : [];
  }

  private failedWrite<T>(error: unknown): EngineResult<T> {
    const problem = storageProblem(error);
    // Full or gone is a state the UI shows; a one-off failure is only this write's answer.
    if (problem.kind !== 'storage-failed') this.setStatus({ state: problem.kind, message: problem.message });
    const reason: EngineFailureReason = problem.kind;
    return fail(reason, problem.message);
  }

  /** Applies records other tabs appended, and tells this tab's screens. */
  private catchUp(state: Projections, newer: readonly StoredRecord[]): void {
    const heard: EngineChange[] = [];
    this.lastSeq = replayRecords(state, newer, this.options.upgrades, this.lastSeq, {
      applied: (event, seq) => {
        this.track(event, seq);
        heard.push(...changesOf(event));
      },
      setAside: () => {
        this.readyFacts = { ...this.readyFacts, setAsideEvents: this.readyFacts.setAsideEvents + 1 };
        if (this.currentStatus.state === 'ready') this.setStatus(this.readyStatus());
      },
    });
    this.changes.publish(heard, this.lastSeq);
  }

  /** Another tab wrote: read what it appended, in turn with this tab's own writes. */
  private catchUpFromLog(): Promise<void> {
    return this.queue.run(async () => {
      if (this.state === null || this.store === null || this.currentStatus.state === 'storage-unavailable')
        return;
      try {
        this.catchUp(this.state, await this.store.readAfter(this.lastSeq));
      } catch (error) {
        this.failedWrite(error);
      }
    });
  }

  private readyStatus(): EngineStatus {
    return { state: 'ready', ...this.readyFacts };
  }

  subscribe(listener: EngineChangeListener): number {
    return this.changes.subscribe(listener);
  }

  unsubscribe(id: number): void {
    this.changes.unsubscribe(id);
  }

  async close(): Promise<void> {
    await this.ready;
    await this.queue.idle();
    this.options.channel?.close();
    this.store?.close();
  }
}

/**
 * A command's decision, or the app's fault when it throws: nothing is stored (the transaction writes
 * nothing) and storage stays as usable as it was. Without this the throw left the transaction and read as
 * a storage failure.
 */
function decided<D>(
  decide: (state: Projections, source: EventSource) => EngineResult<Decided<D>>,
  state: Projections,
  source: EventSource,
): EngineResult<Decided<D>> {
  try {
    return decide(state, source);
  } catch (error) {
    return internalError(error, 'not-made');
  }
}

/** A view of the state, or the app's fault when it throws: one screen fails, the others keep working. */
function shown<T>(
  view: (state: Projections) => EngineResult<T>,
  state: Projections,
  point: 'not-shown' | 'saved' = 'not-shown',
): EngineResult<T> {
  try {
    return view(state);
  } catch (error) {
    return internalError(error, point);
  }
}
