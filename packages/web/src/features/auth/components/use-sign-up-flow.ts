import type { components } from '@ehp/api-types';
import { useState } from 'react';
import { errorMessage } from '@/lib/api';
import { CodePurpose, useSendVerificationCode } from '../api/send-verification-code';
import { HTTP_CONFLICT, httpStatusOf } from '../lib/http-status';
import { useCompleteSignIn } from '../lib/use-complete-sign-in';

type CodeSent = { phone: string; expiresInSeconds: number };
type SessionResponse = components['schemas']['SessionResponse'];

/**
 * Shared state of both sign-up forms: details -> code sent (purpose signup) -> verify.
 * A 409 from the verify call returns to the details, which keep everything typed.
 */
export function useSignUpFlow(verify: (code: string) => Promise<SessionResponse>) {
  const [sent, setSent] = useState<CodeSent | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [verifyError, setVerifyError] = useState<string | null>(null);
  const sendCode = useSendVerificationCode();
  const completeSignIn = useCompleteSignIn();

  const requestCode = (phone: string) =>
    sendCode.mutateAsync({ body: { phone_number: phone, purpose: CodePurpose.signup } }).then((res) => {
      setSent({ phone: res.data.phone_number, expiresInSeconds: res.data.expires_in_seconds });
    });

  return {
    sent,
    conflict,
    sendError: sendCode.error ? errorMessage(sendCode.error) : null,
    sending: sendCode.isPending,
    verifying,
    verifyError,
    /** Details are valid: text the code. */
    start: (phone: string) => {
      setConflict(null);
      requestCode(phone).catch(() => undefined);
    },
    resend: () => (sent ? requestCode(sent.phone) : Promise.resolve()),
    verify: async (code: string) => {
      setVerifying(true);
      setVerifyError(null);
      try {
        const res = await verify(code);
        completeSignIn(res.data);
      } catch (err) {
        if (httpStatusOf(err) === HTTP_CONFLICT) {
          setConflict(errorMessage(err));
          setSent(null);
        } else {
          setVerifyError(errorMessage(err));
        }
      } finally {
        setVerifying(false);
      }
    },
    backToDetails: () => {
      sendCode.reset();
      setVerifyError(null);
      setSent(null);
    },
  };
}
