import { SendVerificationCodeRequestPurpose } from '@ehp/api-types/schema';
import { $api } from '@/lib/api';

/** 'login' for patient sign-in, 'signup' for clinic and doctor registration. */
export const CodePurpose = SendVerificationCodeRequestPurpose;
export type CodePurpose = SendVerificationCodeRequestPurpose;

export const useSendVerificationCode = () => $api.useMutation('post', '/api/auth/send-verification-code');
