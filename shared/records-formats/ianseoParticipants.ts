/**
 * A live shoot's roster as the tab-separated list ianseo's participant "list load" takes
 * (Partecipants/ListLoad.php in ianseo's source), so a club shoot's entries go into ianseo without
 * typing. Column by column: code, session, division, class, target, then five 1/0 flags (individual
 * qualification, team qualification, individual final, team final, mixed-team final), family name,
 * given name, sex (0 man, 1 woman), country/club code and its name. The issue that asked for this named
 * four flags; the ianseo source read for it has the fifth (mixed team), and a row with four would put
 * the family name in the fifth flag's place, so all five are written.
 *
 * No header row: ianseo reads every line as an entry, so a header would become an archer called "Code".
 */
import { parseBowType, parseGender, type BowType } from '../classifications/category.js';
import { fail, ok, type Result } from '../core/result.js';

/** One archer as ianseo's list load reads them. */
export interface IanseoEntry {
  /** The entry code: the Archery GB membership number where known (ianseo looks archers up by it). */
  code: string;
  session: number;
  division: string;
  ageClass: string;
  /** Target and place ("4A"), or '' to let ianseo assign it. */
  target: string;
  familyName: string;
  givenName: string;
  sex: 'male' | 'female';
  clubCode: string;
  clubName: string;
}

/** The flags a club shoot's entries take: everyone shoots the individual qualification and finals. */
export interface IanseoFlags {
  individualQualification: boolean;
  teamQualification: boolean;
  individualFinal: boolean;
  teamFinal: boolean;
  mixedTeamFinal: boolean;
}

/** ianseo's own default when the flags are left off a row: every flag set. */
export const IANSEO_DEFAULT_FLAGS: IanseoFlags = {
  individualQualification: true,
  teamQualification: true,
  individualFinal: true,
  teamFinal: true,
  mixedTeamFinal: true,
};

/** ianseo splits on tabs and on `;`, and reads one entry per line: none of those may sit in a cell. */
function cell(text: string): string {
  return text.replace(/[\t;\r\n]+/g, ' ').trim();
}

function flag(on: boolean): string {
  return on ? '1' : '0';
}

/** The list, one line per entry, tab-separated, CRLF line ends. */
export function ianseoParticipantList(
  entries: readonly IanseoEntry[],
  flags: IanseoFlags = IANSEO_DEFAULT_FLAGS,
): string {
  return entries
    .map((entry) =>
      [
        cell(entry.code),
        String(entry.session),
        cell(entry.division),
        cell(entry.ageClass),
        cell(entry.target),
        flag(flags.individualQualification),
        flag(flags.teamQualification),
        flag(flags.individualFinal),
        flag(flags.teamFinal),
        flag(flags.mixedTeamFinal),
        cell(entry.familyName),
        cell(entry.givenName),
        entry.sex === 'male' ? '0' : '1',
        // ianseo refuses a country code over ten characters.
        cell(entry.clubCode).slice(0, 10),
        cell(entry.clubName),
      ].join('\t'),
    )
    .map((line) => `${line}\r\n`)
    .join('');
}

/**
 * ianseo's division codes for the World Archery bow styles (R, C, B) and L for longbow: the organiser's
 * competition must define them; a bow outside these is refused by name rather than guessed.
 */
const DIVISION_CODES: Record<BowType, string> = { recurve: 'R', compound: 'C', barebow: 'B', longbow: 'L' };

/** What a live shoot knows of an archer (shared/live-shoots/types.ts Participant). */
export interface RosterArcher {
  archerName: string;
  bowType: string;
  gender: string | null;
  /** The Archery GB membership number ('' when the organiser has not got it: the entry is refused). */
  membershipNumber: string;
}

/** Where the shoot is and who hosts it: the same for every entry of a club shoot. */
export interface RosterSetting {
  session: number;
  clubCode: string;
  clubName: string;
}

/** "Jo Bloggs" → given "Jo", family "Bloggs": the last word is the family name, as entry forms take it. */
function splitName(name: string): { givenName: string; familyName: string } {
  const words = name.trim().split(/\s+/);
  const familyName = words.pop() ?? '';
  return { givenName: words.join(' '), familyName };
}

/**
 * The roster as ianseo entries: senior classes M and W (the organiser moves juniors and 50+ in ianseo,
 * where the class list is the competition's own). An archer without a membership number, a gender, or a
 * bow ianseo has a division for is named in the refusal: ianseo refuses an entry without its code, and
 * would read a missing sex as a woman.
 */
export function ianseoEntriesOfRoster(
  archers: readonly RosterArcher[],
  setting: RosterSetting,
): Result<IanseoEntry[], 'roster-incomplete'> {
  const entries: IanseoEntry[] = [];
  const problems: string[] = [];
  for (const archer of archers) {
    const gender = archer.gender === null ? undefined : parseGender(archer.gender);
    const bow = parseBowType(archer.bowType);
    if (gender === undefined) problems.push(`${archer.archerName} (no gender)`);
    if (bow === undefined) problems.push(`${archer.archerName} (bow "${archer.bowType}")`);
    // ianseo refuses an entry without its code: "missing mandatory fields Entry Code".
    const code = archer.membershipNumber.trim();
    if (code === '') problems.push(`${archer.archerName} (no membership number)`);
    if (gender === undefined || bow === undefined || code === '') continue;
    entries.push({
      code,
      session: setting.session,
      division: DIVISION_CODES[bow],
      ageClass: gender === 'male' ? 'M' : 'W',
      target: '',
      ...splitName(archer.archerName),
      sex: gender,
      clubCode: setting.clubCode,
      clubName: setting.clubName,
    });
  }
  if (problems.length > 0) {
    return fail(
      'roster-incomplete',
      `ianseo needs a membership number, a gender and a bow style for every entry: ${problems.join(', ')}`,
    );
  }
  return ok(entries);
}
