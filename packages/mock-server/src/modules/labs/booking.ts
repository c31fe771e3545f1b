import { AMOUNT_MAX, addDays, labTestsTotal, pakistanDate } from '@ehp/api-types';
import { labTimeProblem } from './times.ts';
import type { BookingSubmission, LabBranchRecord, LabRecord, LabTestRecord, StoreData } from '../../store/types.ts';

export const BOOKING_HORIZON_DAYS = 90;

export interface BookingInput {
  lab_id: number;
  lab_branch_id: number;
  test_ids: number[];
  preferred_date: string;
  preferred_time: string;
  home_sampling: boolean;
  address?: string;
}

export type Priced =
  | { ok: true; lab: LabRecord; branch: LabBranchRecord; tests: LabTestRecord[]; total: number }
  | { ok: false; status: 400 | 404; message: string };

const fail = (status: 400 | 404, message: string): Priced => ({ ok: false, status, message });

/** Checks that lab, branch and tests belong together and the slot is bookable; prices the tests. */
export function priceBooking(data: StoreData, input: BookingInput, now: number): Priced {
  const lab = data.labs.find((l) => l.id === input.lab_id);
  if (!lab) return fail(404, `Lab ${input.lab_id} not found`);
  const branch = data.lab_branches.find((b) => b.id === input.lab_branch_id);
  if (!branch) return fail(404, `Lab branch ${input.lab_branch_id} not found`);
  if (branch.lab_id !== lab.id)
    return fail(400, `Branch ${branch.id} (${branch.branch_name}) is not a branch of ${lab.lab_name}`);

  const offered = new Set(branch.category_ids);
  const tests: LabTestRecord[] = [];
  for (const id of input.test_ids) {
    const category = data.lab_categories.find((c) => c.tests.some((t) => t.id === id));
    if (!category) return fail(404, `Test ${id} not found`);
    const test = category.tests.find((t) => t.id === id)!;
    if (category.lab_id !== lab.id || !offered.has(category.id)) {
      return fail(400, `${test.name} (test ${id}) is not offered at ${lab.lab_name}, ${branch.branch_name}`);
    }
    tests.push(test);
  }

  if (input.home_sampling) {
    if (!lab.home_sampling) return fail(400, `${lab.lab_name} does not offer home sampling`);
    if (!input.address?.trim()) return fail(400, 'address is required for home sampling');
  }
  const today = pakistanDate(now);
  if (input.preferred_date < today)
    return fail(400, `${input.preferred_date} has already passed in Pakistan. Please choose a later date.`);
  if (input.preferred_date > addDays(today, BOOKING_HORIZON_DAYS)) {
    return fail(400, `preferred_date can be at most ${BOOKING_HORIZON_DAYS} days ahead`);
  }
  const timeProblem = labTimeProblem(branch, input.home_sampling, input.preferred_date, input.preferred_time, now);
  if (timeProblem) return fail(400, timeProblem);

  // The same payable price the portal's cart shows (a discount counts only when it is lower).
  const total = labTestsTotal(tests);
  if (total > AMOUNT_MAX)
    return fail(400, `The total of PKR ${total} is over the PKR ${AMOUNT_MAX} limit: split the booking`);
  return { ok: true, lab, branch, tests, total };
}

export const bookingId = (n: number) => `LB-${String(n).padStart(6, '0')}`;

/** What the lab booking's confirmation message says, for the outbox (in the language booked in). */
export function labMessage(record: BookingSubmission, priced: Extract<Priced, { ok: true }>) {
  return {
    booking_id: record.booking_id,
    phone: record.phone_number ?? '',
    patient_id: record.patient_id,
    lang: record.lang === 'ur' ? ('ur' as const) : ('en' as const),
    facts: {
      lab: priced.lab.lab_name,
      branch: priced.branch.branch_name,
      branchAddress: `${priced.branch.address}, ${priced.branch.city}`,
      homeAddress: record.home_sampling ? (record.address?.trim() ?? null) : null,
      tests: priced.tests.map((t) => t.name),
      date: record.preferred_date,
      time: record.preferred_time,
      total: priced.total,
    },
  };
}
