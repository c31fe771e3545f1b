import { pakistanDate, pakistanInstant, type components } from '@ehp/api-types';
import { conflict, ErrorCode, notFound } from '../../http/errors.ts';
import type { BookingSubmission, StoreData } from '../../store/types.ts';

type MyLabBooking = components['schemas']['MyLabBooking'];

/** Upcoming (from today, Pakistan time) nearest first, then the earlier ones latest first. */
function byVisit(today: string) {
  const key = (b: BookingSubmission) => `${b.preferred_date}T${b.preferred_time}`;
  return (x: BookingSubmission, y: BookingSubmission): number => {
    const xAhead = x.preferred_date >= today;
    const yAhead = y.preferred_date >= today;
    if (xAhead !== yAhead) return xAhead ? -1 : 1;
    const order = key(x).localeCompare(key(y)) || x.id - y.id;
    return xAhead ? order : -order;
  };
}

/** The contract's view of a booking: the lab, the branch and the tests by name. */
export function bookingJson(data: StoreData, b: BookingSubmission): MyLabBooking {
  const lab = data.labs.find((l) => l.id === b.lab_id);
  const branch = data.lab_branches.find((r) => r.id === b.lab_branch_id);
  const tests = b.test_ids.map(
    (id) => data.lab_categories.flatMap((c) => c.tests).find((t) => t.id === id)?.name ?? `Test ${id}`,
  );
  return {
    booking_id: b.booking_id,
    lab_id: b.lab_id,
    lab_name: lab?.lab_name ?? `Lab ${b.lab_id}`,
    branch_name: branch?.branch_name ?? `Branch ${b.lab_branch_id}`,
    tests,
    total_amount: b.total_amount,
    status: b.status,
    preferred_date: b.preferred_date,
    preferred_time: b.preferred_time,
    home_sampling: b.home_sampling,
    created_at: b.created_at,
    ...(branch ? { branch_city: branch.city } : {}),
    cancelled_at: b.cancelled_at ?? null,
  };
}

/** The lab bookings a patient made while signed in, at most the contract's 200. */
export function myLabBookings(data: StoreData, patientId: number, now: number): MyLabBooking[] {
  return data.submissions.booking
    .filter((b) => b.patient_id === patientId)
    .sort(byVisit(pakistanDate(now)))
    .slice(0, 200)
    .map((b) => bookingJson(data, b));
}

/**
 * Cancels one of the patient's bookings before its time. Call inside store.write. Another
 * patient's booking is "not found", as an unknown one, so ids reveal nothing.
 */
export function cancelLabBooking(
  data: StoreData,
  patientId: number,
  bookingId: string,
  now: number,
): BookingSubmission {
  const booking = data.submissions.booking.find((b) => b.booking_id === bookingId);
  if (!booking || booking.patient_id !== patientId) throw notFound(`Lab booking ${bookingId} not found`);
  if (booking.cancelled_at) throw conflict('This lab booking is already cancelled.', ErrorCode.already_cancelled);
  if (pakistanInstant(booking.preferred_date, booking.preferred_time) <= now)
    throw conflict(
      'The time of this lab booking has come, so it can no longer be cancelled.',
      ErrorCode.appointment_started,
    );
  booking.cancelled_at = new Date(now).toISOString();
  return booking;
}
