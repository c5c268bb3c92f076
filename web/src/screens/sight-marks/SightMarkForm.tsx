import { useId, useState, type FormEvent } from 'react';
import { Checkbox } from '../../components/Checkbox.js';
import { NumberField } from '../../components/NumberField.js';
import { useEngine } from '../../engine/engine-context.js';
import { recordFeatureUse } from '../../feature-usage.js';
import { readSightForm, type SightForm } from './sight-form.js';

/** A sight's scale read in three parts, coarsest first, as the archer reads it off the sight. */
const scaleParts = [
  { part: 'major', label: 'Major' },
  { part: 'minor', label: 'Minor' },
  { part: 'micro', label: 'Micro' },
] as const;

/** The two ways to type the vertical mark. */
const entryChoices = [
  { entry: 'number', label: 'One number' },
  { entry: 'parts', label: 'Major, minor and micro' },
] as const;

/** Add or edit a sight mark: distance, unit, notches, the vertical mark (one number or its parts), label, priority. */
export function SightMarkForm({ initial, onDone }: { initial: SightForm; onDone: () => void }) {
  const engine = useEngine();
  const [form, setForm] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const id = useId();
  const set = <K extends keyof SightForm>(key: K, value: SightForm[K]) =>
    setForm((now) => ({ ...now, [key]: value }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const read = readSightForm(form);
    if (!read.ok) {
      setProblem(read.problem);
      return;
    }
    setSaving(true);
    const saved = await engine.saveSightMark(read.input);
    setSaving(false);
    if (saved.ok) {
      recordFeatureUse('sight mark', { distance: `${saved.value.distance}${saved.value.unit}` });
      onDone();
    } else setProblem(saved.error.message);
  };

  return (
    <form
      className="sight-card sight-form fields"
      onSubmit={(event) => void save(event)}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{form.id ? 'Edit sight mark' : 'Add a sight mark'}</h2>
      <div className="sight-fields">
        <NumberField
          label="Distance"
          inputMode="decimal"
          value={form.distance}
          onChange={(value) => set('distance', value)}
        />
        <label>
          Unit
          <select
            value={form.unit}
            onChange={(event) => set('unit', event.target.value as SightForm['unit'])}
          >
            <option value="m">metres</option>
            <option value="yd">yards</option>
          </select>
        </label>
        <NumberField
          label="Notches"
          inputMode="numeric"
          value={form.notches}
          onChange={(value) => set('notches', value)}
        />
      </div>
      <fieldset className="sight-vertical">
        <legend>Vertical mark</legend>
        {entryChoices.map(({ entry, label }) => (
          <label key={entry} className="sight-inline">
            <input
              type="radio"
              name={`${id}-entry`}
              checked={form.entry === entry}
              onChange={() => set('entry', entry)}
            />
            {label}
          </label>
        ))}
        {form.entry === 'number' ? (
          <NumberField
            label="Vertical mark"
            inputMode="decimal"
            value={form.vertical}
            onChange={(value) => set('vertical', value)}
          />
        ) : (
          <div className="sight-fields">
            {scaleParts.map(({ part, label }) => (
              <NumberField
                key={part}
                label={label}
                inputMode="numeric"
                value={form[part]}
                onChange={(value) => set(part, value)}
              />
            ))}
          </div>
        )}
      </fieldset>
      <label>
        Label
        <input value={form.label} maxLength={60} onChange={(event) => set('label', event.target.value)} />
      </label>
      <Checkbox
        className="sight-inline"
        checked={form.priority}
        onChange={(checked) => set('priority', checked)}
      >
        Priority (shown first)
      </Checkbox>
      {problem && (
        <p role="alert" className="sight-problem">
          {problem}
        </p>
      )}
      <div className="sight-actions">
        <button type="submit" className="primary-button" disabled={saving}>
          {form.id ? 'Save changes' : 'Save sight mark'}
        </button>
        <button type="button" className="plain-button" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
