import {
  createApiClient,
  errorMessage,
  qaData,
  SendVerificationCodeRequestPurpose,
  type ApiClient,
  type QaApi,
} from '@ehp/api-types';
import { CookieJar, parseSetCookie } from '@ehp/contract-kit/src/cookie-jar.ts';

// One visitor of the API from Node, for the helpers that are not the conformance kit (integration,
// benchmarks): the portal's own typed client, so the XSRF double submit and its one retry after a
// first visitor's 403 live in '@ehp/api-types' only, over a fetch that keeps this visitor's cookies.

export class ApiSession {
  readonly jar = new CookieJar();
  readonly api: ApiClient;

  constructor(readonly baseUrl: string) {
    this.api = createApiClient({
      baseUrl,
      getCookie: (name) => {
        const value = this.jar.get(name);
        return value === undefined ? undefined : decodeURIComponent(value);
      },
      fetch: async (input, init) => {
        const request = new Request(input, init);
        const cookie = this.jar.header();
        if (cookie) request.headers.set('cookie', cookie);
        const res = await fetch(request);
        this.jar.store(res.headers.getSetCookie().map(parseSetCookie));
        return res;
      },
    });
  }

  /** The Cookie header of this visitor (for a socket handshake or a load generator). */
  cookieHeader(): string {
    return this.jar.header() ?? '';
  }
}

/** A patient's session from an SMS-code sign-in through the portal's API. */
export type SignedInPatient = { name: string; user_id: string };

/**
 * SMS-code sign-in as the portal does it: ask for a code, read it as QA does (GET /__qa/otp), verify.
 * A number not registered yet becomes a new patient (named `name`).
 */
export async function signInWithSmsCode(
  api: ApiClient,
  qa: QaApi,
  phone: string,
  name?: string,
): Promise<SignedInPatient> {
  const sent = await api.POST('/api/auth/send-verification-code', {
    body: { phone_number: phone, purpose: SendVerificationCodeRequestPurpose.login },
  });
  if (!sent.data) throw new Error(`send-verification-code ${sent.response.status}: ${errorMessage(sent.error)}`);
  const { code } = await qaData(qa.GET('/__qa/otp', { params: { query: { phone } } }));
  const verified = await api.POST('/api/auth/verify-otp-code-patient', {
    body: { phone_number: phone, otp_code: code, ...(name ? { name } : {}) },
  });
  if (!verified.data)
    throw new Error(`verify-otp-code-patient ${verified.response.status}: ${errorMessage(verified.error)}`);
  const { name: signedInAs, user_id } = verified.data.data;
  return { name: signedInAs, user_id: String(user_id) };
}
