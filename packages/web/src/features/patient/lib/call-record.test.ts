import { CallAttemptOutcome as O } from '@ehp/api-types/schema';
import { describe, expect, it } from 'vitest';
import { lastCallRecord } from './call-record';

const attempt = (outcome: O, at = '2026-11-24T07:02:00.000Z') => ({ at, outcome, doctor_name: 'Dr. Imran Qureshi' });

describe('lastCallRecord', () => {
  it('when the last call was missed, then the doctor and the time in Pakistan (12:02 PM for 07:02 UTC)', () => {
    expect(lastCallRecord([attempt(O.missed)])).toEqual({
      kind: 'missed',
      doctor: 'Dr. Imran Qureshi',
      time: '12:02 PM',
    });
  });
  it('when it was declined or could not ring, then declined or unreached', () => {
    expect(lastCallRecord([attempt(O.declined)])?.kind).toBe('declined');
    expect(lastCallRecord([attempt(O.failed)])?.kind).toBe('unreached');
  });
  it('when the last call was answered (after an earlier miss), or there is none, then nothing', () => {
    expect(lastCallRecord([attempt(O.missed), attempt(O.answered)])).toBeNull();
    expect(lastCallRecord([])).toBeNull();
    expect(lastCallRecord(undefined)).toBeNull();
  });
});
