import { describe, expect, it } from 'vitest';
import { describeSearch } from './search-summary';

describe('describeSearch', () => {
  it('when nothing is chosen, then it describes any doctor in any city', () => {
    expect(describeSearch({ online: false, city: 'All', speciality: null, condition: null })).toBe(
      'a doctor for an in-clinic visit, in any city',
    );
  });

  it('when everything is chosen, then every choice appears in the sentence', () => {
    expect(
      describeSearch({ online: true, city: 'Lahore', speciality: 'Cardiologist', condition: 'Heart disease' }),
    ).toBe('a Cardiologist for an online consultation, in Lahore, for Heart disease');
    expect(describeSearch({ online: true, city: 'All', speciality: null, condition: null })).toBe(
      'a doctor for an online consultation, anywhere in Pakistan',
    );
  });
});
