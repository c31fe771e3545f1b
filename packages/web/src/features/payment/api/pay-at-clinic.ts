import { $api } from '@/lib/api';

/** POST /api/appointments/pay-at-clinic: confirms a held in-clinic visit to be paid at the clinic. */
export const usePayAtClinic = () => $api.useMutation('post', '/api/appointments/pay-at-clinic');
