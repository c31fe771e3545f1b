import { $api } from '@/lib/api';

export const useStaffLogin = () => $api.useMutation('post', '/api/staff/staff_login');
