import { describe, expect, it } from 'vitest';
import { parseCheckoutId, readGatewayReturn } from './gateway-return';

const read = (query: string) => readGatewayReturn(new URLSearchParams(query));

describe('readGatewayReturn', () => {
  it.each(['124', '157', '210'])('when the gateway returns code %s, then the payment is pending', (code) => {
    expect(read(`code=${code}`)).toEqual({ state: 'pending', code, reference: null });
  });

  it.each(['000', '121'])('when the gateway returns responseCode %s, then the payment is completed', (code) => {
    expect(read(`responseCode=${code}`).state).toBe('completed');
  });

  it('when the code is one the rule does not know, then the state is unknown', () => {
    expect(read('code=999')).toEqual({ state: 'unknown', code: '999', reference: null });
    expect(read('pp_ResponseCode=124').state).toBe('pending');
    expect(read('response_code=000&txnRef=T20261201-000123')).toEqual({
      state: 'completed',
      code: '000',
      reference: 'T20261201-000123',
    });
  });

  it('when there is no code, then the payer has not come back from the gateway yet', () => {
    expect(read('').state).toBe('awaiting');
    expect(read('reference=ABC123')).toEqual({ state: 'awaiting', code: null, reference: 'ABC123' });
  });

  it('when the code or reference holds anything but a short token, then it is not shown', () => {
    expect(read('code=<script>')).toEqual({ state: 'unknown', code: null, reference: null });
    expect(read('code=000&reference=call%20us%20on%200300').reference).toBeNull();
  });
});

describe('parseCheckoutId', () => {
  it('when the id is a plain token, then it is kept; otherwise rejected', () => {
    expect(parseCheckoutId('5012')).toBe('5012');
    expect(parseCheckoutId('LB-000123')).toBe('LB-000123');
    expect(parseCheckoutId('a b')).toBeNull();
    expect(parseCheckoutId(undefined)).toBeNull();
    expect(parseCheckoutId('x'.repeat(41))).toBeNull();
  });
});
