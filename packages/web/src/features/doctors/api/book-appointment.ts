import { MessageLanguage, type components } from '@ehp/api-types';
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { useLanguage } from '@/lib/i18n/language-context';

export type BookAppointmentRequest = components['schemas']['BookAppointmentRequest'];

// Through unwrap() rather than $api.useMutation so the thrown error keeps the HTTP status: a 409
// (the slot was just taken) refetches the slots, a 401 (the session ended) offers sign-in again.
// The booking keeps the page's language: the SMS and WhatsApp messages about it are written in it.
export const useBookAppointment = () => {
  const language = useLanguage();
  return useMutation({
    mutationKey: ['post', '/api/appointments/book'],
    mutationFn: async (body: BookAppointmentRequest) =>
      unwrap(
        await api.POST('/api/appointments/book', {
          body: language === 'ur' ? { ...body, lang: MessageLanguage.ur } : body,
        }),
      ),
  });
};
