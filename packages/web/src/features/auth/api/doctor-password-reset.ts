import { $api } from '@/lib/api';

export const useDoctorForgetPassword = () => $api.useMutation('post', '/api/doctor/dr_forget_password');
export const useDoctorForgetOtpVerify = () => $api.useMutation('post', '/api/doctor/dr_forget_otp_verify');
export const useDoctorResetPassword = () => $api.useMutation('put', '/api/doctor/dr_reset_password');
