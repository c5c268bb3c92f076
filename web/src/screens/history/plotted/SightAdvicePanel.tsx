import { useId, useState } from 'react';
import type { SightAdviceView } from '../../../../../shared/contract/sightAdvice.js';
import { distanceLabel } from '../../../../../shared/scoring/ends.js';
import { NumberField } from '../../../components/NumberField.js';
import { useEngine } from '../../../engine/engine-context.js';
import { useToasts } from '../../../components/toasts.js';
import { loadableFrom, stillLoading, type Loadable } from '../../../engine/loadable.js';
import { useEngineQuery } from '../../../engine/use-engine.js';
import { readableMark, sightMoveText } from './plot-words.js';
import { DEFAULT_SIGHT_RADIUS_MM, type SightUnitsChoice } from './sight-units.js';
import { sightUnitsSetting } from '../../../device-storage/registry.js';
import { readSetting, writeSetting } from '../../../device-storage/setting.js';

/** A number typed by the archer, or null while the field is blank or not a number. */
function typedNumber(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** A sight radius: more than 0 mm, or null. */
function typedRadius(text: string): number | null {
  const radius = typedNumber(text);
  return radius !== null && radius > 0 ? radius : null;
}

/** Extension notches: a whole number from 0, or null (any). */
function typedNotches(text: string): number | null {
  const notches = typedNumber(text);
  return notches !== null && Number.isInteger(notches) && notches >= 0 ? notches : null;
}

const unitChoices = [
  { kind: 'millimetres', label: 'Millimetres at the sight' },
  { kind: 'marks', label: 'My sight marks' },
] as const;

/**
 * Sight advice for one distance of a saved shoot (issue #18): which way and how far to move the sight,
 * in millimetres at the sight or in the archer's own marks, and the corrected mark to save.
 */
export function SightAdvicePanel({ historyId, distanceIndex }: { historyId: number; distanceIndex: number }) {
  const engine = useEngine();
  const id = useId();
  const toasts = useToasts();
  const [units, setUnits] = useState<SightUnitsChoice>(() => readSetting(sightUnitsSetting));
  const [radiusText, setRadiusText] = useState(() =>
    units.sightRadiusMm === null ? '' : String(units.sightRadiusMm),
  );
  const [notchesText, setNotchesText] = useState(() =>
    units.kind === 'marks' && units.notches !== null ? String(units.notches) : '',
  );
  const [saving, setSaving] = useState(false);

  const choose = (next: SightUnitsChoice) => {
    setUnits(next);
    // Storage blocked (private mode): the choice lasts until the page closes.
    writeSetting(sightUnitsSetting, next);
  };

  const unitsKey = JSON.stringify(units);
  const load = async (): Promise<Loadable<SightAdviceView>> =>
    loadableFrom(
      await engine.sightAdvice({
        historyId,
        distanceIndex,
        units: JSON.parse(unitsKey) as SightUnitsChoice,
      }),
    );
  const advice = useEngineQuery(load, stillLoading, ['sightAdvice']).value;

  const onRadius = (text: string) => {
    setRadiusText(text);
    const radius = typedRadius(text);
    if (units.kind === 'millimetres') {
      if (radius !== null) choose({ ...units, sightRadiusMm: radius });
    } else {
      choose({ ...units, sightRadiusMm: radius });
    }
  };

  const onNotches = (text: string) => {
    setNotchesText(text);
    if (units.kind !== 'marks') return;
    choose({ ...units, notches: typedNotches(text) });
  };

  const onKind = (kind: SightUnitsChoice['kind']) => {
    const radius = typedRadius(radiusText);
    if (kind === 'millimetres') {
      choose({ kind, sightRadiusMm: radius ?? DEFAULT_SIGHT_RADIUS_MM, higherMarkMovesSight: null });
      if (typedNumber(radiusText) === null) setRadiusText(String(DEFAULT_SIGHT_RADIUS_MM));
    } else {
      choose({ kind, notches: typedNotches(notchesText), sightRadiusMm: radius });
    }
  };

  async function saveCorrectedMark(view: SightAdviceView, mark: number) {
    setSaving(true);
    const notches = units.kind === 'marks' && units.notches !== null ? units.notches : 0;
    const saved = await engine.saveSightMark({
      distance: view.distance.distance,
      unit: view.distance.unit,
      notches,
      vertical: mark,
    });
    setSaving(false);
    if (saved.ok) toasts.show(`Saved sight mark ${mark} for ${distanceLabel(view.distance)}.`, 'success');
    else toasts.show(`The sight mark was not saved: ${saved.error.message}`, 'error');
  }

  return (
    <section className="plotted-sight" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Sight advice</h3>
      <fieldset className="plotted-units">
        <legend>Advice in</legend>
        {unitChoices.map(({ kind, label }) => (
          <label key={kind}>
            <input
              type="radio"
              name={`${id}-units`}
              checked={units.kind === kind}
              onChange={() => onKind(kind)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <div className="plotted-unit-fields">
        <NumberField
          type="number"
          label={`Sight radius (eye to aperture), mm${units.kind === 'marks' ? ' (optional, for windage)' : ''}`}
          inputMode="decimal"
          min={1}
          value={radiusText}
          onChange={onRadius}
        />
        {units.kind === 'millimetres' ? (
          <label>
            A higher number on the scale moves the aperture
            <select
              value={units.higherMarkMovesSight ?? ''}
              onChange={(e) => {
                const way = e.target.value;
                choose({ ...units, higherMarkMovesSight: way === 'up' || way === 'down' ? way : null });
              }}
            >
              <option value="">Not sure</option>
              <option value="up">Up</option>
              <option value="down">Down</option>
            </select>
          </label>
        ) : (
          <NumberField
            type="number"
            label="Extension notches (blank: any)"
            inputMode="numeric"
            min={0}
            value={notchesText}
            onChange={onNotches}
          />
        )}
      </div>
      {advice.state === 'loading' && <p aria-live="polite">Working out the advice…</p>}
      {advice.state === 'failed' && <p className="plotted-refused">{advice.message}</p>}
      {advice.state === 'ready' && (
        <div className="plotted-advice" aria-live="polite">
          <p>{sightMoveText('Elevation', advice.value.advice.elevation)}</p>
          <p>{sightMoveText('Windage', advice.value.advice.windage)}</p>
          {advice.value.currentMark !== null && (
            <p>Mark shot with: {readableMark(advice.value.currentMark)}</p>
          )}
          {advice.value.advice.correctedMark !== null ? (
            <p>
              Corrected mark: <strong>{readableMark(advice.value.advice.correctedMark)}</strong>{' '}
              <button
                type="button"
                className="button-primary"
                disabled={saving}
                onClick={() => {
                  const mark = advice.value.advice.correctedMark;
                  if (mark !== null) void saveCorrectedMark(advice.value, readableMark(mark));
                }}
              >
                Save corrected mark
              </button>
            </p>
          ) : (
            <p className="plotted-note">
              Record a sight mark for {distanceLabel(advice.value.distance)} (and, in millimetres, which way
              your scale runs) to get a corrected mark to save.
            </p>
          )}
        </div>
      )}
    </section>
  );
}
