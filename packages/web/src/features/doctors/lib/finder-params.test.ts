import { describe, expect, it } from 'vitest';
import { readFinderParams, writeFinderParams } from './finder-params';

describe('finder params', () => {
  it('when is_online=true is in the URL, then online consultation is selected', () => {
    expect(readFinderParams(new URLSearchParams('is_online=true')).online).toBe(true);
    expect(readFinderParams(new URLSearchParams('is_online=false')).online).toBe(false);
    expect(readFinderParams(new URLSearchParams('')).online).toBe(false);
  });

  it('when city, speciality or condition are unknown, then the defaults are used', () => {
    expect(readFinderParams(new URLSearchParams('city=Atlantis&speciality=Wizard&condition=Lycanthropy'))).toEqual({
      online: false,
      city: 'All',
      speciality: null,
      condition: null,
    });
  });

  it('when written back, then defaults are left out and values round-trip', () => {
    const state = { online: true, city: 'Lahore', speciality: 'Cardiologist', condition: 'Heart disease' };
    const params = writeFinderParams(state);
    expect(params.toString()).toBe('is_online=true&city=Lahore&speciality=Cardiologist&condition=Heart+disease');
    expect(readFinderParams(params)).toEqual(state);
    expect(writeFinderParams({ online: false, city: 'All', speciality: null, condition: null }).toString()).toBe('');
  });
});
