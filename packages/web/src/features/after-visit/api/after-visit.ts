import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@ehp/api-types';
import { $api, api, readKeepingStatus, unwrap } from '@/lib/api';

type S = components['schemas'];

/** GET /api/appointments/after-visit (getAfterVisit): the patient's view after the visit. */
export const afterVisitQueryOptions = (id: number) =>
  $api.queryOptions(
    'get',
    '/api/appointments/after-visit',
    { params: { query: { id } } },
    {
      select: (response) => response.data,
    },
  );

/**
 * GET /api/appointments/visit-advice (getVisitAdviceByLink): one visit's advice and prescription,
 * read with the token of its message's link instead of a session. The token stays in memory: the
 * query cache, never the address bar or storage.
 */
export const adviceByLinkQueryOptions = (id: number, visitToken: string) => {
  const init = { params: { query: { id, visit_token: visitToken } } };
  // Read keeping the status: a 404 says "another appointment's link", a 5xx offers to try again.
  return {
    ...readKeepingStatus($api.queryOptions('get', '/api/appointments/visit-advice', init), (signal) =>
      api.GET('/api/appointments/visit-advice', { ...init, signal }),
    ),
    select: (response: S['VisitAdviceResponse']) => response.data.advice,
  };
};

/** GET /api/doctor/visit-advice (getDoctorVisitAdvice): what the doctor wrote, to correct it. */
export const doctorAdviceQueryOptions = (appointmentId: number) =>
  $api.queryOptions(
    'get',
    '/api/doctor/visit-advice',
    { params: { query: { appointment_id: appointmentId } } },
    { select: (response) => response.data.advice },
  );

/** POST /api/doctor/visit-advice (saveVisitAdvice); a 400 or 409 keeps its status and message. */
export function useSaveAdvice(appointmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: S['VisitAdviceRequest']) => unwrap(await api.POST('/api/doctor/visit-advice', { body })),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: doctorAdviceQueryOptions(appointmentId).queryKey });
      // The dashboard's recent visits say "Advice written".
      await client.invalidateQueries({ queryKey: doctorAppointmentsKey });
    },
  });
}

/** POST /api/appointments/rate (rateVisit); 409 once rated. */
export function useRateVisit(appointmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: S['VisitRatingRequest']) => unwrap(await api.POST('/api/appointments/rate', { body })),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: afterVisitQueryOptions(appointmentId).queryKey });
      // My appointments stops offering "Rate your visit" (its lists, whatever the filter).
      await client.invalidateQueries({ queryKey: appointmentListsKey });
    },
  });
}

const doctorAppointmentsKey = $api.queryOptions('get', '/api/doctor/appointments').queryKey.slice(0, 2);
const appointmentListsKey = $api.queryOptions('get', '/api/appointments/list').queryKey.slice(0, 2);
