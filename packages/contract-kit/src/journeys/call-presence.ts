import type { RunContext } from '../context.ts';
import { WAIT_MS, type CallPeers, type Payload } from './call-peers.ts';

// patient_presence (asyncapi.yaml step 1): after doctor_connection the doctor hears about each
// patient of its upcoming online appointments, then again when one of them connects or goes away.

const forPatient = (patientId: string, online?: boolean) => (p: Payload) =>
  p?.patient_id === patientId && (online === undefined || p?.online === online);

/** Connects the doctor, then the patient, checking presence; a string says why no call can follow. */
export async function presenceOnConnect(ctx: RunContext, peers: CallPeers): Promise<string | null> {
  const { ops, parties } = peers;
  const presence = ops.op('patient_presence', 'receive');
  const doctorMark = peers.doctor.mark();
  if (!(await peers.announceDoctor(peers.doctor))) return `could not connect to ${ops.path} as the doctor`;
  await ctx.check(presence, 'on-doctor-connection', async () => {
    const seen = await peers.doctor.nextWhere('patient_presence', forPatient(parties.patientId), WAIT_MS, doctorMark);
    if (!seen)
      return {
        problems: [
          `no patient_presence for patient ${parties.patientId} within ${WAIT_MS} ms of doctor_connection, though appointment ${parties.appointmentId} is theirs${peers.doctorHeard(doctorMark)}`,
        ],
      };
    return { problems: ops.problems('patient_presence', seen) };
  });
  const mark = peers.doctor.mark();
  if (!(await peers.announcePatient(peers.patient))) return `could not connect to ${ops.path} as the patient`;
  await ctx.check(presence, 'patient-connects', async () => {
    const seen = await peers.doctor.nextWhere('patient_presence', forPatient(parties.patientId, true), WAIT_MS, mark);
    if (!seen)
      return {
        problems: [
          `the doctor got no patient_presence { online: true } for patient ${parties.patientId} within ${WAIT_MS} ms of its patient_connection`,
        ],
      };
    return { problems: ops.problems('patient_presence', seen) };
  });
  if (!(await peers.announceDoctor(peers.doctorTab))) return `could not open a second socket as the doctor`;
  if (!(await peers.announcePatient(peers.patientTab))) return `could not open a second socket as the patient`;
  return null;
}

/** Both patient sockets close: the doctor must hear the patient went offline. */
export async function presenceOnDisconnect(ctx: RunContext, peers: CallPeers): Promise<void> {
  const { ops, parties } = peers;
  await ctx.check(ops.op('patient_presence', 'receive'), 'patient-disconnects', async () => {
    const mark = peers.doctor.mark();
    peers.patient.close();
    peers.patientTab.close();
    const seen = await peers.doctor.nextWhere('patient_presence', forPatient(parties.patientId, false), WAIT_MS, mark);
    if (!seen)
      return {
        problems: [
          `the doctor got no patient_presence { online: false } for patient ${parties.patientId} within ${WAIT_MS} ms of the patient's sockets closing`,
        ],
      };
    return { problems: ops.problems('patient_presence', seen) };
  });
}
