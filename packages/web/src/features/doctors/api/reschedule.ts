import { $api } from '@/lib/api';

/** GET /api/appointments/get: the patient's appointment to move. */
export const appointmentToMoveQueryOptions = (id: number) =>
  $api.queryOptions(
    'get',
    '/api/appointments/get',
    { params: { query: { id } } },
    { select: (response) => response.data.appointment },
  );

/** POST /api/appointments/reschedule; the caller reads the slots and the lists again. */
export const useRescheduleAppointment = () => $api.useMutation('post', '/api/appointments/reschedule');
