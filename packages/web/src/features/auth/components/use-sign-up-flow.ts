import type { components } from '@ehp/api-types';
import { useState } from 'react';
import { errorMessage } from '@/lib/api';
import { HTTP_CONFLICT, httpStatusOf } from '@/lib/http-status';
import { CodePurpose } from '../api/send-verification-code';
import { useCodeRequest } from '../lib/use-code-request';
import { useCompleteSignIn } from '../lib/use-complete-sign-in';

type SessionResponse = components['schemas']['SessionResponse'];

export type SignUpFlow = ReturnType<typeof useSignUpFlow>;

/**
 * Shared state of both sign-up forms: details -> code sent (purpose signup) -> verify.
 * A 409 from the verify call returns to the details, which keep everything typed.
 */
export function useSignUpFlow(verify: (code: string) => Promise<SessionResponse>) {
  const code = useCodeRequest(CodePurpose.signup);
  const [conflict, setConflict] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [verifyError, setVerifyError] = useState<string | null>(null);
  const completeSignIn = useCompleteSignIn();

  return {
    sent: code.sent,
    conflict,
    sendError: code.sendError,
    sending: code.sending,
    verifying,
    verifyError,
    /** Details are valid: text the code. */
    start: (phone: string) => {
      setConflict(null);
      code.start(phone);
    },
    resend: code.resend,
    verify: async (otp: string) => {
      setVerifying(true);
      setVerifyError(null);
      try {
        const res = await verify(otp);
        completeSignIn(res.data);
      } catch (err) {
        if (httpStatusOf(err) === HTTP_CONFLICT) {
          setConflict(errorMessage(err));
          code.clearSent();
        } else {
          setVerifyError(errorMessage(err));
        }
      } finally {
        setVerifying(false);
      }
    },
    backToDetails: () => {
      code.backToDetails();
      setVerifyError(null);
    },
  };
}
