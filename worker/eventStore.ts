import { wrap, type DBSchema, type IDBPDatabase } from 'idb';
import type { EngineEvent } from '../shared/events/eventTypes.js';

/**
 * The event log in IndexedDB, opened by the worker. One object store holds the events in append order
 * (auto-increment `seq`); a second holds small device facts (the device id, the log head). Every append is one
 * transaction with strict durability, and resolves only once that transaction has completed: that is
 * the moment an arrow may be shown as kept.
 */

export const DATABASE_NAME = 'archery-scores';
const SCHEMA_VERSION = 1;
/** Keys of the device store: the device id, and the seq of the last log record written by any tab. */
const DEVICE_ID = 'deviceId';
const LOG_HEAD = 'logHead';
/** The score card's start-up snapshot (shared/projections/scoreCardSnapshot.ts): a cache, never the truth. */
const SCORE_CARD_SNAPSHOT = 'scoreCardSnapshot';
/** The log position the last backup the server acknowledged held (shared/backups/owedBackup.ts). */
const BACKUP_MARK = 'backupMark';

/** A stored record: the event as written, plus its place in the log. Read back as untrusted data. */
export interface StoredRecord {
  seq: number;
  raw: unknown;
}

interface LogSchema extends DBSchema {
  events: { key: number; value: Record<string, unknown> };
  device: { key: string; value: unknown };
}

/** Why storage could not be used, in the words of the engine status. */
type StorageProblemKind = 'storage-unavailable' | 'storage-full' | 'storage-failed';

export class StorageProblem extends Error {
  constructor(
    readonly kind: StorageProblemKind,
    message: string,
  ) {
    super(message);
    this.name = 'StorageProblem';
  }
}

function errorName(error: unknown): string {
  return typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
}

function errorText(error: unknown): string {
  return error instanceof Error || (typeof error === 'object' && error !== null && 'message' in error)
    ? String((error as { message: unknown }).message)
    : String(error);
}

/** Sorts a failed IndexedDB call into what the archer is told: full, unavailable or failed. */
export function storageProblem(error: unknown, whileOpening = false): StorageProblem {
  if (error instanceof StorageProblem) return error;
  const name = errorName(error);
  if (name === 'QuotaExceededError') return new StorageProblem('storage-full', errorText(error) || name);
  const kind =
    whileOpening || name === 'InvalidStateError' || name === 'SecurityError'
      ? 'storage-unavailable'
      : 'storage-failed';
  return new StorageProblem(kind, errorText(error) || name || 'Unknown storage error');
}

/** What one write transaction stores: new events, and the records they replace. */
interface WritePlan {
  events: readonly EngineEvent[];
  replacedSeqs: readonly number[];
}

/**
 * What a plan decides inside a write transaction: what to store (null: nothing) and the decision itself,
 * which `transact` hands back once the transaction has committed, so nothing decided inside a
 * transaction has to leave it through a variable of the caller's.
 */
interface Planned<T> {
  store: WritePlan | null;
  result: T;
}

export interface EventStore {
  /** Every record in log order. */
  readAll(): Promise<StoredRecord[]>;
  /**
   * Records appended after `afterSeq` (by another tab, or the next page of a replay), in log order; at
   * most `limit` of them when given.
   */
  readAfter(afterSeq: number, limit?: number): Promise<StoredRecord[]>;
  /**
   * One write transaction that first reads what other tabs appended after `afterSeq`, then asks `plan`
   * (synchronously, inside the transaction) what to store, so a write is always decided against the
   * whole log. The plan's events are added and the records they replace removed (a saved shoot
   * replaces the events of its arrows) in that one transaction. Resolves once committed, with the
   * records read, the new records' seqs and the plan's result.
   */
  transact<T>(
    afterSeq: number,
    plan: (newer: StoredRecord[]) => Planned<T>,
  ): Promise<{ newer: StoredRecord[]; seqs: number[]; result: T }>;
  /** The device id, created on first use with the given factory. */
  deviceId(create: () => string): Promise<string>;
  /** The score card's start-up snapshot as stored (untrusted: the engine checks it), or undefined. */
  readScoreCardSnapshot(): Promise<unknown>;
  /** Replaces the snapshot. It is a cache beside the log, so it is written without strict durability. */
  writeScoreCardSnapshot(snapshot: unknown): Promise<void>;
  /** The last acknowledged backup's mark as stored (untrusted: the engine checks it), or undefined. */
  readBackupMark(): Promise<unknown>;
  /**
   * Replaces the backup mark with what `next` makes of the stored one, in one strict-durability
   * transaction, so the mark survives closing the app and two tabs never move it back. Resolves with
   * the mark as stored.
   */
  updateBackupMark<T>(next: (stored: unknown) => T): Promise<T>;
  /** Called when the browser closes the database under us (storage cleared, another tab upgrading). */
  onLost(listener: (message: string) => void): void;
  close(): void;
}

/** Opens (creating on first use) the log database. Rejects with a StorageProblem. */
export async function openEventStore(
  factory: IDBFactory | undefined,
  name = DATABASE_NAME,
): Promise<EventStore> {
  if (factory === undefined || factory === null) {
    throw new StorageProblem('storage-unavailable', 'This browser offers no IndexedDB');
  }
  let db: IDBPDatabase<LogSchema>;
  try {
    const request = factory.open(name, SCHEMA_VERSION);
    request.addEventListener('upgradeneeded', () => {
      const upgrading = wrap(request.result) as unknown as IDBPDatabase<LogSchema>;
      if (!upgrading.objectStoreNames.contains('events')) {
        upgrading.createObjectStore('events', { keyPath: 'seq', autoIncrement: true });
      }
      if (!upgrading.objectStoreNames.contains('device')) upgrading.createObjectStore('device');
    });
    db = (await wrap(request)) as unknown as IDBPDatabase<LogSchema>;
  } catch (error) {
    throw storageProblem(error, true);
  }
  return new IndexedDbEventStore(db);
}

