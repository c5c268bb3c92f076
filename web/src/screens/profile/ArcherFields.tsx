import { useId } from 'react';
import { Checkbox } from '../../components/Checkbox.js';
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

/** A typed field (text, date, colour) with its label beside it. */
function InputField({
  label,
  className = 'profile-field',
  onChange,
  ...input
}: {
  label: string;
  className?: string;
  type: 'text' | 'date' | 'color';
  value: string;
  onChange: (value: string) => void;
  autoComplete?: string;
  required?: boolean;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

/** Who the archer is: the name, and the category the classification tables are read with. */
export function ArcherFields({ draft, onChange }: FieldsProps) {
  return (
    <fieldset className="profile-section">
      <legend>About you</legend>
      <InputField
        label="Name"
        type="text"
        autoComplete="name"
        value={draft.name}
        onChange={(name) => onChange({ name })}
      />
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
  return (
    <fieldset className="profile-section">
      <legend>Seasons</legend>
      <InputField
        label="Indoor season starts"
        type="date"
        required
        value={draft.indoorSeasonStartDate}
        onChange={(indoorSeasonStartDate) => onChange({ indoorSeasonStartDate })}
      />
      <InputField
        label="Outdoor season starts"
        type="date"
        required
        value={draft.outdoorSeasonStartDate}
        onChange={(outdoorSeasonStartDate) => onChange({ outdoorSeasonStartDate })}
      />
    </fieldset>
  );
}

/** Spec section 3 preferences kept with the profile. */
export function PreferenceFields({ draft, onChange }: FieldsProps) {
  return (
    <fieldset className="profile-section">
      <legend>Preferences</legend>
      <Checkbox
        className="profile-check"
        checked={draft.constructiveCriticism}
        onChange={(checked) => onChange({ constructiveCriticism: checked })}
      >
        Constructive criticism
      </Checkbox>
      <Checkbox
        className="profile-check"
        checked={draft.experimentalTargetFace}
        onChange={(checked) => onChange({ experimentalTargetFace: checked })}
      >
        Score by tapping the target face
      </Checkbox>
      <InputField
        label="Knock colour"
        className="profile-field profile-colour"
        type="color"
        value={draft.knockColor}
        onChange={(knockColor) => onChange({ knockColor })}
      />
    </fieldset>
  );
}
