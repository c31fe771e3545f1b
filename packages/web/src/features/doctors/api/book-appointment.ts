import type { components } from '@ehp/api-types';
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

export type BookAppointmentRequest = components['schemas']['BookAppointmentRequest'];

// Through unwrap() rather than $api.useMutation so the thrown error keeps the HTTP status: a 409
// (the slot was just taken) refetches the slots, a 401 (the session ended) offers sign-in again.
export const useBookAppointment = () =>
  useMutation({
    mutationKey: ['post', '/api/appointments/book'],
    mutationFn: async (body: BookAppointmentRequest) => unwrap(await api.POST('/api/appointments/book', { body })),
  });
