import { AppointmentMode, AppointmentStatus, PaymentMethod, PaymentStatus, RefundStatus } from '@ehp/api-types';
import type { Appointment } from '@/lib/appointments';

// Appointments as the contract describes them, for the checkout and the patient profile tests.

/** The contract's example appointment: Ali Hassan's online consultation with Dr. Imran Qureshi. */
export const heldAppointment: Appointment = {
  id: 5012,
  status: AppointmentStatus.awaiting_payment,
  mode: AppointmentMode.online,
  date: '2026-11-24',
  time: '18:20:00',
  starts_at: '2026-11-24T13:20:00.000Z',
  fee: 2000,
  payment_status: PaymentStatus.NOT_STARTED,
  refund_status: RefundStatus.none,
  hold_expires_at: '2026-11-23T12:10:00.000Z',
  hold_seconds_left: 540,
  created_at: '2026-11-23T12:00:00.000Z',
  doctor: { pmdc: '12345-P', name: 'Dr. Imran Qureshi', specialities: ['Cardiologist', 'General Physician'] },
  patient_name: 'Ali Hassan',
  location: null,
  payment: null,
  reason: null,
};

export const payment = (status: PaymentStatus, result_code: string | null, method = PaymentMethod.jazzcash) => ({
  id: 'PAY-000031',
  appointment_id: 5012,
  method,
  amount: 2000,
  status,
  result_code,
  created_at: '2026-11-23T12:01:00.000Z',
  settled_at: null,
});

export const paidAppointment: Appointment = {
  ...heldAppointment,
  status: AppointmentStatus.confirmed,
  payment_status: PaymentStatus.SUCCESS,
  hold_expires_at: null,
  hold_seconds_left: 0,
  payment: payment(PaymentStatus.SUCCESS, '000'),
};

/** A stubApi reply with the appointment. */
export const appointmentReply = (appointment: Appointment) => ({ body: { message: 'OK', data: { appointment } } });
