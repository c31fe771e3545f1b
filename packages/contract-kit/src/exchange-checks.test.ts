import { describe, expect, it } from 'vitest';
import { loadContract } from './contract.ts';
import { checkExchange } from './exchange-checks.ts';
import { createValidator } from './schema-validator.ts';
import { fakeExchange } from './test-exchange.ts';

const contract = loadContract();
const validate = createValidator(contract.openapi);
const labs = contract.operation('listLabs');
const good = { message: 'OK', data: { data: { medical_test_labs_all: [{ id: 1, lab_name: 'A' }] } } };
const kinds = (f: { kind: string }[]) => f.map((x) => x.kind);

describe('checkExchange', () => {
  it('when the answer honours the contract, then there are no findings', () => {
    expect(checkExchange(labs, fakeExchange(200, good), validate, [200])).toEqual([]);
  });

  it('when the status is not the expected one or not documented, then status is reported', () => {
    const findings = checkExchange(labs, fakeExchange(201, good), validate, [200]);
    expect(findings[0]).toEqual({ kind: 'status', message: 'expected 200, got 201' });
    expect(
      checkExchange(labs, fakeExchange(418, { message: 'x', code: 'invalid_request' }), validate)[0].message,
    ).toMatch(/418 is not documented/);
  });

  it('when the body misses a field or has a wrong type, then body-schema names the path', () => {
    const broken = { data: { data: { medical_test_labs_all: [{ id: '1', lab_name: 'A' }] } } };
    const messages = checkExchange(labs, fakeExchange(200, broken), validate).map((f) => f.message);
    expect(messages).toContain("/ must have required property 'message'");
    expect(messages).toContain('/data/data/medical_test_labs_all/0/id must be integer');
  });

  it('when the content type is not documented, then content-type is reported', () => {
    expect(kinds(checkExchange(labs, fakeExchange(200, good, { contentType: 'text/html' }), validate))).toEqual([
      'content-type',
    ]);
  });

  it('when a 429 has a Retry-After that is not an integer, then the header is reported', () => {
    const ex = fakeExchange(
      429,
      { message: 'slow down', code: 'invalid_request' },
      { headers: { 'retry-after': 'soon' } },
    );
    expect(kinds(checkExchange(labs, ex, validate))).toEqual(['header']);
  });

  it('when no answer came, then a network finding is the only one', () => {
    expect(kinds(checkExchange(labs, fakeExchange(0, '', { networkError: 'ECONNREFUSED' }), validate))).toEqual([
      'network',
    ]);
  });
});
