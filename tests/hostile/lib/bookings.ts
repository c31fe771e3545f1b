import type { RunContext } from '@ehp/contract-kit/src/context.ts';
import { freeSlot } from '@ehp/contract-kit/src/journeys/free-slot.ts';
import { at } from '@ehp/contract-kit/src/journeys/expect.ts';
import type { Harness } from './harness.ts';

// Patient B holds a booking with a payment started; patient A's hostile requests name B's
// appointment and B's slot. So even a request valid by the contract must be refused (404 for
// someone else's appointment, 409 for a held slot), and the bookings must end exactly as they began.

export interface BookingTarget {
  appointmentId: number;
  paymentId: string;
  /** The payment's gateway token, from the gateway URL only the payer was given. */
  gatewayToken: string;
}

async function call(h: Harness, operationId: string, body: unknown) {
  const op = h.contract.operation(operationId);
  const ex = await h.clients.patientB.request({ method: op.method, path: op.path, body });
  h.tally.count(ex);
  if (ex.status >= 300)
    throw new Error(`${operationId} for the hostile run's booking answered ${ex.status}: ${ex.text}`);
  return ex.json;
}

export async function aimAtOtherPatient(h: Harness, ctx: RunContext): Promise<BookingTarget> {
  const booking = ctx.requestFor('bookAppointment').body as Record<string, unknown>;
  const slot = await freeSlot(ctx, h.clients.patientB, booking);
  if (!slot) throw new Error('no free slot for the hostile run to book');
  const appointmentId = at(await call(h, 'bookAppointment', { ...booking, ...slot }), 'data.appointment.id');
  if (typeof appointmentId !== 'number') throw new Error("the hostile run's booking came back without an id");
  const started = await call(h, 'startPayment', { appointment_id: appointmentId, method: 'jazzcash' });
  const paymentId = at(started, 'data.payment.id');
  const gatewayUrl = new URL(String(at(started, 'data.gateway_url')), 'http://gateway');
  ctx.override('bookAppointment', { body: slot });
  ctx.override('getAppointment', { query: { id: appointmentId } });
  for (const op of ['startPayment', 'cancelAppointment']) ctx.override(op, { body: { appointment_id: appointmentId } });
  return { appointmentId, paymentId: String(paymentId), gatewayToken: gatewayUrl.searchParams.get('token') ?? '' };
}

/**
 * The stored appointments and payments, exactly, but for call attempts: B declining the calls QA
 * rings for B is recorded on B's appointment (call_attempts), B's own doing; A's socket events on
 * those calls are refused and record nothing (socket-abuse.ts checks the calls stay as they were).
 */
export function bookingSnapshot(h: Harness): string {
  const { data } = h.target.mock.store;
  const appointments = data.appointments.map(({ call_attempts: _ownCalls, ...rest }) => rest);
  return JSON.stringify({ appointments, payments: data.payments });
}
