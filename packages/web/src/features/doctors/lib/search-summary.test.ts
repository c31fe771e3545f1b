import { describe, expect, it } from 'vitest';
import { Gender, Language } from '@ehp/api-types';
import { Availability, defaultFinderState } from './finder-params';
import { describeSearch } from './search-summary';

describe('describeSearch', () => {
  it('when nothing is chosen, then it describes any doctor in any city', () => {
    expect(describeSearch(defaultFinderState)).toBe('a doctor for an in-clinic visit, in any city');
  });

  it('when the main choices are made, then every one appears in the sentence', () => {
    expect(
      describeSearch({
        ...defaultFinderState,
        online: true,
        city: 'Lahore',
        speciality: 'Cardiologist',
        condition: 'Heart disease',
      }),
    ).toBe('a Cardiologist for an online consultation, in Lahore, for Heart disease');
    expect(describeSearch({ ...defaultFinderState, speciality: 'Oncologist', city: 'Chiniot' })).toBe(
      'an Oncologist for an in-clinic visit, in Chiniot',
    );
    expect(describeSearch({ ...defaultFinderState, speciality: 'Urologist' })).toBe(
      'a Urologist for an in-clinic visit, in any city',
    );
    expect(describeSearch({ ...defaultFinderState, online: true })).toBe(
      'a doctor for an online consultation, anywhere in Pakistan',
    );
  });

  it('when the finer filters are set, then they are named too', () => {
    expect(
      describeSearch({
        ...defaultFinderState,
        q: 'Imran',
        gender: Gender.female,
        language: Language.Punjabi,
        feeMax: 1000,
        available: Availability.today,
      }),
    ).toBe(
      'a female doctor matching "Imran" for an in-clinic visit, in any city, who speaks Punjabi, fee up to Rs. 1,000, free today',
    );
  });
});
