import type { StoreData } from '../types.ts';
import { SEED_BRANCHES, SEED_DOCTORS, SEED_FACILITIES, SEED_OWNERS, SEED_PATIENTS, SEED_STAFF } from './accounts.ts';
import { buildDirectory } from './directory.ts';
import { buildLabs } from './labs.ts';
import { SEED_PACKAGES } from './packages.ts';

const nextId = (rows: Array<{ id: number }>, floor: number) => Math.max(floor, ...rows.map((r) => r.id)) + 1;

/** A fresh copy of the seed: nothing returned here is shared between stores. */
export function createSeed(): StoreData {
  const labs = buildLabs();
  const directory = buildDirectory(SEED_DOCTORS);
  const data: StoreData = {
    patients: SEED_PATIENTS,
    doctors: directory.doctors,
    facilities: SEED_FACILITIES,
    owners: SEED_OWNERS,
    branches: SEED_BRANCHES,
    staff: SEED_STAFF,
    ...labs,
    packages: SEED_PACKAGES,
    practice_locations: directory.practice_locations,
    reviews: directory.reviews,
    appointments: [],
    payments: [],
    messages: [],
    submissions: { demo: [], helpline: [], contact: [], booking: [], clinic_contact: [] },
    sessions: {},
    next_ids: {},
  };
  data.next_ids = {
    patient: nextId(data.patients, 1000),
    doctor: nextId(data.doctors, 2000),
    facility: nextId(data.facilities, 6),
    owner: nextId(data.owners, 3000),
    branch: nextId(data.branches, 10),
    submission: 1,
    booking: 1,
  };
  return structuredClone(data);
}