class IndexedDbEventStore implements EventStore {
  private lostListeners: ((message: string) => void)[] = [];

  constructor(private readonly db: IDBPDatabase<LogSchema>) {
    db.addEventListener('close', () => this.lost('The browser closed the scores database'));
    // Another tab wants a newer schema: step aside rather than block it, and say so.
    db.addEventListener('versionchange', () => {
      db.close();
      this.lost('A newer version of the app opened in another tab; reload this one');
    });
  }

  private lost(message: string): void {
    for (const listener of this.lostListeners) listener(message);
  }

  onLost(listener: (message: string) => void): void {
    this.lostListeners.push(listener);
  }

  async readAll(): Promise<StoredRecord[]> {
    try {
      return (await this.db.getAll('events')).map(toRecord);
    } catch (error) {
      throw storageProblem(error);
    }
  }

  async readAfter(afterSeq: number, limit?: number): Promise<StoredRecord[]> {
    try {
      return (await this.db.getAll('events', IDBKeyRange.lowerBound(afterSeq, true), limit)).map(toRecord);
    } catch (error) {
      throw storageProblem(error);
    }
  }

  /**
   * The one write path. The `device` store keeps the log head (the last seq written by any tab), so
   * finding out whether another tab wrote is one read of a tiny store, whatever the log's length.
   */
  async transact<T>(
    afterSeq: number,
    plan: (newer: StoredRecord[]) => Planned<T>,
  ): Promise<{ newer: StoredRecord[]; seqs: number[]; result: T }> {
    const tx = this.openTransaction(['events', 'device']);
    const log = tx.objectStore('events');
    const device = tx.objectStore('device');
    try {
      let newer: StoredRecord[] = [];
      const head = await watched(device.get(LOG_HEAD));
      if (typeof head !== 'number' || head > afterSeq) {
        newer = (await watched(log.getAll(IDBKeyRange.lowerBound(afterSeq, true)))).map(toRecord);
      }
      // Decided synchronously, so the transaction is still active for the writes below. Every request
      // is watched from the start, so an abort never leaves a rejection unheard.
      const { store: chosen, result } = plan(newer);
      const adds = (chosen?.events ?? []).map((event) =>
        watched(log.add({ ...event } as unknown as Record<string, unknown>)),
      );
      const deletes = (chosen?.replacedSeqs ?? []).map((seq) => watched(log.delete(seq)));
      const seqs = await Promise.all(adds);
      if (seqs.length > 0) await watched(device.put(Math.max(...seqs), LOG_HEAD));
      await Promise.all([Promise.all(deletes), tx.done]);
      return { newer, seqs, result };
    } catch (error) {
      // All or nothing: a request that failed to start would otherwise let the others commit alone.
      abortQuietly(tx);
      throw storageProblem(error);
    }
  }

  private openTransaction<Names extends ('events' | 'device')[]>(names: Names) {
    try {
      return this.db.transaction(names, 'readwrite', { durability: 'strict' });
    } catch (error) {
      throw storageProblem(error);
    }
  }

  async deviceId(create: () => string): Promise<string> {
    const tx = this.openTransaction(['device']);
    const store = tx.objectStore('device');
    try {
      const existing = await store.get(DEVICE_ID);
      const id = typeof existing === 'string' ? existing : create();
      if (existing !== id) await store.put(id, DEVICE_ID);
      await tx.done;
      return id;
    } catch (error) {
      throw storageProblem(error);
    }
  }

  async readScoreCardSnapshot(): Promise<unknown> {
    try {
      return await this.db.get('device', SCORE_CARD_SNAPSHOT);
    } catch (error) {
      throw storageProblem(error);
    }
  }

  async writeScoreCardSnapshot(snapshot: unknown): Promise<void> {
    try {
      await this.db.put('device', snapshot, SCORE_CARD_SNAPSHOT);
    } catch (error) {
      throw storageProblem(error);
    }
  }

  async readBackupMark(): Promise<unknown> {
    try {
      return await this.db.get('device', BACKUP_MARK);
    } catch (error) {
      throw storageProblem(error);
    }
  }

  async updateBackupMark<T>(next: (stored: unknown) => T): Promise<T> {
    const tx = this.openTransaction(['device']);
    const store = tx.objectStore('device');
    try {
      const mark = next(await watched(store.get(BACKUP_MARK)));
      await Promise.all([watched(store.put(mark, BACKUP_MARK)), tx.done]);
      return mark;
    } catch (error) {
      abortQuietly(tx);
      throw storageProblem(error);
    }
  }

  close(): void {
    this.db.close();
  }
}

function toRecord(raw: Record<string, unknown>): StoredRecord {
  return { seq: raw['seq'] as number, raw };
}

/** Marks a request's failure as handled here; the caller still awaits the same promise. */
function watched<T>(request: Promise<T>): Promise<T> {
  request.catch(() => undefined);
  return request;
}

/** Aborts a transaction that may already have finished or aborted; its own failure is already known. */
function abortQuietly(tx: { abort(): void; done: Promise<void> }): void {
  tx.done.catch(() => undefined);
  try {
    tx.abort();
  } catch {
    // Already committed or aborted: nothing left to undo.
  }
}
