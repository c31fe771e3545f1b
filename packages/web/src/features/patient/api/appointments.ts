import type { PaymentFilter } from '@ehp/api-types';
import { PathsApiAppointmentsListGetParametersQueryWhen as When } from '@ehp/api-types/schema';
import { $api } from '@/lib/api';

/**
 * GET /api/appointments/list for one payment filter, upcoming and past together (the page groups
 * them by visit itself); the key comes from the contract.
 */
export const appointmentListQueryOptions = (paymentFilter: PaymentFilter) =>
  $api.queryOptions(
    'get',
    '/api/appointments/list',
    { params: { query: { payment_filter: paymentFilter, when: When.all } } },
    { select: (response) => response.data.appointments },
  );

/** The prefix of every list's key, whatever the filter: what a cancellation makes stale. */
export const appointmentListsKey = $api.queryOptions('get', '/api/appointments/list').queryKey.slice(0, 2);

/** POST /api/appointments/cancel; the caller invalidates the lists on success. */
export const useCancelAppointment = () => $api.useMutation('post', '/api/appointments/cancel');

/** GET /api/medical-test-labs/bookings/mine: the patient's lab bookings. */
export const myLabBookingsQueryOptions = () =>
  $api.queryOptions(
    'get',
    '/api/medical-test-labs/bookings/mine',
    {},
    { select: (response) => response.data.bookings },
  );

/** POST /api/medical-test-labs/bookings/cancel; the caller reads the lab bookings again. */
export const useCancelLabBooking = () => $api.useMutation('post', '/api/medical-test-labs/bookings/cancel');

/** The key of the lab bookings list (what a cancellation makes stale). */
export const myLabBookingsKey = $api.queryOptions('get', '/api/medical-test-labs/bookings/mine').queryKey;
