import { useId } from 'react';
import { Checkbox } from '../../components/Checkbox.js';
import { ChoiceField } from '../../components/ChoiceField.js';
import {
  ageGroupChoices,
  bowTypeChoices,
  categorySummary,
  genderChoices,
  membershipNumberError,
  type ProfileDraft,
} from './profile-form.js';

interface FieldsProps {
  draft: ProfileDraft;
  onChange: (changes: Partial<ProfileDraft>) => void;
}

/** The draft's fields typed as text (a name, a colour) or ticked (a preference). */
type TypedKey = 'name' | 'yearOfBirth' | 'knockColor' | 'agbMembershipNumber' | 'clubName';
type TickedKey = 'experimentalTargetFace';

/** A typed field of the draft (text, colour) with its label beside it. */
function InputField({
  draft,
  onChange,
  field,
  label,
  className = 'profile-field',
  error = null,
  ...input
}: FieldsProps & {
  field: TypedKey;
  label: string;
  className?: string;
  type: 'text' | 'color';
  autoComplete?: string;
  inputMode?: 'numeric';
  /** Why what is typed cannot be saved, shown under the field and read with it. */
  error?: string | null;
}) {
  const id = useId();
  const errorId = useId();
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        {...input}
        value={draft[field]}
        aria-invalid={error !== null}
        aria-describedby={error === null ? undefined : errorId}
        onChange={(event) => onChange({ [field]: event.target.value })}
      />
      {error !== null && (
        <p id={errorId} className="profile-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A preference of the draft, ticked on or off, with the sentence that says what it does. */
function PreferenceCheck({
  draft,
  onChange,
  field,
  children,
  explained,
}: FieldsProps & { field: TickedKey; children: string; explained: string }) {
  const id = useId();
  return (
    <div className="profile-preference">
      <Checkbox
        className="profile-check"
        checked={draft[field]}
        describedBy={id}
        onChange={(checked) => onChange({ [field]: checked })}
      >
        {children}
      </Checkbox>
      <p id={id} className="profile-hint">
        {explained}
      </p>
    </div>
  );
}

/** The category the classification tables are read with, each chosen from its list. */
const CATEGORY_CHOICES = [
  { field: 'ageGroup', label: 'Age group', choices: ageGroupChoices },
  { field: 'gender', label: 'Gender', choices: genderChoices },
  { field: 'bowType', label: 'Bow type', choices: bowTypeChoices },
] as const;

/** Who the archer is: the name, and the category the classification tables are read with. */
export function ArcherFields(fields: FieldsProps) {
  const { draft, onChange } = fields;
  return (
    <fieldset className="profile-section">
      <legend>About you</legend>
      <InputField {...fields} field="name" label="Name" type="text" autoComplete="name" />
      {/* The official record works out the age group on each shoot's date from it. */}
      <InputField
        {...fields}
        field="yearOfBirth"
        label="Year of birth"
        type="text"
        inputMode="numeric"
        autoComplete="bday-year"
      />
      {/* The key every records format uses (docs/records-formats.md): the results import finds the
          archer's row by it, and the organiser's ianseo entries need it. */}
      <InputField
        {...fields}
        field="agbMembershipNumber"
        label="Archery GB membership number"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        error={membershipNumberError(draft)}
      />
      <InputField {...fields} field="clubName" label="Club" type="text" autoComplete="organization" />
      {CATEGORY_CHOICES.map(({ field, label, choices }) => (
        <ChoiceField
          key={field}
          className="profile-field"
          label={label}
          value={draft[field]}
          choices={choices(draft[field])}
          onChange={(value) => onChange({ [field]: value })}
        />
      ))}
      <p className="profile-hint" data-testid="category-summary">
        {categorySummary(draft)}
      </p>
    </fieldset>
  );
}

/** docs/product.md section 3 preferences kept with the profile. */
export function PreferenceFields(fields: FieldsProps) {
  return (
    <fieldset className="profile-section">
      <legend>Preferences</legend>
      <PreferenceCheck
        {...fields}
        field="experimentalTargetFace"
        explained="Score each arrow by tapping where it landed on a drawing of the face, instead of its value on the keypad. The plotted arrows show your groups afterwards."
      >
        Score by tapping the target face
      </PreferenceCheck>
      <InputField
        {...fields}
        field="knockColor"
        label="Nock colour"
        className="profile-field profile-colour"
        type="color"
      />
      <p className="profile-hint">
        The colour of your arrows' nocks, kept with your profile and its backups for drawing your arrows in
        their own colour.
      </p>
    </fieldset>
  );
}
