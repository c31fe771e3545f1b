import { describe, expect, it } from 'vitest';
import { unexplained } from './submission-kinds.ts';

describe('unexplained', () => {
  const before = { demo: [{ id: 1 }], booking: [] };

  it('when the only new records are the valid writes, then nothing is unexplained', () => {
    expect(unexplained(before, { demo: [{ id: 2 }, { id: 1 }], booking: [] }, { demo: 1 })).toEqual([]);
  });

  it('when a record changed or an extra one appeared, then each is named', () => {
    const after = { demo: [{ id: 1, name: 'x' } as { id: number }], booking: [{ id: 9 }] };
    expect(unexplained(before, after, {})).toEqual([
      'demo: record 1 changed or vanished',
      'booking: 1 records, expected 0 + 0 valid writes',
    ]);
  });
});
