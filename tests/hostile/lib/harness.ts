import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createQaClient, qaData } from '@ehp/api-types';
import { loadContract, type Contract } from '@ehp/contract-kit/src/contract.ts';
import { parseConfig, type ConformanceConfig } from '@ehp/contract-kit/src/config.ts';
import { HttpClient } from '@ehp/contract-kit/src/http-client.ts';
import { createValidator, type Validate } from '@ehp/contract-kit/src/schema-validator.ts';
import { startMock, type RunningMock } from '../../fixtures/mock-server.ts';
import type { BookingTarget } from './bookings.ts';
import { Tally } from './tally.ts';

// Shared state of the hostile run: the mock in this process, signed-in clients, and the totals.

export interface Harness {
  contract: Contract;
  validate: Validate;
  config: ConformanceConfig;
  tally: Tally;
  target: RunningMock;
  /** Clients by role: anonymous, clinic_owner, patient (A), a second patient (B) and a doctor. */
  clients: Record<'anon' | 'clinic_owner' | 'patientA' | 'patientB' | 'doctor', HttpClient>;
  patients: { A: string; B: string };
  /** 2xx answers to operations that store a submission, by operationId. */
  writes: Map<string, number>;
  /** Patient B's booking that patient A's hostile requests aim at, and the bookings before the run. */
  booking?: BookingTarget & { before: string };
  crashes: string[];
}

export const SECOND_PATIENT_PHONE = '03124567890';

export function newHarness(): Harness {
  const contract = loadContract();
  const config = parseConfig(
    JSON.parse(readFileSync(createRequire(import.meta.url).resolve('@ehp/contract-kit/mock.config.json'), 'utf8')),
  );
  return {
    contract,
    validate: createValidator(contract.openapi),
    config,
    tally: new Tally(),
    target: undefined as unknown as RunningMock,
    clients: {} as Harness['clients'],
    patients: { A: '', B: '' },
    writes: new Map(),
    crashes: [],
  };
}

async function call(h: Harness, client: HttpClient, operationId: string, body?: unknown) {
  const op = h.contract.operation(operationId);
  const ex = await client.request({ method: op.method, path: op.path, body });
  h.tally.count(ex);
  if (ex.status >= 300)
    throw new Error(`${operationId} for the hostile run's sign-in answered ${ex.status}: ${ex.text}`);
  return ex;
}

async function signInPatient(h: Harness, phone: string): Promise<[HttpClient, string]> {
  const client = new HttpClient(h.target.url);
  await client.request({ method: 'GET', path: h.contract.operation('listLabs').path });
  await call(h, client, 'sendVerificationCode', { phone_number: phone, purpose: 'login' });
  const otp = await qaData(
    createQaClient({ baseUrl: h.target.url }).GET('/__qa/otp', { params: { query: { phone } } }),
  );
  const ex = await call(h, client, 'verifyOtpCodePatient', { phone_number: phone, otp_code: otp.code });
  return [client, (ex.json as { data: { user_id: string } }).data.user_id];
}

export async function startHarness(h: Harness): Promise<void> {
  h.target = await startMock();
  const anon = new HttpClient(h.target.url);
  await anon.request({ method: 'GET', path: h.contract.operation('listLabs').path });
  const owner = new HttpClient(h.target.url);
  await owner.request({ method: 'GET', path: h.contract.operation('listLabs').path });
  const { email, password, facility_type, branch_id } = h.config.clinicOwner!;
  await call(h, owner, 'clinicLogin', { email, password, facility_type, branch_id });
  const [patientA, A] = await signInPatient(h, h.config.patient!.phone);
  const [patientB, B] = await signInPatient(h, SECOND_PATIENT_PHONE);
  const doctor = new HttpClient(h.target.url);
  await doctor.request({ method: 'GET', path: h.contract.operation('listLabs').path });
  await call(h, doctor, 'doctorLogin', { pmdc: h.config.doctor!.pmdc, password: h.config.doctor!.password });
  h.clients = { anon, clinic_owner: owner, patientA, patientB, doctor };
  h.patients = { A, B };
}

/** GETs a cheap operation: is the server still answering? */
export async function alive(h: Harness): Promise<boolean> {
  const ex = await h.clients.anon.request({ method: 'GET', path: h.contract.operation('listLabs').path });
  h.tally.count(ex);
  return ex.status === 200;
}
