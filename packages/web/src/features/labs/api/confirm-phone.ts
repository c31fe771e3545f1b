import { $api } from '@/lib/api';

/** A sign-in code to the number (the one sign-in and the doctor booking use). */
export const useSendLabCode = () => $api.useMutation('post', '/api/auth/send-verification-code');
/** Verifies the code: the patient is signed in, so the booking is theirs and listed under their appointments. */
export const useVerifyLabCode = () => $api.useMutation('post', '/api/auth/verify-otp-code-patient');
