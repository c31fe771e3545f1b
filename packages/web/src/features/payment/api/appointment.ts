import { useMutation } from '@tanstack/react-query';
import type { components } from '@ehp/api-types';
import { api, $api, unwrap } from '@/lib/api';
import { retryServerErrors } from '@/lib/http-status';

// Key from the contract via $api.queryOptions; the queryFn goes through unwrap() so a 401 and a
// 404 keep their status and the page can ask to sign in or say "Appointment not found".
export const appointmentQueryOptions = (id: number) => {
  const init = { params: { query: { id } } };
  return {
    ...$api.queryOptions('get', '/api/appointments/get', init),
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      unwrap(await api.GET('/api/appointments/get', { ...init, signal })),
    retry: retryServerErrors,
  };
};

type StartPaymentRequest = components['schemas']['StartPaymentRequest'];

/** POST /api/payments/start; written by hand so a 409 keeps its status. */
export const useStartPayment = () =>
  useMutation({
    mutationFn: async (body: StartPaymentRequest) => unwrap(await api.POST('/api/payments/start', { body })),
  });
