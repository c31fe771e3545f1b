import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bookOnline, freeSlots, patient, PATIENTS, T0 } from '../../packages/mock-server/src/test/appointments.ts';
import { startTestServer } from '../../packages/mock-server/src/test/server.ts';
import { journalPathOf } from '../../packages/mock-server/src/store/persistence.ts';
import { record } from './lib/record.ts';

// F11: a null session made sign-in 500, `next_ids: {}` handed out an id again, a weak secret was
// accepted. Each attack edits the data file between two runs of the mock.

const dir = mkdtempSync(join(tmpdir(), 'ehp-data-file-'));
let attacks = 0;
let held = 0;
afterAll(() => {
  record({ finding: 'F11 the data file is trusted', attacks, held });
  rmSync(dir, { recursive: true, force: true });
});

/** Runs the mock once with a booking, then edits its data file as an attacker or a broken tool would. */
async function editedFile(
  name: string,
  edit: (f: Record<string, unknown> & { data: Record<string, unknown> }) => void,
) {
  const dataFile = join(dir, `${name}.json`);
  const first = await startTestServer({ dataFile }, { now: () => T0 });
  const ali = await patient(first, PATIENTS.ali);
  const booked = (await bookOnline(ali, freeSlots(first, 1)[0])).body.data.appointment.id as number;
  await first.store.compact();
  await first.close();
  rmSync(journalPathOf(dataFile), { force: true });
  const json = JSON.parse(readFileSync(dataFile, 'utf8'));
  edit(json);
  writeFileSync(dataFile, JSON.stringify(json));
  return { dataFile, booked };
}

describe('the data file is not trusted', () => {
  it('when next_ids is emptied and a session is null, then sign-in works and no id is handed out twice', async () => {
    const { dataFile, booked } = await editedFile('ids', (f) => {
      f.data.next_ids = {};
      (f.data.sessions as Record<string, unknown>).broken = null;
    });
    const again = await startTestServer({ dataFile }, { now: () => T0 });
    try {
      const fatima = await patient(again, PATIENTS.fatima); // a 500 here before
      const next = (await bookOnline(fatima, freeSlots(again, 1)[0])).body.data.appointment.id as number;
      attacks += 2;
      held += next !== booked ? 2 : 1;
      expect(next).not.toBe(booked);
    } finally {
      await again.close();
    }
  });

  it('when the secret is 32 "!", then the mock refuses to start', async () => {
    const { dataFile } = await editedFile('secret', (f) => (f.secret = '!'.repeat(32)));
    attacks += 1;
    await expect(startTestServer({ dataFile })).rejects.toThrow(/too weak/);
    held += 1;
  });
});
