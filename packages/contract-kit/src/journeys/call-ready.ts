import { Skip, type RunContext } from '../context.ts';
import type { HttpClient } from '../http-client.ts';
import { WAIT_MS, type CallPeers, type Payload } from './call-peers.ts';
import { at } from './expect.ts';

// "I'm ready for my call" (openapi.yaml markReadyForCall, asyncapi.yaml patient_ready): inside the
// call window the patient says they are ready; the answer carries ready_at, and the appointment's
// doctor, connected on /notify, hears patient_ready with the same appointment, patient and instant.

export async function readyForCall(ctx: RunContext, peers: CallPeers, patient: HttpClient): Promise<void> {
  const { ops, parties } = peers;
  let readyAt: unknown;
  const mark = peers.doctor.mark();
  await ctx.check('markReadyForCall', 'in-the-call-window', async () => {
    ctx.override('markReadyForCall', { body: { appointment_id: parties.appointmentId } });
    const ex = await ctx.send(patient, 'markReadyForCall');
    readyAt = at(ex.json, 'data.appointment.ready_at');
    const wrong =
      ex.status === 200 && typeof readyAt !== 'string'
        ? [`the answer's appointment has no ready_at (${JSON.stringify(readyAt)})`]
        : [];
    return ctx.verify('markReadyForCall', ex, [200], wrong);
  });
  await ctx.check(ops.op('patient_ready', 'receive'), 'to-the-doctor', async () => {
    if (typeof readyAt !== 'string')
      throw new Skip('needs a patient marked ready by markReadyForCall', 'markReadyForCall');
    const seen = await peers.doctor.nextWhere(
      'patient_ready',
      (p: Payload) => p?.appointment_id === parties.appointmentId,
      WAIT_MS,
      mark,
    );
    if (!seen)
      return {
        problems: [
          `the doctor got no patient_ready for appointment ${parties.appointmentId} within ${WAIT_MS} ms of markReadyForCall${peers.doctorHeard(mark)}`,
        ],
      };
    const wrong = [
      seen.patient_id !== parties.patientId &&
        `patient_ready names patient ${String(seen.patient_id)}, not ${parties.patientId}`,
      seen.ready_at !== readyAt && `patient_ready says ${String(seen.ready_at)}, the answer said ${readyAt}`,
    ].filter((w): w is string => typeof w === 'string');
    return { problems: [...ops.problems('patient_ready', seen), ...wrong] };
  });
}
