import { describe, expect, it } from 'vitest';
import { commonConditions } from '@/content/conditions';
import { specialityNames } from '@/content/specialities';
import { specialitiesFor } from './condition-specialities';

describe('specialitiesFor', () => {
  it('when any common condition is picked, then at least one listed speciality is suggested', () => {
    for (const condition of commonConditions) {
      const suggested = specialitiesFor(condition);
      expect(suggested.length, condition).toBeGreaterThan(0);
      for (const name of suggested) expect(specialityNames, `${condition} -> ${name}`).toContain(name);
    }
  });

  it('when nothing or an unknown condition is picked, then nothing is suggested', () => {
    expect(specialitiesFor(null)).toEqual([]);
    expect(specialitiesFor('Lycanthropy')).toEqual([]);
    expect(specialitiesFor('Diabetes')[0]).toBe('Endocrinologist');
  });
});
