import { paymentResult, type PaymentResult } from '@/lib/rules/payment-result';

/** Query parameters payment gateways use for their result code when they send the payer back. */
export const RESULT_CODE_PARAMS = ['code', 'responseCode', 'response_code', 'ResponseCode', 'pp_ResponseCode'] as const;
/** ...and for their transaction reference. */
export const REFERENCE_PARAMS = ['reference', 'txnRef', 'transaction_id', 'pp_TxnRefNo', 'orderRefNum'] as const;

export type CheckoutState = PaymentResult | 'awaiting';

export type GatewayReturn = { state: CheckoutState; code: string | null; reference: string | null };

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
 * Reads the gateway's return: no code means the payer has not come back from the gateway
 * ('awaiting'); otherwise the shared rule maps 124/157/210 to pending, 000/121 to completed
 * and everything else to unknown.
 */
export function readGatewayReturn(params: URLSearchParams): GatewayReturn {
  const code = firstParam(params, RESULT_CODE_PARAMS, CODE_PATTERN);
  const reference = firstParam(params, REFERENCE_PARAMS, REFERENCE_PATTERN);
  const rawCodeGiven = RESULT_CODE_PARAMS.some((name) => (params.get(name) ?? '').trim() !== '');
  if (code === null) return { state: rawCodeGiven ? 'unknown' : 'awaiting', code: null, reference };
  return { state: paymentResult(code), code, reference };
}

/** The :id of the checkout URL, when it looks like an appointment or booking number. */
export function parseCheckoutId(param: string | undefined): string | null {
  return param && /^[A-Za-z0-9_-]{1,40}$/.test(param) ? param : null;
}
