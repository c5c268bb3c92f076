import { Link } from 'wouter';
import { routes } from '../../routes.js';
import {
  classificationBowTypes,
  classificationChoices,
  classificationOf,
  type Discipline,
  type ProfileDraft,
} from './profile-form.js';
import { bowName } from '../../bow-name.js';

interface ClassificationTablesProps {
  draft: ProfileDraft;
  onChange: (discipline: Discipline, bowType: string, name: string) => void;
}

const DISCIPLINES: Array<{ discipline: Discipline; title: string }> = [
  { discipline: 'indoor', title: 'Indoor classifications' },
  { discipline: 'outdoor', title: 'Outdoor classifications' },
];

/**
 * docs/product.md section 3: the archer's indoor and outdoor classification for each bow type. One table per
 * discipline, so each class name has room to be read on a phone.
 */
export function ClassificationTables({ draft, onChange }: ClassificationTablesProps) {
  const bowTypes = classificationBowTypes(draft);
  return (
    <div className="classification-tables">
      <p className="profile-hint">
        The classes you hold, as you claim them. The best each bow has met on your shoots (imported ones too)
        is on <Link href={routes.myRecord}>My record</Link>.
      </p>
      {DISCIPLINES.map(({ discipline, title }) => (
        <div key={discipline} className="profile-section">
          <table className="classification-table">
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">Bow</th>
                <th scope="col">Class</th>
              </tr>
            </thead>
            <tbody>
              {bowTypes.map((bowType) => {
                const current = classificationOf(draft, discipline, bowType);
                const yours = bowType === draft.bowType;
                return (
                  <tr key={bowType} className={yours ? 'current-bow' : undefined}>
                    <th scope="row">
                      {bowName(bowType)}
                      {yours && <span className="current-bow-mark"> (yours)</span>}
                    </th>
                    <td>
                      <select
                        aria-label={`${bowName(bowType)} ${discipline} classification`}
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
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}
