import { $api } from '@/lib/api';

/** POST /api/admin/call-helpline/add with { data: {}, phone_number }. */
export const useRequestCallback = () => $api.useMutation('post', '/api/admin/call-helpline/add');
