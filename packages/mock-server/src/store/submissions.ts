import type { Store } from './store.ts';
import type { StoreData } from './types.ts';

// What the portal sends (demo and helpline requests, contact messages, lab bookings, clinic
// messages) is kept as submissions, each starting with the same stamp.

export interface SubmissionStamp {
  id: number;
  created_at: string;
}

type Stamper = { store: Store; now(): number };

/** The next submission id and the mock clock's time; call inside a store write. */
export const submissionStamp = (ctx: Stamper): SubmissionStamp => ({
  id: ctx.store.nextId('submission'),
  created_at: new Date(ctx.now()).toISOString(),
});

/** Stores one submission in one write: `add` puts the stamped record in its list. Resolves to its id. */
export function storeSubmission(ctx: Stamper, add: (data: StoreData, stamp: SubmissionStamp) => void): Promise<number> {
  return ctx.store.write((data) => {
    const stamp = submissionStamp(ctx);
    add(data, stamp);
    return stamp.id;
  });
}
