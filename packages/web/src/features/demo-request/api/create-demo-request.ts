import { $api } from '@/lib/api';

/** POST /api/demo_request/add with { name, phone_number, email, demo_for }. */
export const useCreateDemoRequest = () => $api.useMutation('post', '/api/demo_request/add');
