import { AppointmentMode, AppointmentStatus, PaymentStatus } from '@ehp/api-types';
import { describe, expect, it } from 'vitest';
import { heldAppointment, paidAppointment } from '@/test/appointment-fixtures';
import { awaitsDoctorCall, canCancel, canPayNow, paymentPending } from './appointment-actions';

const before = Date.parse('2026-11-23T12:01:00Z');
const afterStart = Date.parse('2026-11-24T13:30:00Z');

describe('appointment actions', () => {
  it('when a slot is held and unpaid, then it can be paid or cancelled before it starts', () => {
    expect(canPayNow(heldAppointment)).toBe(true);
    expect(canCancel(heldAppointment, before)).toBe(true);
    expect(canCancel(heldAppointment, afterStart)).toBe(false);
  });

  it('when its payment is pending, then it is not offered for paying again', () => {
    const pending = { ...heldAppointment, payment_status: PaymentStatus.PENDING };
    expect(canPayNow(pending)).toBe(false);
    expect(paymentPending(pending)).toBe(true);
  });

  it('when the hold has lapsed or it is cancelled, then neither pay nor cancel is offered', () => {
    expect(canPayNow({ ...heldAppointment, hold_seconds_left: 0 })).toBe(false);
    expect(canCancel({ ...paidAppointment, status: AppointmentStatus.cancelled }, before)).toBe(false);
  });

  it('when a confirmed online appointment is still to come, then the doctor will call here', () => {
    expect(awaitsDoctorCall(paidAppointment, before)).toBe(true);
    expect(awaitsDoctorCall({ ...paidAppointment, mode: AppointmentMode.clinic }, before)).toBe(false);
    expect(awaitsDoctorCall(heldAppointment, before)).toBe(false);
  });
});
