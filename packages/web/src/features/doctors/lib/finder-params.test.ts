import { describe, expect, it } from 'vitest';
import { DoctorSort, Gender, Language } from '@ehp/api-types';
import {
  applyFinderChange,
  Availability,
  clearedFilters,
  countActiveFilters,
  defaultFinderState,
  readFinderParams,
  writeFinderParams,
  type FinderState,
} from './finder-params';
import { toSearchQuery } from './search-query';

const read = (query: string) => readFinderParams(new URLSearchParams(query));

describe('finder params', () => {
  it('when is_online=true is in the URL, then online consultation is selected', () => {
    expect(read('is_online=true').online).toBe(true);
    expect(read('is_online=false').online).toBe(false);
    expect(read('').online).toBe(false);
  });

  it('when the URL is plain, then every filter is at its default', () => {
    expect(read('')).toEqual(defaultFinderState);
  });

  it('when values are unknown or out of range, then they are ignored', () => {
    expect(
      read(
        'city=Atlantis&speciality=Wizard&condition=Lycanthropy&gender=other&fee_min=-5&fee_max=1e3' +
          '&available=someday&language=Klingon&sort=cheapest&page=0',
      ),
    ).toEqual(defaultFinderState);
    expect(read('page=1001').page).toBe(1);
    expect(read('fee_max=100000').feeMax).toBeNull();
    expect(read(`q=${'a'.repeat(81)}`).q).toBeNull();
    expect(read('q=%20%20').q).toBeNull();
  });

  it('when the fee range is upside down, then neither end is kept', () => {
    expect(read('fee_min=3000&fee_max=1000')).toMatchObject({ feeMin: null, feeMax: null });
    expect(read('fee_min=1000&fee_max=3000')).toMatchObject({ feeMin: 1000, feeMax: 3000 });
  });

  it('when written back, then defaults are left out and the first filters keep their order', () => {
    const state = {
      ...defaultFinderState,
      online: true,
      city: 'Lahore',
      speciality: 'Cardiologist',
      condition: 'Heart disease',
    };
    const params = writeFinderParams(state);
    expect(params.toString()).toBe('is_online=true&city=Lahore&speciality=Cardiologist&condition=Heart+disease');
    expect(readFinderParams(params)).toEqual(state);
    expect(writeFinderParams(defaultFinderState).toString()).toBe('');
  });

  it('when every filter is set, then the URL round-trips to the same state', () => {
    const state: FinderState = {
      online: false,
      city: 'Karachi',
      speciality: 'Dermatologist',
      condition: 'Allergies',
      q: 'Ayesha Rehman',
      gender: Gender.female,
      feeMin: 1000,
      feeMax: 2000,
      available: Availability.week,
      language: Language.Sindhi,
      sort: DoctorSort.fee_low,
      page: 3,
    };
    const params = writeFinderParams(state);
    expect(params.toString()).toBe(
      'city=Karachi&speciality=Dermatologist&condition=Allergies&q=Ayesha+Rehman&gender=female' +
        '&fee_min=1000&fee_max=2000&available=week&language=Sindhi&sort=fee_low&page=3',
    );
    expect(readFinderParams(new URLSearchParams(params.toString()))).toEqual(state);
  });

  it('when a filter changes, then the page starts again at 1; when the page changes, it is kept', () => {
    const onPage3 = { ...defaultFinderState, page: 3 };
    expect(applyFinderChange(onPage3, { city: 'Lahore' }).page).toBe(1);
    expect(applyFinderChange(onPage3, { page: 4 }).page).toBe(4);
  });

  it('when filters are cleared, then only the mode and the sort order stay', () => {
    const busy = read('is_online=true&city=Lahore&gender=male&available=today&sort=rating&page=2');
    expect(countActiveFilters(busy)).toBe(3);
    expect(clearedFilters(busy)).toEqual({ ...defaultFinderState, online: true, sort: DoctorSort.rating });
    expect(countActiveFilters(clearedFilters(busy))).toBe(0);
  });

  it('when the state becomes the search query, then only chosen filters are sent', () => {
    expect(toSearchQuery(defaultFinderState)).toEqual({ is_online: false, page: 1, page_size: 10 });
    expect(toSearchQuery(read('is_online=true&city=Lahore&fee_max=2000&available=today&page=2'))).toEqual({
      is_online: true,
      city: 'Lahore',
      fee_max: 2000,
      available: 'today',
      page: 2,
      page_size: 10,
    });
  });
});
