import {
  classificationBowTypes,
  classificationChoices,
  classificationOf,
  type Discipline,
  type ProfileDraft,
} from './profile-form.js';

interface ClassificationTableProps {
  draft: ProfileDraft;
  onChange: (discipline: Discipline, bowType: string, name: string) => void;
}

const DISCIPLINES: Discipline[] = ['indoor', 'outdoor'];

function bowLabel(bowType: string): string {
  return bowType.charAt(0).toUpperCase() + bowType.slice(1);
}

/** Spec section 3: the archer's indoor and outdoor classification for each bow type. */
export function ClassificationTable({ draft, onChange }: ClassificationTableProps) {
  return (
    <table className="classification-table">
      <caption>Your classifications</caption>
      <thead>
        <tr>
          <th scope="col">Bow</th>
          <th scope="col">Indoor</th>
          <th scope="col">Outdoor</th>
        </tr>
      </thead>
      <tbody>
        {classificationBowTypes(draft).map((bowType) => (
          <tr key={bowType} className={bowType === draft.bowType ? 'current-bow' : undefined}>
            <th scope="row">
              {bowLabel(bowType)}
              {bowType === draft.bowType && <span className="current-bow-mark"> (yours)</span>}
            </th>
            {DISCIPLINES.map((discipline) => {
              const current = classificationOf(draft, discipline, bowType);
              return (
                <td key={discipline}>
                  <select
                    aria-label={`${bowLabel(bowType)} ${discipline} classification`}
                    value={current}
                    onChange={(event) => onChange(discipline, bowType, event.target.value)}
                  >
                    {classificationChoices(discipline, current).map((choice) => (
                      <option key={choice.value} value={choice.value}>
                        {choice.label}
                      </option>
                    ))}
                  </select>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
