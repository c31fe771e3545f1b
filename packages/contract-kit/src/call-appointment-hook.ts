import type { CallAppointmentHook } from './config.ts';
import { fillTemplate, readJsonPath } from './otp-hook.ts';

/**
 * Asks the target for an appointment the doctor may ring the patient for now (config
 * notify.callAppointment): POST { patient_id, doctor_pmdc }, the id read at jsonPath.
 */
export async function fetchCallAppointment(
  hook: CallAppointmentHook,
  baseUrl: string,
  parties: { patientId: string; pmdc: string },
  timeoutMs = 10_000,
): Promise<number> {
  const url = fillTemplate(hook.url, {
    baseUrl: baseUrl.replace(/\/$/, ''),
    patientId: encodeURIComponent(parties.patientId),
    pmdc: encodeURIComponent(parties.pmdc),
  });
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ patient_id: parties.patientId, doctor_pmdc: parties.pmdc }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`call appointment hook ${url} answered ${res.status}: ${text.slice(0, 200)}`);
  let value: unknown;
  try {
    value = readJsonPath(JSON.parse(text), hook.jsonPath);
  } catch {
    throw new Error(`call appointment hook ${url} did not answer JSON: ${text.slice(0, 200)}`);
  }
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (!Number.isSafeInteger(id) || (id as number) < 1)
    throw new Error(`call appointment hook answer has no appointment id at ${hook.jsonPath}: ${text.slice(0, 200)}`);
  return id as number;
}
