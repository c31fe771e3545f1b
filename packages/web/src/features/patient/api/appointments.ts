import type { PaymentFilter } from '@ehp/api-types';
import { PathsApiAppointmentsListGetParametersQueryWhen as When } from '@ehp/api-types/schema';
import { $api } from '@/lib/api';

/** The page lists upcoming and past appointments apart, upcoming first. */
export const AppointmentWhen = { upcoming: When.upcoming, past: When.past } as const;
export type AppointmentWhen = (typeof AppointmentWhen)[keyof typeof AppointmentWhen];

/** GET /api/appointments/list for one payment filter and one side of now; the key comes from the contract. */
export const appointmentListQueryOptions = (paymentFilter: PaymentFilter, when: AppointmentWhen) =>
  $api.queryOptions(
    'get',
    '/api/appointments/list',
    { params: { query: { payment_filter: paymentFilter, when } } },
    { select: (response) => response.data.appointments },
  );

/** The prefix of every list's key, whatever the filter: what a cancellation makes stale. */
export const appointmentListsKey = $api.queryOptions('get', '/api/appointments/list').queryKey.slice(0, 2);

/** POST /api/appointments/cancel; the caller invalidates the lists on success. */
export const useCancelAppointment = () => $api.useMutation('post', '/api/appointments/cancel');
