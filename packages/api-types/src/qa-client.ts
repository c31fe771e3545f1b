import createClient, { type Client } from 'openapi-fetch';
import type { components, operations, paths } from '../generated/qa-schema.ts';

// The mock server's QA control API (packages/mock-server/qa-openapi.yaml), typed from its contract.
// A test and tooling aid: the portal never imports it (this module has no side effects, so a bundle
// that does not call createQaClient leaves it out).

export type QaPaths = paths;
export type QaApi = Client<QaPaths>;

type JsonBody<Op extends keyof operations> = operations[Op] extends {
  requestBody: { content: { 'application/json': infer B } };
}
  ? B
  : never;
type JsonOk<Op extends keyof operations> = operations[Op]['responses'] extends {
  200: { content: { 'application/json': infer B } };
}
  ? B
  : operations[Op]['responses'] extends { 202: { content: { 'application/json': infer B } } }
    ? B
    : never;

export type QaAccount = JsonOk<'qaAccounts'>['accounts'][number];
export type QaOtp = JsonOk<'qaOtp'>;
export type QaStartCall = JsonBody<'qaStartCall'>;
export type QaCallAppointment = JsonBody<'qaCallAppointment'>;
export type QaCall = JsonOk<'qaGetCall'>;
export type QaOnlinePatient = JsonOk<'qaOnlinePatients'>['patients'][number];
export type QaSubmissionKind = NonNullable<NonNullable<operations['qaSubmissions']['parameters']['query']>['kind']>;
export type QaFault = JsonBody<'qaSetFault'>;
export type QaFaultState = JsonOk<'qaListFaults'>['faults'][number];
export type QaAppointment = components['schemas']['QaAppointment'];
export type QaPayment = components['schemas']['QaPayment'];
export type QaClock = JsonOk<'qaGetClock'>;
export type QaNextOutcome = JsonBody<'qaSetNextPaymentOutcome'>;
export type QaAdvanceClock = JsonBody<'qaAdvanceClock'>;
export type QaExpireSessions = JsonBody<'qaExpireSessions'>;
export type QaMessage = components['schemas']['QaMessage'];

export interface QaClientOptions {
  /** The mock server's origin, e.g. http://localhost:4000 (a trailing slash is fine). */
  baseUrl: string;
  /** fetch to use (defaults to the global one at call time). */
  fetch?: typeof globalThis.fetch;
  /** The mock's QA token (X-QA-Token); defaults to QA_TOKEN in Node. Without one, any value is sent. */
  token?: string;
}

/** The token for X-QA-Token: given, else QA_TOKEN of the environment (Node), else a placeholder. */
export function qaToken(token?: string): string {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  return token ?? env?.QA_TOKEN ?? 'local';
}

/** The typed QA client: openapi-fetch over qa-openapi.yaml. No XSRF (QA routes do not ask for it). */
export function createQaClient({ baseUrl, fetch, token }: QaClientOptions): QaApi {
  return createClient<QaPaths>({
    baseUrl: baseUrl.replace(/\/+$/, ''),
    // Also what makes every QA request one that no web page can send without a CORS preflight.
    headers: { 'X-QA-Token': qaToken(token) },
    fetch: fetch ?? ((input: Request) => globalThis.fetch(input)),
  });
}

/** A QA call that did not succeed: the status and the `{ message }` the mock answered. */
export class QaError extends Error {
  /** The mock's `{ message }`, or the status text when the answer had none. */
  readonly reason: string;

  constructor(
    readonly status: number,
    readonly url: string,
    body: unknown,
    statusText = '',
  ) {
    const reason =
      typeof body === 'object' && body !== null && 'message' in body
        ? String(body.message)
        : statusText || 'no message';
    super(`QA ${url} answered ${status}: ${reason}`);
    this.name = 'QaError';
    this.reason = reason;
  }
}

/** The body of a successful QA call, or a QaError naming the status and the mock's message. */
export async function qaData<T>(pending: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await pending;
  if (!response.ok || data === undefined) throw new QaError(response.status, response.url, error, response.statusText);
  return data;
}
