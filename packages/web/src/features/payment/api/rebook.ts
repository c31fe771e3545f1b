import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import type { Appointment } from '@/lib/appointments';
import { rebookRequest } from '../lib/rebook';

// Through unwrap() so a 409 (the time was taken meanwhile) keeps its status.
/** POST /api/appointments/book again for a lapsed hold: the same doctor, date, time and place. */
export const useRebook = () =>
  useMutation({
    mutationKey: ['post', '/api/appointments/book', 'again'],
    mutationFn: async (appointment: Appointment) =>
      unwrap(await api.POST('/api/appointments/book', { body: rebookRequest(appointment) })),
  });
