import { useMutation } from '@tanstack/react-query';
import type { components } from '@ehp/api-types';
import { api, $api, readKeepingStatus, unwrap } from '@/lib/api';

// Key from the contract via $api.queryOptions, read keeping the status: a 401 and a 404 let the
// page ask to sign in or say "Appointment not found".
export const appointmentQueryOptions = (id: number) => {
  const init = { params: { query: { id } } };
  return readKeepingStatus($api.queryOptions('get', '/api/appointments/get', init), (signal) =>
    api.GET('/api/appointments/get', { ...init, signal }),
  );
};

type StartPaymentRequest = components['schemas']['StartPaymentRequest'];

/** POST /api/payments/start; written by hand so a 409 keeps its status. */
export const useStartPayment = () =>
  useMutation({
    mutationFn: async (body: StartPaymentRequest) => unwrap(await api.POST('/api/payments/start', { body })),
  });
