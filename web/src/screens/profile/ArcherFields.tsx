import { useId } from 'react';
import {
  ageGroupChoices,
  bowTypeChoices,
  categorySummary,
  genderChoices,
  type Choice,
  type ProfileDraft,
} from './profile-form.js';

interface FieldsProps {
  draft: ProfileDraft;
  onChange: (changes: Partial<ProfileDraft>) => void;
}

function ChoiceField({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: string;
  choices: Choice[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="profile-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {/* A new archer has not chosen yet; saying so beats pretending a default was picked. */}
        {value === '' && <option value="">Not set</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Who the archer is: the name, and the category the classification tables are read with. */
export function ArcherFields({ draft, onChange }: FieldsProps) {
  const nameId = useId();
  return (
    <fieldset className="profile-section">
      <legend>About you</legend>
      <div className="profile-field">
        <label htmlFor={nameId}>Name</label>
        <input
          id={nameId}
          type="text"
          autoComplete="name"
          value={draft.name}
          onChange={(event) => onChange({ name: event.target.value })}
        />
      </div>
      <ChoiceField
        label="Age group"
        value={draft.ageGroup}
        choices={ageGroupChoices(draft.ageGroup)}
        onChange={(ageGroup) => onChange({ ageGroup })}
      />
      <ChoiceField
        label="Gender"
        value={draft.gender}
        choices={genderChoices(draft.gender)}
        onChange={(gender) => onChange({ gender })}
      />
      <ChoiceField
        label="Bow type"
        value={draft.bowType}
        choices={bowTypeChoices(draft.bowType)}
        onChange={(bowType) => onChange({ bowType })}
      />
      <p className="profile-hint" data-testid="category-summary">
        {categorySummary(draft)}
      </p>
    </fieldset>
  );
}

/** Season starts decide which shoots count towards this season's classifications. */
export function SeasonFields({ draft, onChange }: FieldsProps) {
  const indoorId = useId();
  const outdoorId = useId();
  return (
    <fieldset className="profile-section">
      <legend>Seasons</legend>
      <div className="profile-field">
        <label htmlFor={indoorId}>Indoor season starts</label>
        <input
          id={indoorId}
          type="date"
          required
          value={draft.indoorSeasonStartDate}
          onChange={(event) => onChange({ indoorSeasonStartDate: event.target.value })}
        />
      </div>
      <div className="profile-field">
        <label htmlFor={outdoorId}>Outdoor season starts</label>
        <input
          id={outdoorId}
          type="date"
          required
          value={draft.outdoorSeasonStartDate}
          onChange={(event) => onChange({ outdoorSeasonStartDate: event.target.value })}
        />
      </div>
    </fieldset>
  );
}

/** Spec section 3 preferences kept with the profile. */
export function PreferenceFields({ draft, onChange }: FieldsProps) {
  const colourId = useId();
  return (
    <fieldset className="profile-section">
      <legend>Preferences</legend>
      <label className="profile-check">
        <input
          type="checkbox"
          checked={draft.constructiveCriticism}
          onChange={(event) => onChange({ constructiveCriticism: event.target.checked })}
        />
        Constructive criticism
      </label>
      <label className="profile-check">
        <input
          type="checkbox"
          checked={draft.experimentalTargetFace}
          onChange={(event) => onChange({ experimentalTargetFace: event.target.checked })}
        />
        Score by tapping the target face
      </label>
      <div className="profile-field profile-colour">
        <label htmlFor={colourId}>Knock colour</label>
        <input
          id={colourId}
          type="color"
          value={draft.knockColor}
          onChange={(event) => onChange({ knockColor: event.target.value })}
        />
      </div>
    </fieldset>
  );
}
