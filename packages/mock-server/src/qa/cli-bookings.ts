import type { QaAppointment, QaClock } from '@ehp/api-types';
import { PaymentStatus } from '@ehp/api-types';
import { table, whole, type CliClient } from './cli-format.ts';

// The booking commands of the QA CLI: appointments, cancel, settle, fail, next-outcome, clock.

const paymentStatusName = (status: number) => PaymentStatus[status] ?? String(status);

function appointmentRow(a: QaAppointment) {
  return {
    ...a,
    doctor: a.doctor.name,
    paid: paymentStatusName(a.payment_status),
    payment: a.payment ? `${a.payment.id}${a.payment.result_code ? ` (${a.payment.result_code})` : ''}` : '',
    hold: a.hold_seconds_left ? `${a.hold_seconds_left}s` : '',
  };
}

const COLUMNS = [
  'id',
  'patient_name',
  'doctor',
  'date',
  'time',
  'mode',
  'fee',
  'status',
  'paid',
  'payment',
  'refund_status',
  'hold',
] as const;

const describe = (a: QaAppointment) =>
  `appointment ${a.id}: ${a.status}, payment ${paymentStatusName(a.payment_status)}, refund ${a.refund_status}`;

function clockLine(c: QaClock): string {
  return `mock clock ${c.now} (Pakistan ${c.pakistan_date} ${c.pakistan_time}), ${c.offset_minutes} minute(s) ahead of real time`;
}

function paymentId(command: string, raw: string | undefined): string {
  if (!raw || !/^PAY-\d{6,14}$/.test(raw))
    throw new Error(`${command} needs a payment reference, e.g. qa ${command} PAY-000001`);
  return raw;
}

export async function bookingCommand({ api, ask }: CliClient, command: string, rest: string[]): Promise<string> {
  switch (command) {
    case 'appointments': {
      const patient_id = rest[0] ? whole('patient_id', rest[0], 1) : undefined;
      const r = await ask(api.GET('/__qa/appointments', { params: { query: { patient_id } } }));
      return r.appointments.length ? table(r.appointments.map(appointmentRow), [...COLUMNS]) : 'no appointments';
    }
    case 'cancel': {
      if (!rest[0]) throw new Error('cancel needs an appointment id, e.g. qa cancel 5001');
      const id = whole('appointment_id', rest[0], 1);
      const r = await ask(api.POST('/__qa/appointments/{id}/cancel', { params: { path: { id } } }));
      return describe(r.appointment);
    }
    case 'settle':
    case 'fail': {
      const id = paymentId(command, rest[0]);
      const path = command === 'settle' ? '/__qa/payments/{id}/settle' : '/__qa/payments/{id}/fail';
      const r = await ask(api.POST(path, { params: { path: { id } } }));
      return `${id} ${command === 'settle' ? 'settled' : 'failed'}; ${describe(r.appointment)}`;
    }
    case 'next-outcome': {
      const raw = rest[0];
      if (raw === undefined) {
        const r = await ask(api.GET('/__qa/payments/next-outcome'));
        return r.code ? `next payment outcome: ${r.code}` : 'no next payment outcome (the gateway preselects 000)';
      }
      if (raw !== 'off' && !/^[A-Za-z0-9]{1,10}$/.test(raw))
        throw new Error(`next-outcome needs a result code of 1-10 letters or digits, or off (got "${raw}")`);
      const body = { code: raw === 'off' ? null : raw };
      const r = await ask(api.PUT('/__qa/payments/next-outcome', { body }));
      return r.code ? `the gateway will preselect ${r.code} for the next payment` : 'next payment outcome off';
    }
    default: {
      if (!rest[0]) return clockLine(await ask(api.GET('/__qa/clock')));
      const match = /^\+(\d+)$/.exec(rest[0]);
      if (!match) throw new Error(`clock moves forward only: qa clock +15 (minutes), got "${rest[0]}"`);
      const body = { minutes: whole('minutes', match[1], 1) };
      return clockLine(await ask(api.POST('/__qa/clock', { body })));
    }
  }
}
