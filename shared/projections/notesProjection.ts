import type { NoteRecord } from '../events/records.js';

/**
 * The diary: notes attached to saved shoots and pending notes (written while shooting, attached to the
 * shoot when it is saved). Kept in the order they were written.
 */
export class NotesProjection {
  private readonly notes = new Map<string, NoteRecord>();
  /** Ids of pending notes, so saving a shoot does not walk the whole diary. */
  private readonly pendingSet = new Set<string>();
  /**
   * Notes the archer deleted, as they were then: merging an older backup that still holds one must not
   * bring it back (a restore, which replaces the diary with the backup's, starts from an empty state).
   */
  private readonly deletedNotes = new Map<string, NoteRecord>();

  has(id: string): boolean {
    return this.notes.has(id);
  }

  get(id: string): NoteRecord | undefined {
    return this.notes.get(id);
  }

  /** Adds a note; an id already present keeps its note (replays and imports never double a note). */
  add(note: NoteRecord): void {
    if (this.notes.has(note.id)) return;
    this.deletedNotes.delete(note.id);
    this.notes.set(note.id, { ...note });
    if (note.shootId === null) this.pendingSet.add(note.id);
  }

  edit(id: string, text: string): void {
    const note = this.notes.get(id);
    if (note) note.text = text;
  }

  highlight(id: string, highlighted: boolean): void {
    const note = this.notes.get(id);
    if (note) note.highlighted = highlighted;
  }

  /** Attaches every pending note to a shoot that has just been saved. */
  attachPending(shootId: number): void {
    // Most shoots are saved with no pending note: then there is nothing to walk.
    if (this.pendingSet.size === 0) return;
    for (const id of this.pendingSet) this.notes.get(id)!.shootId = shootId;
    this.pendingSet.clear();
  }

  /** Ids of the pending notes, in the order they were written. */
  pendingIds(): string[] {
    return [...this.pendingSet];
  }

  /** The archer deleted a note: gone from the diary, and remembered as deleted. */
  delete(id: string): void {
    const note = this.notes.get(id);
    if (note === undefined) return;
    this.notes.delete(id);
    this.pendingSet.delete(id);
    this.deletedNotes.set(id, note);
  }

  /** Notes the archer deleted, as they were when deleted. */
  deleted(): NoteRecord[] {
    return [...this.deletedNotes.values()].map((note) => ({ ...note }));
  }

  /** Removes notes that went with a discarded shoot. */
  remove(ids: readonly string[]): void {
    for (const id of ids) {
      this.notes.delete(id);
      this.pendingSet.delete(id);
    }
  }

  /** Removes the notes of a deleted shoot: they were part of it. */
  removeForShoot(shootId: number): void {
    for (const [id, note] of this.notes) if (note.shootId === shootId) this.notes.delete(id);
  }

  /** How many notes there are, without copying them (all()). */
  size(): number {
    return this.notes.size;
  }

  all(): NoteRecord[] {
    return [...this.notes.values()].map((note) => ({ ...note }));
  }

  pending(): NoteRecord[] {
    return [...this.pendingSet].map((id) => ({ ...this.notes.get(id)! }));
  }

  forShoot(shootId: number): NoteRecord[] {
    return this.all().filter((note) => note.shootId === shootId);
  }

  /** Attached notes by shoot, each shoot's in the order written: one walk for the whole diary. */
  byShoot(): Map<number, NoteRecord[]> {
    const grouped = new Map<number, NoteRecord[]>();
    for (const note of this.notes.values()) {
      if (note.shootId === null) continue;
      const list = grouped.get(note.shootId);
      if (list) list.push({ ...note });
      else grouped.set(note.shootId, [{ ...note }]);
    }
    return grouped;
  }
}
