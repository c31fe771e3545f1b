// A big store for the growth benchmark: the seed plus many demo requests (the list the duplicate
// check used to scan) and many past appointments, each paid. Written as a data file the mock
// loads with --data (a copy) or --seed (memory only).
import { writeFileSync } from 'node:fs';
import { AppointmentMode, AppointmentStatus, PaymentMethod, PaymentStatus, RefundStatus } from '@ehp/api-types';
import { createSeed } from '../../packages/mock-server/src/store/seed/index.ts';
import type { StoreData } from '../../packages/mock-server/src/store/types.ts';

export interface Fill {
  submissions: number;
  appointments: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_DAY = Date.parse('2025-06-01T00:00:00Z');

export function filledData({ submissions, appointments }: Fill): StoreData {
  const data = createSeed();
  const created = new Date(FIRST_DAY).toISOString();
  for (let i = 0; i < submissions; i++) {
    data.submissions.demo.push({
      id: i + 1,
      created_at: created,
      name: `Filled Clinic ${i}`,
      phone_number: `0345${String(i).padStart(7, '0')}`,
      email: `filled${i}@example.pk`,
      demo_for: i % 3,
    });
  }
  data.next_ids.submission = submissions + 1;
  const doctors = data.doctors.filter((d) => d.profile?.fee_online != null);
  const patients = data.patients.map((p) => p.id);
  for (let i = 0; i < appointments; i++) {
    const doctor = doctors[i % doctors.length];
    const id = 5001 + i;
    // Each doctor's slots in turn: 20 half-hour slots a day from 09:00, day after day.
    const slot = Math.floor(i / doctors.length);
    const date = new Date(FIRST_DAY + Math.floor(slot / 20) * DAY_MS).toISOString().slice(0, 10);
    const minutes = 9 * 60 + (slot % 20) * 30;
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    data.appointments.push({
      id,
      patient_id: patients[i % patients.length],
      pmdc: doctor.pmdc,
      mode: AppointmentMode.online,
      location_id: null,
      date,
      time,
      fee: doctor.profile!.fee_online!,
      status: AppointmentStatus.completed,
      payment_status: PaymentStatus.SUCCESS,
      refund_status: RefundStatus.none,
      hold_expires_at: null,
      created_at: created,
      cancelled_at: null,
    });
    data.payments.push({
      id: `PAY-${String(i + 1).padStart(6, '0')}`,
      appointment_id: id,
      method: PaymentMethod.jazzcash,
      amount: doctor.profile!.fee_online!,
      status: PaymentStatus.SUCCESS,
      result_code: '000',
      created_at: created,
      settled_at: created,
    });
  }
  data.next_ids.appointment = 5001 + appointments;
  data.next_ids.payment = appointments + 1;
  return data;
}

/** Writes the data file (version 1: one JSON document, which also exercises the upgrade path). */
export function writeFilledDataFile(path: string, fill: Fill): void {
  const secret = 'b'.repeat(43);
  writeFileSync(
    path,
    JSON.stringify({ version: 1, saved_at: new Date().toISOString(), secret, data: filledData(fill) }),
  );
}
