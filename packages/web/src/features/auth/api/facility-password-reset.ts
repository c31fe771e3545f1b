import { $api } from '@/lib/api';

export const useClinicForgetPassword = () => $api.useMutation('post', '/api/clinic/clinic_forget_password');
export const useClinicForgetOtpVerify = () => $api.useMutation('post', '/api/clinic/clinic_forget_otp_verify');
export const useClinicResetPassword = () => $api.useMutation('put', '/api/clinic/clinic_reset_password');
