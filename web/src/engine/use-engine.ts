import { useEffect, useEffectEvent, useState, type Dispatch, type SetStateAction } from 'react';
import type { ChangeBatch, ChangeTopic } from '../../../shared/contract/engine.js';
import { topicsOfReads, type EngineRead } from '../../../shared/contract/readTopics.js';
import { useChangeHub } from './engine-context.js';
import { recordProblem } from '../problems/problem-log.js';
import { unavailableKind } from './engine-answer.js';

/**
 * A read whose call was rejected (the engine could not be started, or did not answer): thrown from the
 * screen's render, so the screen's error boundary shows it with Try again (ScreenFailed), one component
 * for every screen that reads instead of each screen's "Loading…" for ever (issue #43).
 */
export class ReadFailed extends Error {
  constructor(readonly why: unknown) {
    super(`Your data could not be read: ${why instanceof Error ? why.message : String(why)}`);
    this.name = 'ReadFailed';
  }
}

/**
 * Calls `onBatch` after every write (from this tab or another) that touched one of `topics`, through
 * the change hub of the engine in use (useChangeHub). The latest callback is used without listening again.
 */
export function useEngineChanges(
  topics: readonly ChangeTopic[],
  onBatch: (batch: ChangeBatch) => void,
): void {
  const hub = useChangeHub();
  const heard = useEffectEvent(onBatch);
  // By value: callers may pass a new array each render without listening again.
  const key = topics.join(' ');
  useEffect(() => {
    if (key === '') return;
    return hub.listen(key.split(' ') as ChangeTopic[], (batch) => heard(batch));
  }, [hub, key]);
}

export interface EngineQuery<S> {
  /** What the screen shows: the loading state until the first answer, then the latest answer. */
  value: S;
  /** Replaces what is shown at once (a write's own answer), until the next fetch answers. */
  show: Dispatch<SetStateAction<S>>;
  /** Fetches again. */
  refetch: () => void;
}

/**
 * A screen's data from the worker: fetched on mount, whenever `load` changes (a closure over what
 * it reads, which the React Compiler keeps until that changes; a caller it does not compile would fetch
 * on every render), and after each write that touched a topic one of its `reads` declares (shared/contract/readTopics.ts;
 * none: fetched once). Only the newest fetch may draw:
 * an older answer arriving late is dropped, as is one arriving after the screen has gone.
 */
export function useEngineQuery<S>(
  load: () => Promise<S>,
  loading: S,
  reads: readonly EngineRead[],
): EngineQuery<S> {
  const [value, show] = useState<S>(loading);
  // Bumped to fetch again; the effect below runs for each new value.
  const [version, setVersion] = useState(0);
  const refetch = () => setVersion((v) => v + 1);
  const [failed, setFailed] = useState<ReadFailed | null>(null);

  useEffect(() => {
    let newest = true;
    void load().then(
      (next) => {
        if (newest) show(next);
      },
      (error: unknown) => {
        if (!newest) return;
        // A read asked of a worker that went is asked again of the next one: reading twice does no harm.
        if (unavailableKind(error) === 'worker-lost') return setVersion((v) => v + 1);
        recordProblem('reading your data', error);
        setFailed(new ReadFailed(error));
      },
    );
    return () => {
      newest = false;
    };
  }, [load, version]);

  useEngineChanges(topicsOfReads(reads), refetch);
  if (failed !== null) throw failed;

  return { value, show, refetch };
}
