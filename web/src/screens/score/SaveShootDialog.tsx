import { useEffect, useId, useState, type FormEvent } from 'react';
import type { EngineResult } from '../../../../shared/contract/engine.js';
import type { CurrentShootView } from '../../../../shared/contract/scoreCardViews.js';
import type { HistoryItemView, SaveShootDetails } from '../../../../shared/contract/historyViews.js';
import type { ShootStanding } from '../../../../shared/history/shootStanding.js';
import { formatDuration } from '../../../../shared/scoring/duration.js';
import { localDay } from '../../../../shared/time/dates.js';
import { useEngine } from '../../engine/engine-context.js';
import { recordFeatureUse } from '../../feature-usage.js';
import { Modal } from '../../components/Modal.js';
import { StandingFields } from '../record/StandingFields.js';
import { roundTitle } from '../select-round/round-title.js';
import { lookUpLocation, type LocationLookup } from './geolocation.js';

/**
 * How the shoot is kept: as the round it is (every arrow shot, or a practice), or as an unfinished
 * round the archer chose to keep ("Save as incomplete").
 */
export type SaveAs = 'complete' | 'incomplete';

interface SaveShootDialogProps {
  shoot: CurrentShootView;
  saveAs: SaveAs;
  /** The score card session's save (score-card-session.ts): the worker's answer, a refusal as data. */
  save: (details: SaveShootDetails) => Promise<EngineResult<HistoryItemView>>;
  onClose: () => void;
  onSaved: (item: HistoryItemView) => void;
}

/** A round never saved before: a practice, nothing witnessed or signed. */
const FIRST_STANDING: ShootStanding = {
  eventStatus: 'practice',
  witnessed: false,
  signed: false,
  leaveOutOfHandicap: false,
};

/**
 * While saving, the dialog keeps the shoot as it was when Save shoot was tapped: the card under it may
 * already be the next round's, empty, while the save waits for the result's code (ScoreScreen.tsx).
 */
type Saving =
  { state: 'editing' } | { state: 'saving'; shoot: CurrentShootView } | { state: 'failed'; message: string };

/** Today as the date input shows it (local calendar day, not UTC). */
function localToday(now = new Date()): string {
  return localDay(now);
}

function describeLocation(lookup: LocationLookup): string {
  switch (lookup.state) {
    case 'asking':
      return 'Finding where you are… (saving will not wait for it)';
    case 'found':
      return `${lookup.location.latitude.toFixed(4)}, ${lookup.location.longitude.toFixed(4)}`;
    case 'unavailable':
      return `${lookup.reason} The shoot is saved without a location.`;
  }
}

/** Saving a shoot: status, date, duration and (when the browser gives it) location; then it is history. */
export function SaveShootDialog({
  shoot: onTheCard,
  saveAs,
  save: saveShoot,
  onClose,
  onSaved,
}: SaveShootDialogProps) {
  const engine = useEngine();
  const [standing, setStanding] = useState<ShootStanding>(FIRST_STANDING);
  const [date, setDate] = useState(localToday);
  const [location, setLocation] = useState<LocationLookup>({ state: 'asking' });
  const [saving, setSaving] = useState<Saving>({ state: 'editing' });
  const shoot = saving.state === 'saving' ? saving.shoot : onTheCard;
  const locationLabel = useId();

  // One tap for the usual case: the event status of the archer's last save of this round (no flags).
  useEffect(() => {
    let live = true;
    // Only a default: if the worker cannot answer, the dialog asks from Practice and saving says why.
    void Promise.resolve()
      .then(async (): Promise<EngineResult<ShootStanding>> => engine.defaultStanding(shoot.roundName))
      .then((last) => {
        const found = last.ok ? last.value : null;
        // A choice the archer already made while this was on its way stays theirs.
        if (live && found) setStanding((before) => (before === FIRST_STANDING ? found : before));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [engine, shoot.roundName]);

  useEffect(() => {
    let live = true;
    void lookUpLocation().then((found) => {
      if (live) setLocation(found);
    });
    return () => {
      live = false;
    };
  }, []);

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving({ state: 'saving', shoot });
    // Today keeps the time of day, so two shoots on one day stay in the order they were shot.
    const savedDate = date === localToday() ? new Date().toISOString() : date;
    const result = await saveShoot({
      date: savedDate,
      ...standing,
      ...(saveAs === 'incomplete' ? { leaveOutOfHandicap: false } : {}),
      location: location.state === 'found' ? location.location : undefined,
      ...(saveAs === 'incomplete' ? { asIncomplete: true } : {}),
    });
    if (result.ok) {
      recordFeatureUse('shoot completed', { gameType: result.value.gameType });
      onSaved(result.value);
    } else setSaving({ state: 'failed', message: result.error.message });
  }

  const duration = formatDuration(shoot.shootingTime);
  const incomplete = saveAs === 'incomplete';
  const submitLabel = incomplete ? 'Save as incomplete' : 'Save shoot';
  return (
    <Modal title={incomplete ? 'Save as incomplete' : 'Save shoot'} onClose={onClose}>
      <form className="save-shoot green-fields" onSubmit={(event) => void save(event)}>
        <p className="save-shoot-score">
          <span className="save-shoot-round">{roundTitle(shoot.roundName)}</span>{' '}
          <strong>{shoot.runningTotal}</strong>
        </p>
        {incomplete && (
          <div className="save-shoot-incomplete" data-testid="incomplete-warning">
            <p>
              {shoot.arrows.length} of {shoot.round.maxArrows} arrows shot. Saved as incomplete, the round
              keeps its arrows and score in your history, marked Incomplete.
            </p>
            <p>
              An incomplete round gets <strong>no handicap and no classification</strong>, and does not count
              for records: no personal best, no achievement that needs a complete round.
            </p>
          </div>
        )}
        <StandingFields
          standing={standing}
          onChange={(change) => setStanding((before) => ({ ...before, ...change }))}
          // An incomplete round gets no handicap, so there is nothing to leave out of it.
          offerLeaveOut={!incomplete}
        />
        <label>
          <span>Date</span>
          <input
            type="date"
            value={date}
            required
            max={localToday()}
            onChange={(event) => setDate(event.target.value)}
          />
        </label>
        {duration !== '' && (
          // docs/product.md section 9: nothing is shown under a minute.
          <dl className="save-shoot-facts">
            <div>
              <dt>Duration</dt>
              <dd>{duration}</dd>
            </div>
          </dl>
        )}
        <p className="save-shoot-location">
          <span id={locationLabel}>Location</span>
          <output aria-labelledby={locationLabel}>{describeLocation(location)}</output>
        </p>
        {saving.state === 'failed' && <p role="alert">{saving.message}</p>}
        <div className="save-shoot-actions">
          <button type="button" className="button-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button-primary" disabled={saving.state === 'saving'}>
            {saving.state === 'saving' ? 'Saving…' : submitLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
