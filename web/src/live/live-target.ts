import { isReferenceExpired } from '../../../shared/live-shoots/live-reference.js';
import {
  readLiveTargetReference,
  targetArcherFinished,
  targetArcherUpdates,
  type LiveTargetReference,
  type TargetRowNow,
} from '../../../shared/live-shoots/live-target.js';
import type { KeptRecord } from './live-storage.js';
import type { ScoreUploads } from './score-uploads.js';

export interface LiveTargetParts {
  /** The reference, as kept on the device. */
  record: KeptRecord;
  /** The device's one score queue and its sender. */
  uploads: ScoreUploads;
  changed(): void;
}

/**
 * A whole target scored on this phone in a live shoot (docs/scoring-a-target.md): every archer of the
 * target joined under their own name, and each new state of the sheet queued as one update per archer
 * whose arrows changed, through the same queue as the archer's own score, so a scorer without signal
 * loses nothing. A sealed card is its archer's finish; the target ended on this phone ends the reference.
 */
export class LiveTarget {
  private current: LiveTargetReference | null;
  /** Per participant token, what was last queued, so a repeated sheet is not sent twice. */
  private readonly lastQueued = new Map<string, string>();

  constructor(private readonly parts: LiveTargetParts) {
    this.current = readLiveTargetReference(parts.record.read());
  }

  reference(): LiveTargetReference | null {
    return this.current;
  }

  /** Whether `participantToken` is one of the target's archers (whose news the scorer needs no toast of). */
  holds(participantToken: string): boolean {
    return this.current?.archers.some((archer) => archer.participantToken === participantToken) ?? false;
  }

  /** The target's archers joined the shoot: the sheet as it stands goes up at once. */
  joined(reference: LiveTargetReference, rows: readonly TargetRowNow[]): void {
    this.lastQueued.clear();
    this.set(reference);
    this.sheetChanged(rows);
  }

  /** A newer sheet (an arrow written, corrected or undone, a card signed): queued per archer changed. */
  sheetChanged(rows: readonly TargetRowNow[]): void {
    const reference = this.current;
    if (!reference) return;
    for (const update of targetArcherUpdates(reference, rows)) {
      const key = `${update.kind}:${update.body.roundName}:${update.body.scores.join(',')}`;
      if (this.lastQueued.get(update.participantToken) === key) continue;
      this.lastQueued.set(update.participantToken, key);
      const { participantToken, kind, body } = update;
      this.parts.uploads.queue({ shootCode: reference.shootCode, participantToken, kind, body });
    }
  }

  /** The server took an archer's finish: their score is locked, nothing more is sent for them. */
  finished(participantToken: string): void {
    if (this.current && this.holds(participantToken))
      this.set(targetArcherFinished(this.current, participantToken));
  }

  /**
   * The target left this phone (done with, or none any more): nothing new is queued; what already waits
   * still goes, as an archer's score that waits when they save their round.
   */
  ended(): void {
    if (this.current) this.set(null);
  }

  /** The shoot is gone, or the reference is past its 24 hours: the target is no longer in it. */
  leftShoot(shootCode: string): void {
    if (this.current?.shootCode === shootCode) this.set(null);
  }

  /** docs/product.md section 9: as an archer's own reference, dropped after 24 hours. */
  dropIfExpired(now: Date): void {
    if (this.current && isReferenceExpired(this.current, now)) this.set(null);
  }

  private set(reference: LiveTargetReference | null): void {
    this.current = reference;
    this.parts.record.write(reference);
    this.parts.changed();
  }
}
