import type { TestServer } from '../../../packages/mock-server/src/test/server.ts';
import { client, newPhone, qa, type Response } from './failed-write-world.ts';

// The mutating operations that never write the store, each with the reason, and a valid request
// the test sends with the disk refusing every write: it still answers below 500 and the store does
// not change, which is the proof of the reason. Keep this list short: an operation that writes
// needs a row in failed-write-rows.ts instead.

export interface NeverWrites {
  reason: string;
  probe(server: TestServer): Promise<Response>;
}

const OWNER = { email: 'owner@shifaclinic.pk', password: 'Clinic@123' };

async function resetCode(server: TestServer, path: string, body: Record<string, string>, phone: string) {
  const c = client(server);
  await c.post(path, body);
  return { c, code: server.ctx.otp.last(phone)!.code };
}

export const NEVER_WRITES: Record<string, NeverWrites> = {
  // openapi.yaml
  sendVerificationCode: {
    reason: 'codes live in memory only (OtpService): a restart forgets them, like an SMS gateway would',
    probe: (s) => client(s).post('/api/auth/send-verification-code', { phone_number: newPhone() }),
  },
  checkClinicBranches: {
    reason: 'checks the password and lists the branches; failed attempts are counted in memory only',
    probe: (s) => client(s).post('/api/clinic/check_clinic_branches', OWNER),
  },
  validateBranchCode: {
    reason: 'looks a branch code up',
    probe: (s) => client(s).post('/api/clinic/validate_branch_code', { branch_code: 'SFC-GLB' }),
  },
  clinicForgetPassword: {
    reason: 'sends a reset code, kept in memory only (OtpService)',
    probe: (s) => client(s).post('/api/clinic/clinic_forget_password', { email: 'admin@rehmathospital.pk' }),
  },
  clinicForgetOtpVerify: {
    reason: 'trades the code for a reset token, kept in memory only (ResetTokens)',
    probe: async (s) => {
      const email = 'admin@rehmathospital.pk';
      const { c, code } = await resetCode(s, '/api/clinic/clinic_forget_password', { email }, '03335556677');
      return c.post('/api/clinic/clinic_forget_otp_verify', { email, otp_code: code });
    },
  },
  doctorForgetPassword: {
    reason: 'sends a reset code, kept in memory only (OtpService)',
    probe: (s) => client(s).post('/api/doctor/dr_forget_password', { pmdc: '12345-P' }),
  },
  doctorForgetOtpVerify: {
    reason: 'trades the code for a reset token, kept in memory only (ResetTokens)',
    probe: async (s) => {
      const { c, code } = await resetCode(s, '/api/doctor/dr_forget_password', { pmdc: '12345-P' }, '03004445566');
      return c.post('/api/doctor/dr_forget_otp_verify', { pmdc: '12345-P', otp_code: code });
    },
  },
  checkDoctorPasswordExists: {
    reason: 'looks a doctor up',
    probe: (s) => client(s).post('/api/doctor/ckeck_password_exists', { pmdc: '12345-P' }),
  },

  // qa-openapi.yaml
  qaStartCall: {
    reason: 'calls live in memory only (CallRegistry)',
    probe: async (s) => qa(s).post('/__qa/calls').send({ patient_id: '1001', doctor_name: 'Dr. Imran Qureshi' }),
  },
  qaMessageFailures: {
    reason:
      "sets how many messages the sender refuses next, kept in memory only (MessageSender), like a gateway's outage",
    probe: async (s) => qa(s).put('/__qa/messages/failures').send({ count: 0 }),
  },
  qaSetFault: {
    reason: 'faults live in memory only (FaultRegistry)',
    probe: async (s) => qa(s).put('/__qa/faults').send({ operation_id: 'listLabs', status: 503, count: 1 }),
  },
  qaClearFaults: {
    reason: 'faults live in memory only (FaultRegistry)',
    probe: async (s) => qa(s).delete('/__qa/faults'),
  },
  qaSetNextPaymentOutcome: {
    reason: "the gateway's next outcome lives in memory only (NextOutcome)",
    probe: async (s) => qa(s).put('/__qa/payments/next-outcome').send({ code: null }),
  },
  qaAdvanceClock: {
    reason: 'the clock offset lives in memory only (MockClock); holds and payments are read against it',
    probe: async (s) => qa(s).post('/__qa/clock').send({ minutes: 1 }),
  },
};

/** asyncapi.yaml's send operations (socket events): calls and presence live in memory only. */
export const SOCKET_EVENTS_NEVER_WRITE: Record<string, string> = {
  sendPatientConnection: 'joins the patient room and delivers ringing calls (memory)',
  sendCallAccept: 'moves a call in the CallRegistry (memory); its call attempt: see SOCKET_SOURCES_THAT_WRITE',
  sendCallDecline: 'moves a call in the CallRegistry (memory); its call attempt: see SOCKET_SOURCES_THAT_WRITE',
  sendCallSignal: 'relays a WebRTC signal between the two sockets of a call',
  sendCallHangup: 'ends a call in the CallRegistry (memory)',
  sendDoctorConnection: "joins the doctor's room and reports presence (memory)",
  sendCallStart: 'rings a patient: a call in the CallRegistry (memory)',
  sendCallMediaState: "relays one side's microphone and camera to the other socket of the call",
};

/**
 * Socket-side sources that write the store, each with how failed-write-sockets.ts drives its write with the
 * disk failing (the write is rolled back and logged; the socket event's answer does not change).
 */
export const SOCKET_SOURCES_THAT_WRITE: Record<string, string> = {
  'calls/attempts.ts':
    "a call's end records a call attempt on its appointment: failed-write-sockets declines a call on a real appointment with the disk failing",
};
