import { createHmac, timingSafeEqual } from 'node:crypto';

// The simulated gateway's secrets, as a real hosted payment page has them (a checkout session id,
// a form token and a signed return): every value is an HMAC of the store's secret, so nothing new
// is stored, nothing is guessable from a payment's sequential reference, and a restart keeps
// links that are still open working.

/** 32 characters of base64url: 192 bits. */
const TOKEN_LENGTH = 32;
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

const mac = (secret: Buffer, purpose: string, ...parts: string[]): string =>
  createHmac('sha256', secret)
    .update([purpose, ...parts].join('\n'))
    .digest('base64url')
    .slice(0, TOKEN_LENGTH);

/** The token that opens one payment's page and lets its form post a result. Only the payer gets it. */
export const gatewayToken = (secret: Buffer, paymentId: string): string => mac(secret, 'gateway-session', paymentId);

/** The signature on the return to the portal, over the reference and the result code. */
export const returnSignature = (secret: Buffer, paymentId: string, code: string): string =>
  mac(secret, 'gateway-return', paymentId, code);

/** Constant-time comparison of a presented value with the expected one. */
export function sameToken(presented: string | null, expected: string): boolean {
  if (presented === null || !TOKEN.test(presented)) return false;
  return timingSafeEqual(Buffer.from(presented), Buffer.from(expected));
}

/** Where startPayment sends the payer. */
export const gatewayUrl = (secret: Buffer, paymentId: string, lang?: string): string =>
  `/__gateway/pay?${new URLSearchParams({
    payment_id: paymentId,
    token: gatewayToken(secret, paymentId),
    ...(lang === 'ur' && { lang }),
  })}`;
