import { $api } from '@/lib/api';

export const useVerifyPatientOtp = () => $api.useMutation('post', '/api/auth/verify-otp-code-patient');
