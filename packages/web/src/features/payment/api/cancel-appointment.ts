import { $api } from '@/lib/api';

/** POST /api/appointments/cancel, from the confirmation; the caller reads the appointment again. */
export const useCancelFromConfirmation = () => $api.useMutation('post', '/api/appointments/cancel');
