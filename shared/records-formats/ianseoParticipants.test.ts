import { describe, expect, it } from 'vitest';
import { IANSEO_DEFAULT_FLAGS, ianseoEntriesOfRoster, ianseoParticipantList } from './ianseoParticipants.js';

const club = { session: 1, clubCode: 'ANY', clubName: 'Anytown Archers' };

describe("ianseo's participant list load", () => {
  it('writes one tab-separated line per archer in the columns ianseo reads, no header', () => {
    const entries = ianseoEntriesOfRoster(
      [
        { archerName: 'Jo Bloggs', bowType: 'Recurve', gender: 'female', membershipNumber: '2012345' },
        { archerName: 'Mary Ann Smith', bowType: 'compound', gender: 'Women', membershipNumber: '2000001' },
        { archerName: 'Robin Hood', bowType: 'longbow', gender: 'male', membershipNumber: ' 1000001 ' },
      ],
      club,
    );
    if (!entries.ok) throw new Error(entries.error.message);
    const text = ianseoParticipantList(entries.value);
    const lines = text.split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
    expect(lines[0]!.split('\t')).toEqual([
      '2012345',
      '1',
      'R',
      'W',
      '',
      '1',
      '1',
      '1',
      '1',
      '1',
      'Bloggs',
      'Jo',
      '1',
      'ANY',
      'Anytown Archers',
    ]);
    expect(lines[1]!.split('\t').slice(0, 4)).toEqual(['2000001', '1', 'C', 'W']);
    expect(lines[1]!.split('\t').slice(10, 13)).toEqual(['Smith', 'Mary Ann', '1']);
    expect(lines[2]!.split('\t').slice(0, 4)).toEqual(['1000001', '1', 'L', 'M']);
    expect(lines[2]!.split('\t')[12]).toBe('0');
  });

  it('writes the flags asked for, and keeps tabs, semicolons and line breaks out of the cells', () => {
    const text = ianseoParticipantList(
      [
        {
          code: '42',
          session: 2,
          division: 'R',
          ageClass: 'U18W',
          target: '4A',
          familyName: "O'Neill;\tJr",
          givenName: 'Ann\r\nMarie',
          sex: 'female',
          clubCode: 'A-VERY-LONG-CLUB-CODE',
          clubName: 'Club',
        },
      ],
      { ...IANSEO_DEFAULT_FLAGS, teamQualification: false, teamFinal: false, mixedTeamFinal: false },
    );
    expect(text).toBe("42\t2\tR\tU18W\t4A\t1\t0\t1\t0\t0\tO'Neill Jr\tAnn Marie\t1\tA-VERY-LON\tClub\r\n");
  });

  it('names every archer ianseo could not take: no membership number, no gender, a bow it has no division for', () => {
    const entries = ianseoEntriesOfRoster(
      [
        { archerName: 'Jo Bloggs', bowType: 'Recurve', gender: 'female', membershipNumber: '' },
        { archerName: 'Sam Archer', bowType: 'Recurve', gender: null, membershipNumber: '2077777' },
        { archerName: 'Kit Skewed', bowType: 'crossbow', gender: 'male', membershipNumber: '2099999' },
      ],
      club,
    );
    expect(entries).toEqual({
      ok: false,
      error: {
        reason: 'roster-incomplete',
        message:
          'ianseo needs a membership number, a gender and a bow style for every entry: Jo Bloggs (no membership number), Sam Archer (no gender), Kit Skewed (bow "crossbow")',
      },
    });
  });
});
