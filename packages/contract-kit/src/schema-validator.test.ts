import { describe, expect, it } from 'vitest';
import { loadContract } from './contract.ts';
import { createValidator } from './schema-validator.ts';

const contract = loadContract();
const validate = createValidator(contract.openapi);

describe('createValidator', () => {
  it('when a component is referenced, then nested $refs resolve and errors name the path', () => {
    const errors = validate(
      { $ref: '#/components/schemas/LabsResponse' },
      { message: 'OK', data: { data: { medical_test_labs_all: [{ id: 'x' }] } } },
    );
    expect(errors).toContain('/data/data/medical_test_labs_all/0/id must be integer');
    expect(errors.some((e) => e.includes("required property 'lab_name'"))).toBe(true);
  });

  it('when a payload is named as asyncapi names it (./openapi.yaml#...), then it validates', () => {
    const schema = { $ref: './openapi.yaml#/components/schemas/ReceiveCall' };
    const example = {
      call_id: 'c0a8012e-7b1d-4f4e-9a51-2f0d5d3b6a11',
      appointment_id: 1,
      doctor_name: 'Dr. A',
      doctor_pmdc: '123-P',
      started_at: '2026-01-01T00:00:00Z',
    };
    expect(validate(schema, example)).toEqual([]);
    expect(validate(schema, { call_id: 'nope' }).join()).toMatch(/uuid/);
  });

  it('when formats and x- keywords appear, then formats are checked and x- keywords ignored', () => {
    expect(validate({ $ref: '#/components/schemas/Email' }, 'not-an-email')).not.toEqual([]);
    expect(validate({ $ref: '#/components/schemas/FacilityType' }, 2)).toEqual([]);
  });

  it('when every schema example in the contract is checked, then each validates against its schema', () => {
    const schemas = (contract.openapi.components as { schemas: Record<string, { example?: unknown }> }).schemas;
    for (const [name, schema] of Object.entries(schemas)) {
      if (schema.example !== undefined)
        expect([name, validate({ $ref: `#/components/schemas/${name}` }, schema.example)]).toEqual([name, []]);
    }
  });
});
