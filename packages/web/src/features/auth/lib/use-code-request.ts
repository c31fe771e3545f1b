import { useState } from 'react';
import { errorMessage } from '@/lib/api';
import { useSendVerificationCode, type CodePurpose } from '../api/send-verification-code';

type CodeSent = { phone: string; expiresInSeconds: number };

/** Texts a verification code and remembers where it went; `sent` switches a form to its code step. */
export function useCodeRequest(purpose: CodePurpose) {
  const [sent, setSent] = useState<CodeSent | null>(null);
  const sendCode = useSendVerificationCode();

  const request = (phone: string) =>
    sendCode.mutateAsync({ body: { phone_number: phone, purpose } }).then((res) => {
      setSent({ phone: res.data.phone_number, expiresInSeconds: res.data.expires_in_seconds });
    });

  return {
    sent,
    sending: sendCode.isPending,
    sendError: sendCode.error ? errorMessage(sendCode.error) : null,
    /** Sends a code; the error is rendered from `sendError`, so the promise never rejects. */
    start: (phone: string) => {
      request(phone).catch(() => undefined);
    },
    /** Sends another code to the same number; rejects so the code step can say it failed. */
    resend: () => (sent ? request(sent.phone) : Promise.resolve()),
    /** Back to the details: forgets the code and the send error. */
    backToDetails: () => {
      sendCode.reset();
      setSent(null);
    },
    /** Leaves the code step but keeps any send error. */
    clearSent: () => setSent(null),
  };
}
