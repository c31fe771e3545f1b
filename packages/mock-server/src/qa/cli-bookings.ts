import { table, whole } from './cli-format.ts';

// The booking commands of the QA CLI: appointments, cancel, settle, fail, next-outcome, clock.

type Qa = (method: string, path: string, body?: unknown) => Promise<unknown>;
type Row = Record<string, unknown>;
interface QaAppointment extends Row {
  doctor: { name: string };
  payment: { id: string; status: number; result_code: string | null } | null;
}

const PAYMENT_STATUS = ['SUCCESS', 'PENDING', 'FAILURE', 'NOT_STARTED', 'STARTED'];

function appointmentRow(a: QaAppointment): Row {
  return {
    ...a,
    doctor: a.doctor.name,
    paid: PAYMENT_STATUS[Number(a.payment_status)] ?? a.payment_status,
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
];

const describe = (a: QaAppointment) =>
  `appointment ${a.id}: ${a.status}, payment ${PAYMENT_STATUS[Number(a.payment_status)]}, refund ${a.refund_status}`;

function clockLine(c: Row): string {
  return `mock clock ${c.now} (Pakistan ${c.pakistan_date} ${c.pakistan_time}), ${c.offset_minutes} minute(s) ahead of real time`;
}

function paymentId(command: string, raw: string | undefined): string {
  if (!raw || !/^PAY-\d{6,14}$/.test(raw))
    throw new Error(`${command} needs a payment reference, e.g. qa ${command} PAY-000001`);
  return raw;
}

export async function bookingCommand(qa: Qa, command: string, rest: string[]): Promise<string> {
  switch (command) {
    case 'appointments': {
      const filter = rest[0] ? `?patient_id=${whole('patient_id', rest[0], 1)}` : '';
      const r = (await qa('GET', `/appointments${filter}`)) as { appointments: QaAppointment[] };
      return r.appointments.length ? table(r.appointments.map(appointmentRow), COLUMNS) : 'no appointments';
    }
    case 'cancel': {
      if (!rest[0]) throw new Error('cancel needs an appointment id, e.g. qa cancel 5001');
      const r = (await qa('POST', `/appointments/${whole('appointment_id', rest[0], 1)}/cancel`)) as {
        appointment: QaAppointment;
      };
      return describe(r.appointment);
    }
    case 'settle':
    case 'fail': {
      const id = paymentId(command, rest[0]);
      const r = (await qa('POST', `/payments/${id}/${command}`)) as { appointment: QaAppointment };
      return `${id} ${command === 'settle' ? 'settled' : 'failed'}; ${describe(r.appointment)}`;
    }
    case 'next-outcome': {
      const raw = rest[0];
      if (raw === undefined) {
        const r = (await qa('GET', '/payments/next-outcome')) as { code: string | null };
        return r.code ? `next payment outcome: ${r.code}` : 'no next payment outcome (the gateway preselects 000)';
      }
      if (raw !== 'off' && !/^[A-Za-z0-9]{1,10}$/.test(raw))
        throw new Error(`next-outcome needs a result code of 1-10 letters or digits, or off (got "${raw}")`);
      const r = (await qa('PUT', '/payments/next-outcome', { code: raw === 'off' ? null : raw })) as {
        code: string | null;
      };
      return r.code ? `the gateway will preselect ${r.code} for the next payment` : 'next payment outcome off';
    }
    default: {
      if (!rest[0]) return clockLine((await qa('GET', '/clock')) as Row);
      const match = /^\+(\d+)$/.exec(rest[0]);
      if (!match) throw new Error(`clock moves forward only: qa clock +15 (minutes), got "${rest[0]}"`);
      return clockLine((await qa('POST', '/clock', { minutes: whole('minutes', match[1], 1) })) as Row);
    }
  }
}
