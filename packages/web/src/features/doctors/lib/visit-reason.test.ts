import { beforeEach, describe, expect, it } from 'vitest';
import { cleanReason, readVisitReason, reasonForRequest, saveVisitReason, withAutoBook } from './visit-reason';

describe('reason for the visit', () => {
  beforeEach(() => sessionStorage.clear());

  it('when a note is saved for a doctor, then it is read back for that doctor only, and cleared when emptied', () => {
    saveVisitReason('12345-P', 'Chest pain');
    expect(readVisitReason('12345-P')).toBe('Chest pain');
    expect(readVisitReason('54321-P')).toBe('');
    saveVisitReason('12345-P', '');
    expect(readVisitReason('12345-P')).toBe('');
  });

  it('when a note is longer than 200 characters, then only 200 are kept and sent', () => {
    saveVisitReason('12345-P', 'x'.repeat(250));
    expect(readVisitReason('12345-P')).toHaveLength(200);
    expect(reasonForRequest('y'.repeat(250)).reason).toHaveLength(200);
  });

  it('when the note is blank, then the request carries none; control characters become spaces', () => {
    expect(reasonForRequest('   ')).toEqual({});
    expect(reasonForRequest('  pain ')).toEqual({ reason: 'pain' });
    expect(cleanReason('a\nb\u0007c')).toBe('a b c');
  });

  it('when a profile path is made to book on return, then book=1 joins its query', () => {
    expect(withAutoBook('/doctors/12345-P')).toBe('/doctors/12345-P?book=1');
    expect(withAutoBook('/doctors/12345-P?mode=online&time=10%3A00%3A00')).toBe(
      '/doctors/12345-P?mode=online&time=10%3A00%3A00&book=1',
    );
  });
});
