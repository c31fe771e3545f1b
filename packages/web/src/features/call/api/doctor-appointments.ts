import { $api } from '@/lib/api';

/** New bookings and payments show up without a reload (a minute is plenty for a day's list). */
const REFRESH_MS = 60_000;

/** GET /api/doctor/appointments: the signed-in doctor's online appointments from today on. */
export const doctorAppointmentsQueryOptions = () =>
  $api.queryOptions(
    'get',
    '/api/doctor/appointments',
    {},
    { select: (response) => response.data, refetchInterval: REFRESH_MS },
  );
