import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import type { Appointment } from '@/lib/appointments';
import { rebookRequest } from '../lib/rebook';
import { useLanguage } from '@/lib/i18n/language-context';
import { MessageLanguage } from '@ehp/api-types';

// Through unwrap() so a 409 (the time was taken meanwhile) keeps its status.
/** POST /api/appointments/book again for a lapsed hold: the same doctor, date, time and place. */
export const useRebook = () => {
  const language = useLanguage();
  return useMutation({
    mutationKey: ['post', '/api/appointments/book', 'again'],
    mutationFn: async (appointment: Appointment) => {
      const body = rebookRequest(appointment);
      return unwrap(
        await api.POST('/api/appointments/book', {
          body: language === 'ur' ? { ...body, lang: MessageLanguage.ur } : body,
        }),
      );
    },
  });
};
