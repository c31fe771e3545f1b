import { Skip, type RunContext } from '../context.ts';
import type { HttpClient } from '../http-client.ts';

// The second patient and doctor of a run (config patient2, doctor2), as two-users.ts signs them in,
// for the checks in two-users-*.ts that act as them.

export interface SecondPatient {
  client: HttpClient;
  id: string;
}
export interface SecondDoctor {
  client: HttpClient;
  pmdc: string;
}

/** The second users of the run, once signed in (ctx.state). */
export const secondPatient = (ctx: RunContext) => ctx.state.secondPatient as SecondPatient | undefined;
export const secondDoctor = (ctx: RunContext) => ctx.state.secondDoctor as SecondDoctor | undefined;

/** The second patient's client, or a skip saying why there is none. */
export function needSecond(ctx: RunContext, role: 'patient' | 'doctor'): HttpClient {
  ctx.dependsOn(role === 'patient' ? 'verifyOtpCodePatient' : 'doctorLogin');
  const second = role === 'patient' ? secondPatient(ctx) : secondDoctor(ctx);
  if (second) return second.client;
  const key = role === 'patient' ? 'patient2' : 'doctor2';
  if (!ctx.config[key]) throw new Skip(`no second ${role} configured (config.${key})`);
  const op = role === 'patient' ? 'verifyOtpCodePatient' : 'doctorLogin';
  throw new Skip(`needs the second ${role}'s session from ${op}`, op);
}
