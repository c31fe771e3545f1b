import { describe, expect, it } from 'vitest';
import { loadContract } from '../contract.ts';
import { holdsStartsAt, pakistanInstant, startsAtProblems } from './starts-at.ts';

describe('starts_at in Pakistan time', () => {
  it('when date and time are read in Pakistan, then 18:20 is 13:20 UTC, also across midnight', () => {
    expect(new Date(pakistanInstant('2026-11-24', '18:20:00')).toISOString()).toBe('2026-11-24T13:20:00.000Z');
    expect(new Date(pakistanInstant('2026-11-24', '02:00')).toISOString()).toBe('2026-11-23T21:00:00.000Z');
  });

  it('when a record in a list has starts_at 5 hours late, then its path and the hours are named', () => {
    const body = {
      data: {
        appointments: [
          { date: '2026-11-24', time: '18:20:00', starts_at: '2026-11-24T13:20:00.000Z' },
          { date: '2026-11-24', time: '18:20:00', starts_at: '2026-11-24T18:20:00Z' },
        ],
      },
    };
    expect(startsAtProblems(body)).toEqual([
      '/data/appointments/1: starts_at 2026-11-24T18:20:00Z is not 2026-11-24 18:20:00 in Pakistan time (2026-11-24T13:20:00.000Z) (5 h off)',
    ]);
  });

  it('when the contract is read, then the appointment answers hold starts_at and the lab answers do not', () => {
    const contract = loadContract();
    const schemaOf = (id: string) => contract.operation(id).responses['200'].content['application/json'].schema;
    expect(holdsStartsAt(contract.openapi, schemaOf('listAppointments'))).toBe(true);
    expect(holdsStartsAt(contract.openapi, schemaOf('listDoctorAppointments'))).toBe(true);
    expect(holdsStartsAt(contract.openapi, schemaOf('listLabs'))).toBe(false);
  });
});
