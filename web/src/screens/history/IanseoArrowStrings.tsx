import { useId, useState } from 'react';
import type { HistoryItemView } from '../../../../shared/contract/historyViews.js';
import { useToasts } from '../../components/toasts.js';
import { useEngine } from '../../engine/engine-context.js';
import { loadableFrom, stillLoading, type Loadable } from '../../engine/loadable.js';
import { useEngineQuery } from '../../engine/use-engine.js';

/** Pasted text as ianseo's strings: one distance a line, blank lines and spaces between letters ignored. */
export function pastedDistances(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ''))
    .filter((line) => line !== '');
}

type Pasting = { state: 'closed' } | { state: 'open'; problem: string | null } | { state: 'saving' };

/**
 * docs/records-formats.md, ianseo arrow letters: the shoot's arrows as ianseo stores them, one string a
 * distance, to copy into ianseo; and strings pasted from ianseo read back by the engine as this shoot's
 * arrows (a letter ianseo does not use, or a value the round cannot score, is refused with its place).
 */
export function IanseoArrowStrings({ shoot }: { shoot: HistoryItemView }) {
  const engine = useEngine();
  const toasts = useToasts();
  const pasteId = useId();
  const load = async (): Promise<Loadable<string[]>> =>
    loadableFrom(await engine.ianseoArrowStrings(shoot.id));
  const strings = useEngineQuery(load, stillLoading, ['ianseoArrowStrings']).value;
  const [pasting, setPasting] = useState<Pasting>({ state: 'closed' });
  const [pasted, setPasted] = useState('');

  const copy = async (text: string, what: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toasts.show(`${what} copied.`, 'success');
    } catch {
      toasts.show('This browser would not copy: select the letters and copy them yourself.', 'error');
    }
  };

  const takePasted = async () => {
    setPasting({ state: 'saving' });
    const read = await engine.readIanseoArrowStrings(shoot.gameType, pastedDistances(pasted));
    if (!read.ok) {
      setPasting({ state: 'open', problem: read.error.message });
      return;
    }
    const saved = await engine.updateShoot(shoot.id, { scores: read.value });
    if (!saved.ok) {
      setPasting({ state: 'open', problem: saved.error.message });
      return;
    }
    toasts.show(`The shoot now holds the ${read.value.length} arrows pasted.`, 'success');
    setPasted('');
    setPasting({ state: 'closed' });
  };

  return (
    <section className="shoot-ianseo" aria-labelledby={`${pasteId}-title`}>
      <h2 id={`${pasteId}-title`}>ianseo arrow strings</h2>
      {strings.state === 'loading' && <p>Writing the arrows as ianseo letters…</p>}
      {strings.state === 'failed' && <p>No ianseo strings for this shoot: {strings.message}</p>}
      {strings.state === 'ready' && (
        <>
          <p>One string a distance, as ianseo keeps them (L is a 10, K an X, A a miss).</p>
          <ol className="shoot-ianseo-strings" data-testid="ianseo-arrow-strings">
            {strings.value.map((line, index) => (
              <li key={index}>
                <code>{line === '' ? '(no arrows)' : line}</code>
                <button
                  type="button"
                  className="plain-button"
                  disabled={line === ''}
                  onClick={() => void copy(line, `Distance ${index + 1}`)}
                >
                  Copy distance {index + 1}
                </button>
              </li>
            ))}
          </ol>
          {strings.value.length > 1 && (
            <button
              type="button"
              className="plain-button"
              onClick={() => void copy(strings.value.join('\n'), 'Every distance')}
            >
              Copy all, one line a distance
            </button>
          )}
        </>
      )}
      {pasting.state === 'closed' ? (
        <button
          type="button"
          className="plain-button"
          onClick={() => setPasting({ state: 'open', problem: null })}
        >
          Paste ianseo arrow strings
        </button>
      ) : (
        <form
          className="shoot-ianseo-paste"
          onSubmit={(event) => {
            event.preventDefault();
            void takePasted();
          }}
        >
          <label htmlFor={pasteId}>ianseo arrow strings, one line a distance</label>
          <textarea
            id={pasteId}
            rows={4}
            value={pasted}
            spellCheck={false}
            autoCapitalize="off"
            aria-describedby={pasting.state === 'open' && pasting.problem ? `${pasteId}-problem` : undefined}
            onChange={(event) => setPasted(event.target.value)}
          />
          <p className="profile-hint">The arrows pasted replace this shoot’s arrows.</p>
          {pasting.state === 'open' && pasting.problem && (
            <p id={`${pasteId}-problem`} role="alert" className="shoot-ianseo-problem">
              Not read: {pasting.problem}
            </p>
          )}
          <div className="shoot-ianseo-actions">
            <button type="button" className="plain-button" onClick={() => setPasting({ state: 'closed' })}>
              Cancel
            </button>
            <button
              type="submit"
              className="primary-button"
              disabled={pasted.trim() === '' || pasting.state === 'saving'}
            >
              {pasting.state === 'saving' ? 'Reading…' : 'Use these arrows'}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
