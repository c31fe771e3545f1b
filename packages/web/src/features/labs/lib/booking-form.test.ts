import { describe, expect, it } from 'vitest';
import { bookingMessages, bookingRules, toBookingRequest, type BookingFormValues } from './booking-form';

const values: BookingFormValues = {
  patient_name: ' Fatima Noor ',
  phone_number: '0300 1234567',
  email: '',
  preferred_date: '2026-12-01',
  preferred_time: '09:30:00',
  home_sampling: false,
  address: '',
};

// Mon-Sat branch, today is Tuesday 1 December 2026.
const rules = bookingRules({ openDays: [1, 2, 3, 4, 5, 6], today: '2026-12-01' });

describe('booking form rules', () => {
  it('when name or phone are missing or wrong, then they are rejected', () => {
    expect(rules.patient_name('  ')).toBe(bookingMessages.nameRequired);
    expect(rules.phone_number('12345')).toBe(bookingMessages.phoneInvalid);
    expect(rules.phone_number('0300-1234567')).toBeNull();
  });

  it('when the e-mail is empty, then it is fine; when malformed, then it is rejected', () => {
    expect(rules.email('')).toBeNull();
    expect(rules.email('fatima@')).toBe(bookingMessages.emailInvalid);
    expect(rules.email('fatima.noor@example.pk')).toBeNull();
  });

  it('when the date is in the past or the branch is closed that day, then it says so', () => {
    expect(rules.preferred_date('')).toBe(bookingMessages.dateRequired);
    expect(rules.preferred_date('2026-11-30')).toBe(bookingMessages.datePast);
    expect(rules.preferred_date('2026-12-06')).toBe('This branch is closed on Sundays. Choose another date.');
    expect(rules.preferred_date('2026-12-07')).toBeNull();
  });

  it('when home sampling is chosen, then an address of at least 5 characters is needed', () => {
    expect(rules.address('', values)).toBeNull();
    expect(rules.address('DHA', { ...values, home_sampling: true })).toBe(bookingMessages.addressRequired);
    expect(rules.address('House 12, Street 4, DHA Phase 5', { ...values, home_sampling: true })).toBeNull();
    expect(rules.preferred_time(null)).toBe(bookingMessages.timeRequired);
  });
});

describe('toBookingRequest', () => {
  it('when the form is valid, then the request is trimmed and leaves out empty optional fields', () => {
    expect(toBookingRequest(values, { labId: 1, branchId: 101, testIds: [1001, 1002] })).toEqual({
      lab_id: 1,
      lab_branch_id: 101,
      test_ids: [1001, 1002],
      patient_name: 'Fatima Noor',
      phone_number: '03001234567',
      preferred_date: '2026-12-01',
      preferred_time: '09:30:00',
      home_sampling: false,
    });
  });

  it('when home sampling and an e-mail are given, then both address and e-mail are sent', () => {
    const request = toBookingRequest(
      { ...values, email: ' fatima.noor@example.pk ', home_sampling: true, address: ' House 12, DHA Phase 5 ' },
      { labId: 1, branchId: 101, testIds: [1001] },
    );
    expect(request).toMatchObject({
      email: 'fatima.noor@example.pk',
      home_sampling: true,
      address: 'House 12, DHA Phase 5',
    });
  });
});
