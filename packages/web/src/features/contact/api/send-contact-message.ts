import { $api } from '@/lib/api';

/** POST /api/contact-us/add with { name, email, phone_number, subject, message }. */
export const useSendContactMessage = () => $api.useMutation('post', '/api/contact-us/add');
