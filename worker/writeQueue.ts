/**
 * Serialises the engine's writes: each task starts only after the previous one has finished, so every
 * command is decided against the state left by the write before it and events reach the log in the
 * order the archer made them. A failed task does not stop the ones after it.
 */
export class WriteQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    this.tail = result.catch(() => undefined);
    return result;
  }

  /** Resolves once every task queued so far has finished. */
  idle(): Promise<void> {
    return this.tail.then(() => undefined);
  }
}
