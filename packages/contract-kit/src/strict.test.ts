import { describe, expect, it } from 'vitest';
import { loadContract } from './contract.ts';
import { strictProblems, undeclaredProperties } from './strict.ts';

const doc = loadContract().openapi;
const session = { $ref: '#/components/schemas/SessionResponse' };
const ok = { message: 'Signed in', data: { verified: true, name: 'Ali', role: 'patient', user_id: '1001' } };

describe('strict responses', () => {
  it('when an answer holds only declared properties, then nothing is reported, strict or not', () => {
    expect(strictProblems(doc, session, ok, true)).toEqual([]);
  });

  it('when an answer carries password_hash, then it is a leak even without --strict', () => {
    const leaked = { ...ok, data: { ...ok.data, password_hash: 'scrypt$…' } };
    expect(strictProblems(doc, session, leaked, false)).toEqual([
      'leaked secret field the schema does not declare: /data/password_hash',
    ]);
  });

  it('when an answer carries an undeclared field, then only --strict fails it', () => {
    const extra = { ...ok, data: { ...ok.data, internal_id: 7 } };
    expect(strictProblems(doc, session, extra, false)).toEqual([]);
    expect(strictProblems(doc, session, extra, true)).toEqual(['undeclared property (--strict): /data/internal_id']);
  });

  it('when a schema is composed with allOf, then the properties of every part are declared', () => {
    const profile = { $ref: '#/components/schemas/DoctorProfile' };
    const found = undeclaredProperties(doc, profile, { pmdc: '1-P', about: 'x', schedule: [], token: 't' });
    expect(found).toEqual([{ path: '/token', secret: true }]);
  });

  it('when items of an array carry a secret, then its path names the item', () => {
    const list = { $ref: '#/components/schemas/AppointmentListResponse' };
    const found = undeclaredProperties(doc, list, {
      message: 'OK',
      data: { appointments: [{ id: 1 }, { id: 2, otp: '1' }] },
    });
    expect(found).toEqual([{ path: '/data/appointments/1/otp', secret: true }]);
  });
});
