import { describe, expect, it } from 'vitest';
import { loadContract } from './contract.ts';
import { createValidator } from './schema-validator.ts';
import { invalidQueryValue, sample, unknownValue, wrongType } from './schema-sample.ts';

const { openapi } = loadContract();
const validate = createValidator(openapi);
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const speciality = { type: 'string', minLength: 1, maxLength: 60, pattern: "^[A-Za-z][A-Za-z &().,'-]*$" };

describe('schema values', () => {
  it('when a schema has an example, then the sample is that example', () => {
    expect(sample(openapi, ref('Pmdc'))).toBe('12345-P');
  });

  it('when a value of the wrong type is asked for, then it breaks the schema', () => {
    for (const name of ['Id', 'Pmdc', 'HelplineRequest', 'Email'])
      expect(validate(ref(name), wrongType(openapi, ref(name)))).not.toEqual([]);
  });

  it('when an unknown identifier is asked for, then it is valid but unlike any example', () => {
    for (const [schema, name] of [
      [ref('Id'), 'lab_id'],
      [ref('Pmdc'), 'pmdc'],
      [ref('Email'), 'email'],
      [speciality, 'name'],
    ] as const) {
      const value = unknownValue(openapi, schema, name);
      expect(validate(schema, value)).toEqual([]);
    }
    expect(unknownValue(openapi, ref('MobileNumber'), 'phone_number')).toBeUndefined();
  });

  it('when an invalid query value is asked for, then it breaks the parameter schema', () => {
    expect(validate(ref('Id'), invalidQueryValue(openapi, ref('Id')))).not.toEqual([]);
    expect(validate(speciality, invalidQueryValue(openapi, speciality))).not.toEqual([]);
  });
});
