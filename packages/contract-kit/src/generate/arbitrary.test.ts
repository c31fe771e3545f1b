import { describe, expect, it } from 'vitest';
import { jsonBody, loadContract, type Schema } from '../contract.ts';
import { createValidator } from '../schema-validator.ts';
import { generateValue, lengthOf, type Bound } from './arbitrary.ts';

const contract = loadContract();
const doc = contract.openapi;
const validate = createValidator(doc);

/** Every schema a request of the contract is built from: query parameters and JSON bodies. */
const requestSchemas: [string, Schema][] = contract.operations.flatMap((op) => [
  ...op.parameters.map((p): [string, Schema] => [`${op.operationId} ?${p.name}`, p.schema]),
  ...(jsonBody(op)?.schema ? [[`${op.operationId} body`, jsonBody(op)!.schema!] as [string, Schema]] : []),
]);

describe('generated values', () => {
  it.each(requestSchemas)('when %s is generated at every bound, then ajv finds each value valid', (_, schema) => {
    for (const bound of ['random', 'max', 'min'] as Bound[]) {
      for (let seed = 0; seed < 15; seed++) {
        const value = generateValue(doc, schema, seed, bound);
        expect({ bound, seed, value, errors: validate(schema, value) }).toMatchObject({ errors: [] });
      }
    }
  });

  it('when the same seed is used twice, then the value is the same, and another seed gives another', () => {
    const schema = jsonBody(contract.operation('createLabBooking'))!.schema!;
    expect(generateValue(doc, schema, 7)).toEqual(generateValue(doc, schema, 7));
    expect(generateValue(doc, schema, 7)).not.toEqual(generateValue(doc, schema, 8));
  });

  it('when the bound is max, then strings reach maxLength, numbers their maximum, and optional fields are all there', () => {
    expect(lengthOf(generateValue(doc, { type: 'string', maxLength: 80 }, 1, 'max') as string)).toBe(80);
    expect(generateValue(doc, { $ref: '#/components/schemas/Amount' }, 1, 'max')).toBe(99999);
    const body = jsonBody(contract.operation('bookAppointment'))!.schema!;
    expect(Object.keys(generateValue(doc, body, 1, 'max') as object).sort()).toEqual(
      ['date', 'follow_up_of', 'lang', 'location_id', 'mode', 'pmdc', 'reason', 'time'].sort(),
    );
    expect(Object.keys(generateValue(doc, body, 1, 'min') as object).sort()).toEqual(
      ['date', 'mode', 'pmdc', 'time'].sort(),
    );
  });

  it('when strings are drawn at random, then some are not ASCII (Urdu and beyond)', () => {
    const values = Array.from({ length: 40 }, (_, seed) => generateValue(doc, { type: 'string', maxLength: 60 }, seed));
    expect(values.some((v) => /[^\x20-\x7e]/.test(String(v)))).toBe(true);
  });
});
