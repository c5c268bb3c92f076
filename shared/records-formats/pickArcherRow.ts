/**
 * Finding the archer's own row in a competition's results: by Archery GB membership number when the
 * profile holds one and the file has it, else by name. More than one row answering is handed back as a
 * list for the archer to choose from: two archers of the same name are common enough at a county shoot
 * that a guess would import someone else's arrows.
 */
import type { ResultRow } from './resultRows.js';

/** Who to look for: the profile's membership number ('' when none) and the name as the archer gives it. */
export interface ArcherToFind {
  membershipNumber: string;
  name: string;
}

export type ArcherRowPick =
  | { kind: 'found'; row: ResultRow; by: 'membership-number' | 'name' }
  | { kind: 'ambiguous'; rows: ResultRow[]; by: 'membership-number' | 'name' }
  | { kind: 'not-found' };

/** Names compared without case, accents, punctuation or extra spaces ("O'Neill" is "oneill"). */
function nameKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Leading zeros are a spreadsheet's doing, not part of the number. */
function numberKey(text: string): string {
  return text.trim().replace(/^0+(?=\d)/, '');
}

/** A row's name matches given then family name, or family then given (as results lists print them). */
function nameMatches(row: ResultRow, wanted: string): boolean {
  const given = nameKey(row.archer.givenName);
  const family = nameKey(row.archer.familyName);
  return wanted === nameKey(`${given} ${family}`) || wanted === nameKey(`${family} ${given}`);
}

function answer(rows: ResultRow[], by: 'membership-number' | 'name'): ArcherRowPick {
  if (rows.length === 1) return { kind: 'found', row: rows[0]!, by };
  return rows.length > 1 ? { kind: 'ambiguous', rows, by } : { kind: 'not-found' };
}

export function pickArcherRow(rows: readonly ResultRow[], archer: ArcherToFind): ArcherRowPick {
  const number = numberKey(archer.membershipNumber);
  if (number !== '') {
    const byNumber = rows.filter((row) => numberKey(row.archer.membershipNumber) === number);
    if (byNumber.length > 0) return answer(byNumber, 'membership-number');
  }
  const wanted = nameKey(archer.name);
  if (wanted === '') return { kind: 'not-found' };
  return answer(
    rows.filter((row) => nameMatches(row, wanted)),
    'name',
  );
}
