import { PaymentStatus, paymentResult, type PaymentResult } from '@ehp/api-types';
import type { Appointment } from '@/lib/appointments';

/** Query parameters payment gateways use for their result code when they send the payer back. */
export const RESULT_CODE_PARAMS = ['code', 'responseCode', 'response_code', 'ResponseCode', 'pp_ResponseCode'] as const;
/** ...and for their transaction reference. */
export const REFERENCE_PARAMS = ['reference', 'txnRef', 'transaction_id', 'pp_TxnRefNo', 'orderRefNum'] as const;

/** What the URL says the gateway reported: 'none' while the payer has not been to the gateway. */
export type GatewayHint = PaymentResult | 'none';

export type GatewayReturn = { result: GatewayHint; code: string | null; reference: string | null };

// Values from the URL are shown on the page, so only short plain tokens are accepted.
const CODE_PATTERN = /^[A-Za-z0-9]{1,10}$/;
const REFERENCE_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

function firstParam(params: URLSearchParams, names: readonly string[], pattern: RegExp): string | null {
  for (const name of names) {
    const value = params.get(name)?.trim();
    if (value && pattern.test(value)) return value;
  }
  return null;
}

/**
 * Reads the gateway's return: what the URL claims (the shared rule maps 000/121 to completed,
 * 124/157/210 to pending and any other code, a garbled one too, to failed). Anyone can type such a
 * URL, so the claim is never shown as a result (issue 21, F15): it only tells that the payer is
 * back from the gateway; the server's payment status decides what the page says.
 */
export function readGatewayReturn(params: URLSearchParams): GatewayReturn {
  const code = firstParam(params, RESULT_CODE_PARAMS, CODE_PATTERN);
  const reference = firstParam(params, REFERENCE_PARAMS, REFERENCE_PATTERN);
  const rawCodeGiven = RESULT_CODE_PARAMS.some((name) => (params.get(name) ?? '').trim() !== '');
  if (code === null) return { result: rawCodeGiven ? 'failed' : 'none', code: null, reference };
  return { result: paymentResult(code), code, reference };
}

const MAX_ID = 2_147_483_647;

/** The :id of the checkout URL as the contract's appointment id (a whole number from 1), or null. */
export function parseCheckoutId(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= MAX_ID ? id : null;
}

/**
 * Whether the server's record confirms the payment the gateway's return names: 'none' when the
 * payer has not been to the gateway, 'unconfirmed' when the server has no result for it (the
 * appointment's payment is not started, still started, or not the one the reference names),
 * 'confirmed' when it has one (the page then shows the server's state, whatever the URL said).
 */
export type GatewayReturnCheck = 'none' | 'confirmed' | 'unconfirmed';

export function checkGatewayReturn(
  gateway: GatewayReturn,
  appointment: Pick<Appointment, 'payment'>,
): GatewayReturnCheck {
  if (gateway.result === 'none') return 'none';
  const { payment } = appointment;
  if (!payment || (gateway.reference !== null && gateway.reference !== payment.id)) return 'unconfirmed';
  return payment.status === PaymentStatus.STARTED || payment.status === PaymentStatus.NOT_STARTED
    ? 'unconfirmed'
    : 'confirmed';
}
