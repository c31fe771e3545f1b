import { $api, api, readKeepingStatus } from '@/lib/api';

/** GET /api/appointments/get: the patient's appointment to move (an error keeps its status: 401, 404). */
export const appointmentToMoveQueryOptions = (id: number) => {
  const init = { params: { query: { id } } };
  return readKeepingStatus($api.queryOptions('get', '/api/appointments/get', init), (signal) =>
    api.GET('/api/appointments/get', { ...init, signal }),
  );
};

/** POST /api/appointments/reschedule; the caller reads the slots and the lists again. */
export const useRescheduleAppointment = () => $api.useMutation('post', '/api/appointments/reschedule');
