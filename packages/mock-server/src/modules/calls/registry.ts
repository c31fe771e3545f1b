import { CallCore } from './call-core.ts';
import { DoctorSide } from './doctor-side.ts';
import { PatientSide } from './patient-side.ts';

export type { Call, CallRegistryOptions, CallResult, CallTransport, DoctorCallInput, StartCall } from './call-types.ts';

/**
 * Calls in memory: the shared core (the calls, the state machine, the doctor peers of live calls;
 * QA's calls start there) and each side's events on it, the doctor's and the patient's.
 */
export class CallRegistry extends CallCore {
  readonly doctor = new DoctorSide(this);
  readonly patient = new PatientSide(this);

  /** A socket went away: the calls it made or answered end unless it is back within the grace time. */
  socketGone(socketId: string): void {
    this.doctor.socketGone(socketId);
    this.patient.socketGone(socketId);
  }
}
