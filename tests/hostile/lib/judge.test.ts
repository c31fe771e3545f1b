import { describe, expect, it } from 'vitest';
import { loadContract } from '@ehp/contract-kit/src/contract.ts';
import { createValidator } from '@ehp/contract-kit/src/schema-validator.ts';
import { fakeExchange } from '@ehp/contract-kit/src/test-exchange.ts';
import type { HostileRequest } from './bad-requests.ts';
import { judge } from './judge.ts';

const validate = createValidator(loadContract().openapi);
const invalid: HostileRequest = { label: 'x', query: '', xsrf: true, invalid: true };
const valid: HostileRequest = { ...invalid, invalid: false };

describe('judge', () => {
  it('when an invalid request gets a 4xx with { message }, then it held up', () => {
    expect(judge(invalid, fakeExchange(400, { message: 'bad', code: 'invalid_request' }), validate)).toEqual([]);
  });

  it('when an invalid request is accepted, or refused without { message }, then each is named', () => {
    expect(judge(invalid, fakeExchange(201, { message: 'ok', data: { id: 1 } }), validate)[0]).toMatch(
      /got 201, expected a 4xx/,
    );
    expect(judge(invalid, fakeExchange(431, ''), validate)[0]).toMatch(/not \{ message \}/);
  });

  it('when any request gets a 5xx or a stack trace, then it fails even if valid', () => {
    const trace = { message: 'TypeError: boom\n    at x (/work/main/src/a.ts:1:2)' };
    expect(judge(valid, fakeExchange(500, trace), validate)).toEqual([
      'answered 500',
      'leaks stack frame, internal path, error class',
    ]);
    expect(judge(valid, fakeExchange(0, '', { networkError: 'ECONNRESET' }), validate)).toEqual([
      'no answer (ECONNRESET)',
    ]);
  });

  it('when the contract names a status (413 over the limit), then another 4xx is not enough', () => {
    expect(
      judge({ ...invalid, status: 413 }, fakeExchange(400, { message: 'x', code: 'invalid_request' }), validate),
    ).toEqual(['expected 413, got 400']);
  });
});
