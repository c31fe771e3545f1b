import { describe, expect, it } from 'vitest';
import { specialitiesFor } from '@ehp/api-types';
import { commonConditions } from '@/content/conditions';
import { specialityNames } from '@/content/specialities';

// The condition -> speciality map is shared with the server; the portal's own speciality list must
// name every speciality it suggests, or a chip would select a tile that does not exist.
describe('specialitiesFor (shared map) against the portal speciality list', () => {
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
