// QA from a terminal: pnpm --filter @ehp/mock-server qa <command> (talks HTTP to MOCK_URL).
import { pathToFileURL } from 'node:url';
import type { QaFault, QaStartCall } from '@ehp/api-types';
import { DOCTOR_BEHAVIOURS } from '../modules/notify/doctor-peer.ts';
import { SUBMISSION_KINDS } from '../store/types.ts';
import { bookingCommand } from './cli-bookings.ts';
import { cliClient, oneOf, table, whole } from './cli-format.ts';

const BASE = (process.env.MOCK_URL ?? 'http://localhost:4000').replace(/\/$/, '');

const USAGE = `usage: qa <command>
  call <patient_id> [${DOCTOR_BEHAVIOURS.join('|')}] [hangup_after_seconds]
  otp <phone>                       last SMS code sent to a number
  accounts                          seeded accounts and passwords
  online                            patients with a connected socket
  call-state <call_id>              a call's state
  submissions [${SUBMISSION_KINDS.join('|')}]
  fault <operationId> <status|0> [count] [delay_ms]
  faults | faults-clear             list or switch off faults
  stats | reset
  appointments [patient_id]         every appointment with its payments
  cancel <appointment_id>           cancel an appointment (a paid one is refunded)
  settle <payment_id> | fail <payment_id>   decide a pending payment, e.g. qa settle PAY-000001
  next-outcome [code|off]           preselect a gateway result code, e.g. qa next-outcome 157
  clock [+minutes]                  show the mock clock, or move it forward, e.g. qa clock +15
MOCK_URL=${BASE}`;

const FAULT_COLUMNS = ['operation_id', 'status', 'delay_ms', 'remaining'] as const;

export async function run(args: string[], base = BASE): Promise<string> {
  const qa = cliClient(base);
  const { api, ask } = qa;
  const [command, ...rest] = args;
  switch (command) {
    case 'call': {
      const [patient_id, behaviour, seconds] = rest;
      if (!patient_id) throw new Error('call needs a patient_id, e.g. qa call 1001');
      const body: QaStartCall = { patient_id };
      if (behaviour) body.doctor_behaviour = oneOf('the doctor behaviour', behaviour, DOCTOR_BEHAVIOURS);
      if (seconds) body.hangup_after_seconds = whole('hangup_after_seconds', seconds, 1);
      const r = await ask(api.POST('/__qa/calls', { body }));
      return `ringing patient ${patient_id}: call ${r.call_id}, delivered to ${r.delivered_to} socket(s)${r.delivered_to ? '' : ' (rings when they connect)'}`;
    }
    case 'call-state':
      if (!rest[0]) throw new Error('call-state needs a call id (printed by qa call)');
      return JSON.stringify(await ask(api.GET('/__qa/calls/{id}', { params: { path: { id: rest[0] } } })), null, 2);
    case 'otp': {
      if (!rest[0]) throw new Error('otp needs a phone number, e.g. qa otp 03001234567');
      const r = await ask(api.GET('/__qa/otp', { params: { query: { phone: rest[0] } } }));
      return `${r.code}  (${r.purpose}, expires ${r.expires_at}${r.used ? ', already used' : ''})`;
    }
    case 'accounts': {
      const r = await ask(api.GET('/__qa/accounts'));
      return table(
        r.accounts.map((a) => ({ ...a, password: a.password ?? '(SMS code / not set)' })),
        ['audience', 'name', 'identifier', 'password', 'sms_phone', 'sign_in_page'],
      );
    }
    case 'online': {
      const r = await ask(api.GET('/__qa/patients/online'));
      return r.patients.length ? table(r.patients, ['patient_id', 'name', 'sockets']) : 'no patient is connected';
    }
    case 'submissions': {
      const kind = rest[0] ? oneOf('the kind', rest[0], SUBMISSION_KINDS) : undefined;
      return JSON.stringify(await ask(api.GET('/__qa/submissions', { params: { query: { kind } } })), null, 2);
    }
    case 'fault': {
      const [operation_id, status, count, delay] = rest;
      if (!operation_id || status === undefined)
        throw new Error('fault needs <operationId> <status|0> [count] [delay_ms]');
      const body: QaFault = { operation_id, count: whole('count', count ?? '1', 1) };
      const code = whole('status (0 for a delay only)', status, 0);
      if (code) body.status = code;
      if (delay) body.delay_ms = whole('delay_ms', delay, 0);
      const r = await ask(api.PUT('/__qa/faults', { body }));
      return table(r.faults, [...FAULT_COLUMNS]);
    }
    case 'faults': {
      const r = await ask(api.GET('/__qa/faults'));
      return r.faults.length ? table(r.faults, [...FAULT_COLUMNS]) : 'no faults';
    }
    case 'faults-clear':
      await ask(api.DELETE('/__qa/faults'));
      return 'all faults off';
    case 'stats':
      return JSON.stringify(await ask(api.GET('/__qa/stats')), null, 2);
    case 'reset':
      return (await ask(api.POST('/__qa/reset'))).message;
    case 'appointments':
    case 'cancel':
    case 'settle':
    case 'fail':
    case 'next-outcome':
    case 'clock':
      return bookingCommand(qa, command, rest);
    case undefined:
    case 'help':
    case '--help':
      return USAGE;
    default:
      throw new Error(`unknown command "${command}"\n${USAGE}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  run(process.argv.slice(2)).then(
    (out) => console.log(out),
    (error: Error) => {
      console.error(error.message);
      process.exitCode = 1;
    },
  );
}
