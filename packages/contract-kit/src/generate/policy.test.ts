import { addDays, pakistanDate } from '@ehp/api-types';
import { describe, expect, it } from 'vitest';
import { loadContract } from '../contract.ts';
import type { GeneratedRequest } from './plan.ts';
import { explain, NO_VALID_INPUTS, noValidInputs, SAFE_TO_REPEAT } from './policy.ts';

const contract = loadContract();
const doc = contract.openapi;
const req = (query: Record<string, string>, generated: string[]): GeneratedRequest => ({
  kind: 'valid',
  index: 2,
  query,
  what: 'random bound',
  generated,
});

describe('which valid inputs are sent, and which refusals are explained', () => {
  it('when an operation mutates, then it gets valid inputs only when the table calls it safe; every mutating one is listed', () => {
    expect(noValidInputs(contract.operation('searchDoctors'))).toBeUndefined();
    expect(noValidInputs(contract.operation('validateBranchCode'))).toBeUndefined();
    expect(noValidInputs(contract.operation('bookAppointment'))).toMatch(/slot/);
    const unlisted = contract.operations.filter(
      (op) => op.mutating && !SAFE_TO_REPEAT[op.operationId] && !NO_VALID_INPUTS[op.operationId],
    );
    expect(unlisted.map((op) => op.operationId)).toEqual([]);
  });

  it('when a 404 answers a generated identifier, then it is explained; for a known one it is not', () => {
    const op = contract.operation('getDoctorProfile');
    expect(explain(doc, op, req({ pmdc: '999-Z' }, ['pmdc']), { query: {} }, 404, Date.now())).toMatch(
      /unknown record/,
    );
    expect(explain(doc, op, req({ pmdc: '12345-P' }, []), { query: {} }, 404, Date.now())).toBeUndefined();
    expect(explain(doc, op, req({ pmdc: '999-Z' }, ['pmdc']), { query: {} }, 409, Date.now())).toBeUndefined();
  });

  it('when listDoctorSlots refuses a date outside the next 30 days, then the known rule explains it; a good date is not', () => {
    const op = contract.operation('listDoctorSlots');
    const base = { query: { pmdc: '12345-P', date: '2026-11-24', mode: 'online' } };
    const today = pakistanDate(Date.now());
    const at = (date: string) => explain(doc, op, req({ ...base.query, date }, ['date']), base, 400, Date.now());
    expect(at('1970-01-01')).toMatch(/known rule: dates in the past/);
    expect(at(addDays(today, 31))).toMatch(/known rule/);
    expect(at(addDays(today, 1))).toBeUndefined();
  });
});
