import { $api } from '@/lib/api';

export const useCreateLabBooking = () => $api.useMutation('post', '/api/medical-test-labs/citi/booking');
