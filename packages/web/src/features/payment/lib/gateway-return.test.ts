import { PaymentStatus } from '@ehp/api-types';
import { describe, expect, it } from 'vitest';
import { heldAppointment, paidAppointment, payment } from '@/test/appointment-fixtures';
import { checkGatewayReturn, parseCheckoutId, readGatewayReturn } from './gateway-return';

const read = (query: string) => readGatewayReturn(new URLSearchParams(query));

describe('readGatewayReturn', () => {
  it.each(['124', '157', '210'])('when the gateway returns code %s, then the payment is pending', (code) => {
    expect(read(`code=${code}`)).toEqual({ result: 'pending', code, reference: null });
  });

  it.each(['000', '121'])('when the gateway returns responseCode %s, then the payment is completed', (code) => {
    expect(read(`responseCode=${code}`).result).toBe('completed');
  });

  it('when the code is any other, then the payment failed (the shared rule)', () => {
    expect(read('code=999')).toEqual({ result: 'failed', code: '999', reference: null });
    expect(read('pp_ResponseCode=124').result).toBe('pending');
    expect(read('code=000&reference=PAY-000031')).toEqual({
      result: 'completed',
      code: '000',
      reference: 'PAY-000031',
    });
  });

  it('when there is no code, then the payer has not been to the gateway', () => {
    expect(read('').result).toBe('none');
    expect(read('reference=ABC123')).toEqual({ result: 'none', code: null, reference: 'ABC123' });
  });

  it('when the code or reference holds anything but a short token, then it is not shown and counts as failed', () => {
    expect(read('code=<script>')).toEqual({ result: 'failed', code: null, reference: null });
    expect(read('code=000&reference=call%20us%20on%200300').reference).toBeNull();
  });
});

describe('parseCheckoutId', () => {
  it('when the id is a whole number from 1, then it is the appointment id', () => {
    expect(parseCheckoutId('5012')).toBe(5012);
    expect(parseCheckoutId('2147483647')).toBe(2_147_483_647);
  });

  it.each([undefined, '', '0', '012', '-3', '5.5', 'a b', 'LB-000123', '2147483648', '9'.repeat(11)])(
    'when the id is %j, then it is rejected',
    (param) => {
      expect(parseCheckoutId(param)).toBeNull();
    },
  );
});

describe('checkGatewayReturn', () => {
  const withPayment = (status: PaymentStatus) => ({ payment: payment(status, null) });

  it('when the payer has not been to the gateway, then there is nothing to confirm', () => {
    expect(checkGatewayReturn(read(''), paidAppointment)).toBe('none');
  });

  it('when the server has a result for the payment the URL names, then it is confirmed (the server’s state is shown)', () => {
    expect(checkGatewayReturn(read('code=000&reference=PAY-000031'), paidAppointment)).toBe('confirmed');
    expect(checkGatewayReturn(read('code=000'), withPayment(PaymentStatus.FAILURE))).toBe('confirmed');
    expect(checkGatewayReturn(read('code=124'), withPayment(PaymentStatus.PENDING))).toBe('confirmed');
  });

  it('when the URL says 000 but the payment is not started, still started or another one, then it is unconfirmed', () => {
    expect(checkGatewayReturn(read('code=000'), heldAppointment)).toBe('unconfirmed');
    expect(checkGatewayReturn(read('code=000'), withPayment(PaymentStatus.STARTED))).toBe('unconfirmed');
    expect(checkGatewayReturn(read('code=000'), withPayment(PaymentStatus.NOT_STARTED))).toBe('unconfirmed');
    expect(checkGatewayReturn(read('code=000&reference=PAY-999999'), paidAppointment)).toBe('unconfirmed');
  });
});
