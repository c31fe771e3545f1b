import { $api } from '@/lib/api';

export const useCheckClinicBranches = () => $api.useMutation('post', '/api/clinic/check_clinic_branches');
export const useClinicLogin = () => $api.useMutation('post', '/api/clinic/clinic_login');
