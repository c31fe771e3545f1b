import { $api } from '@/lib/api';

export const useCheckDoctorPassword = () => $api.useMutation('post', '/api/doctor/ckeck_password_exists');
export const useDoctorLogin = () => $api.useMutation('post', '/api/doctor/dr_login');
