import { useState } from 'react';
import type { EngineResult } from '../../../../shared/contract/engine.js';
import type { SightMark } from '../../../../shared/sight-marks/sightMark.js';
import {
  DEFAULT_UNIT_FILTER,
  filterSightMarksByUnit,
  type SightMarkUnitFilter,
} from '../../../../shared/sight-marks/ordering.js';
import { useEngine } from '../../engine/engine-context.js';
import { Checkbox } from '../../components/Checkbox.js';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog.js';
import { useToasts } from '../../components/toasts.js';
import { useEngineQuery } from '../../engine/use-engine.js';
import { emptySightForm, sightFormOf, sightMarkName, verticalText, type SightForm } from './sight-form.js';
import { SightEstimate } from './SightEstimate.js';
import { SightMarkForm } from './SightMarkForm.js';
import './sight-marks.css';

type Editing = { state: 'closed' } | { state: 'open'; form: SightForm };

/**
 * docs/product.md section 2 sight marks (/sight-marks, label Sight): the archer's marks, priority first then nearest
 * first (the worker sorts them, docs/product.md section 9), with Metric and Imperial filters both on at the start;
 * add, edit and delete (asked first); and an estimate for a distance with no mark.
 */
export default function SightMarksScreen() {
  const engine = useEngine();
  const loadMarks = () => engine.sightMarks();
  const { value: marks } = useEngineQuery<EngineResult<SightMark[]> | null>(loadMarks, null, ['sightMarks']);
  const [filter, setFilter] = useState<SightMarkUnitFilter>(DEFAULT_UNIT_FILTER);
  const [editing, setEditing] = useState<Editing>({ state: 'closed' });
  const [deleting, setDeleting] = useState<SightMark | null>(null);
  const toasts = useToasts();
  const closeForm = () => setEditing({ state: 'closed' });
  const closeDelete = () => setDeleting(null);

  // A refusal is said in a toast, like the success, and the dialog closes either way.
  const deleteMark = async (mark: SightMark): Promise<null> => {
    const result = await engine.deleteSightMark(mark.id);
    if (result.ok) toasts.show(`Sight mark for ${sightMarkName(mark)} deleted`, 'success');
    else toasts.show(result.error.message, 'error');
    return null;
  };

  const shown = marks?.ok ? filterSightMarksByUnit(marks.value, filter) : [];
  return (
    <section aria-labelledby="sight-title" className="sight-marks">
      <h1 id="sight-title">Sight marks</h1>
      {marks === null && <p>Loading your sight marks…</p>}
      {marks && !marks.ok && <p role="alert">{marks.error.message}</p>}
      {marks?.ok && (
        <>
          <div className="sight-toolbar">
            <fieldset className="sight-filters">
              <legend>Show</legend>
              <Checkbox
                className="sight-inline"
                checked={filter.metric}
                onChange={(checked) => setFilter({ ...filter, metric: checked })}
              >
                Metric
              </Checkbox>
              <Checkbox
                className="sight-inline"
                checked={filter.imperial}
                onChange={(checked) => setFilter({ ...filter, imperial: checked })}
              >
                Imperial
              </Checkbox>
            </fieldset>
            {editing.state === 'closed' && (
              <button
                type="button"
                className="primary-button"
                onClick={() => setEditing({ state: 'open', form: emptySightForm() })}
              >
                Add sight mark
              </button>
            )}
          </div>
          {editing.state === 'open' && (
            <SightMarkForm key={editing.form.id ?? 'new'} initial={editing.form} onDone={closeForm} />
          )}
          {marks.value.length === 0 ? (
            <p className="sight-empty">
              No sight marks yet. Add the mark you shoot at each distance, and the app estimates the rest.
            </p>
          ) : shown.length === 0 ? (
            <p className="sight-empty">No marks in the units shown: turn Metric or Imperial back on.</p>
          ) : (
            <ul className="sight-list" aria-label="Sight marks">
              {shown.map((mark) => (
                <li key={mark.id} className="sight-row" data-testid="sight-mark">
                  <span className="sight-distance">
                    {mark.distance} {mark.unit}
                    {mark.priority && <span className="sight-priority"> ★ priority</span>}
                  </span>
                  <span className="sight-vertical-value">{verticalText(mark.vertical)}</span>
                  <span className="sight-meta">
                    {mark.notches} {mark.notches === 1 ? 'notch' : 'notches'}
                    {mark.label && ` · ${mark.label}`}
                  </span>
                  <span className="sight-row-actions">
                    <button
                      type="button"
                      className="plain-button"
                      aria-label={`Edit ${sightMarkName(mark)}`}
                      onClick={() => setEditing({ state: 'open', form: sightFormOf(mark) })}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className="plain-button danger"
                      aria-label={`Delete ${sightMarkName(mark)}`}
                      onClick={() => setDeleting(mark)}
                    >
                      Delete
                    </button>
                  </span>
                </li>
              ))}
            </ul>
          )}
          <SightEstimate />
        </>
      )}
      {deleting && (
        <ConfirmDeleteDialog
          title="Delete this sight mark?"
          deleteLabel="Delete"
          onDelete={() => deleteMark(deleting)}
          onClose={closeDelete}
          actionsClassName="sight-actions"
          buttonClassName="plain-button"
        >
          <p>
            Your mark {verticalText(deleting.vertical)} for {deleting.distance} {deleting.unit}
            {deleting.label && ` (${deleting.label})`} will be removed. This cannot be undone.
          </p>
        </ConfirmDeleteDialog>
      )}
    </section>
  );
}
