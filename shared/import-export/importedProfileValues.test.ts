import { describe, expect, it } from 'vitest';
import { appCategoryValues } from './importedProfileValues.js';

describe("an imported profile's category, read as the app's values", () => {
  it('reads the old spellings as the choices Profile offers', () => {
    expect(appCategoryValues({ ageGroup: 'senior', gender: 'Women', bowType: 'Recurve' })).toEqual({
      ageGroup: 'adult',
      gender: 'female',
      bowType: 'recurve',
    });
    expect(appCategoryValues({ ageGroup: 'Under 18', gender: 'Gents' })).toEqual({
      ageGroup: 'u18',
      gender: 'male',
    });
  });

  it('keeps what it cannot read, and a bow of its own, as they were', () => {
    expect(appCategoryValues({ ageGroup: 'veteran', gender: '', bowType: 'traditional' })).toEqual({
      ageGroup: 'veteran',
      gender: '',
      bowType: 'traditional',
    });
    expect(appCategoryValues({})).toEqual({});
  });
});
