import { describe, expect, it } from 'vitest';
import { loadContract } from '../contract.ts';
import { createValidator } from '../schema-validator.ts';
import { breakValue } from './mutate.ts';

const doc = loadContract().openapi;
const validate = createValidator(doc);
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

describe('breaking one value', () => {
  it('when a bounded integer is broken, then it goes out of range on both sides and changes type', () => {
    const kinds = breakValue(doc, ref('Amount'), 2000, false).map((b) => [b.kind, b.value]);
    expect(kinds).toEqual([
      ['wrong-type', 'not-a-number'],
      ['wrong-type', 1.5],
      ['out-of-range', -1],
      ['out-of-range', 100000],
    ]);
  });

  it('when a patterned string is broken, then every breakage is invalid and each kind is there', () => {
    const broken = breakValue(doc, ref('Pmdc'), '12345-P', false);
    expect(broken.map((b) => b.kind)).toEqual(['wrong-type', 'wrong-type', 'too-long', 'too-short', 'bad-pattern']);
    for (const b of broken) expect(validate(ref('Pmdc'), b.value)).not.toEqual([]);
  });

  it('when a value travels in a query string, then only string-shaped breakages are made', () => {
    expect(breakValue(doc, ref('Pmdc'), '12345-P', true).map((b) => b.kind)).toEqual([
      'too-long',
      'too-short',
      'bad-pattern',
    ]);
    expect(breakValue(doc, { type: 'boolean' }, true, true).map((b) => b.value)).toEqual(['yes']);
  });

  it('when a date, an enum, an array of unique ids or a closed object is broken, then the right kinds appear', () => {
    expect(breakValue(doc, ref('Date'), '2026-11-24', false).map((b) => b.kind)).toContain('bad-format');
    expect(breakValue(doc, ref('FacilityType'), 0, false).find((b) => b.kind === 'bad-enum')?.value).toBe(3);
    const ids = { type: 'array', uniqueItems: true, maxItems: 2, items: ref('Id') };
    expect(breakValue(doc, ids, [1, 2], false).map((b) => b.value)).toContainEqual([1, 1]);
    const closed = { type: 'object', additionalProperties: false, properties: {} };
    expect(breakValue(doc, closed, {}, false).map((b) => b.kind)).toEqual(['wrong-type', 'unexpected-field']);
  });
});
