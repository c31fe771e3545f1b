import { describe, expect, it } from 'vitest';
import { silentLogger } from '../logger.ts';
import { defineIndex, lookup } from './indexes.ts';
import { createSeed } from './seed/index.ts';
import { createStore } from './store.ts';
import type { AppointmentRecord } from './types.ts';

const BY_EMAIL = defineIndex<{ email: string }>(['submissions', 'contact'], (c) => [c.email]);
const scan = (list: { email: string }[], key: string) => list.filter((c) => c.email === key);

/** A small deterministic random sequence, so a failure can be replayed. */
function random(seed: number) {
  let x = seed;
  return (n: number) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x % n;
  };
}

describe('store indexes', () => {
  it('when records are added, changed, popped, replaced and reset in any order, then a lookup equals a scan', async () => {
    const store = createStore({ dataFile: null, logger: silentLogger });
    const next = random(7);
    const emails = ['a@x.pk', 'b@x.pk', 'c@x.pk', 'd@x.pk'];
    const contact = (email: string) => ({
      id: 0,
      created_at: '',
      name: 'N',
      email,
      phone_number: '03001234567',
      subject: 'S',
      message: 'Message',
    });
    for (let step = 0; step < 400; step++) {
      const action = next(20);
      if (action < 10) await store.write((d) => void d.submissions.contact.push(contact(emails[next(4)])));
      else if (action < 16)
        await store.write((d) => {
          const list = d.submissions.contact;
          if (list.length) list[next(list.length)].email = emails[next(4)];
        });
      else if (action < 18) await store.write((d) => void d.submissions.contact.pop());
      else if (action < 19)
        await store.write((d) => {
          d.submissions.contact = d.submissions.contact.filter((c) => c.email !== emails[0]);
        });
      else await store.reset();
      for (const email of emails) {
        expect(lookup(store.data, BY_EMAIL, email)).toEqual(scan(store.data.submissions.contact, email));
      }
    }
  });

  it('when a record is found through a write, then changing it is recorded like any change', async () => {
    const store = createStore({ dataFile: null, logger: silentLogger });
    await store.write(
      (d) => void d.submissions.contact.push({ ...store.data.submissions.contact[0], email: 'a@x.pk' }),
    );
    await store.write((d) => {
      lookup(d, BY_EMAIL, 'a@x.pk')[0].email = 'b@x.pk';
    });
    expect(lookup(store.data, BY_EMAIL, 'a@x.pk')).toEqual([]);
    expect(lookup(store.data, BY_EMAIL, 'b@x.pk')).toHaveLength(1);
  });

  it('when the data was built without a store (a unit test), then lookup scans and gives the same answer', () => {
    const data = createSeed();
    const BY_PATIENT = defineIndex<AppointmentRecord>(['appointments'], (a) => [String(a.patient_id)]);
    data.appointments.push(
      { id: 1, patient_id: 1001 } as AppointmentRecord,
      { id: 2, patient_id: 1002 } as AppointmentRecord,
    );
    expect(lookup(data, BY_PATIENT, '1002').map((a) => a.id)).toEqual([2]);
  });
});
