import { describe, expect, it } from 'vitest';
import { loadContract } from '@ehp/contract-kit/src/contract.ts';
import { createValidator } from '@ehp/contract-kit/src/schema-validator.ts';
import { badRequests, OVER_LIMIT } from './bad-requests.ts';
import { badValues, LONG_STRING } from './bad-values.ts';

const contract = loadContract();
const validate = createValidator(contract.openapi);
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

describe('badValues', () => {
  it('when a field is an Amount (maximum 99999), then 100000 is among the out-of-range values', () => {
    const values = badValues(contract.openapi, ref('Amount'), false).map((v) => v.value);
    expect(values).toContain(100000);
    expect(values).toContain(-1);
    expect(values).toContain(LONG_STRING);
  });

  it('when a field is an identifier, then path traversal strings are added', () => {
    const kinds = (identifier: boolean) =>
      new Set(badValues(contract.openapi, ref('Id'), identifier).map((v) => v.kind));
    expect(kinds(true).has('traversal')).toBe(true);
    expect(kinds(false).has('traversal')).toBe(false);
    expect(kinds(true).has('wrong-type')).toBe(true);
  });
});

describe('badRequests', () => {
  const demo = contract.operation('addDemoRequest');
  const example = demo.requestBody?.content['application/json']?.example;
  const list = badRequests(contract.openapi, demo, { query: {}, body: example }, validate);

  it('when generated for a body operation, then each required field is dropped and the raw abuses are there', () => {
    const labels = list.map((r) => r.label);
    for (const field of ['name', 'phone_number', 'email', 'demo_for'])
      expect(labels).toContain(`body ${field} missing`);
    for (const label of ['malformed JSON (truncated)', 'wrong content type text/plain', 'empty body', 'body over 1 MB'])
      expect(labels).toContain(label);
    expect(list.find((r) => r.label === 'body over 1 MB')?.body?.length).toBeGreaterThan(OVER_LIMIT);
  });

  it('when the schema accepts a hostile string (a script tag as a name), then the request is marked valid', () => {
    const script = list.find((r) => r.label === 'body name injection: injection #1');
    expect(script?.invalid).toBe(false);
    expect(list.find((r) => r.label === 'body demo_for out-of-range: not in enum')?.invalid).toBe(true);
  });

  it('when generated for a query operation, then missing, traversal and duplicate variants are invalid', () => {
    const info = badRequests(contract.openapi, contract.operation('getLabInfo'), { query: { lab_id: '1' } }, validate);
    const find = (label: string) => info.find((r) => r.label === label);
    expect(find('query lab_id missing')).toMatchObject({ query: '', invalid: true });
    expect(find('query lab_id raw traversal ..%252f..%252fetc%252fpasswd')).toMatchObject({
      query: 'lab_id=..%252f..%252fetc%252fpasswd',
      invalid: true,
    });
    expect(find('query lab_id duplicated')).toMatchObject({ query: 'lab_id=1&lab_id=2', invalid: true });
    expect(find('query lab_id out-of-range: maximum+1 (2147483648)')?.invalid).toBe(true);
  });
});
