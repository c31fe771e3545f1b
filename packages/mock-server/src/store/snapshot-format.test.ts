import { describe, expect, it } from 'vitest';
import { applyOps, opsFor, type Op } from './journal.ts';
import { startRecording } from './recorder.ts';
import { createSeed } from './seed/index.ts';
import { formatSnapshot, snapshotPieces } from './snapshot-format.ts';
import type { StoreData } from './types.ts';

const envelope = (data: StoreData) => ({
  version: 2,
  saved_at: '',
  seq: 1,
  secret: 'Zm9vYmFyLXRlc3Qtc2VjcmV0LWZvci1laHAtbW9jazE',
  data,
});

function filled(): StoreData {
  const data = createSeed();
  for (let i = 1; i <= 50; i++)
    data.submissions.helpline.push({ id: i, created_at: '2026-11-24T08:00:00.000Z', phone_number: `0300${i}` });
  return data;
}

/** Changes the data the way store.write() does, returning the journal ops of the change. */
function write(data: StoreData, change: (view: StoreData) => void): Op[] {
  const recording = startRecording(data);
  change(recording.view);
  return opsFor(data, recording.finish());
}

describe('the snapshot read in pieces', () => {
  it('when nothing changes while it is read, then the pieces make the same text as formatSnapshot', () => {
    const file = envelope(filled());
    expect([...snapshotPieces(file)].join('')).toBe(formatSnapshot(file));
    expect(JSON.parse(formatSnapshot(file)).data).toEqual(file.data);
  });

  it('when the data changes between pieces, then it is one JSON document and the journal entries since put it right', () => {
    const data = filled();
    const pieces = snapshotPieces(envelope(data));
    const text: string[] = [];
    const ops: Op[] = [];
    const next = (count: number) => {
      for (let i = 0; i < count; i++) {
        const piece = pieces.next();
        if (!piece.done) text.push(piece.value);
      }
    };
    while (!text.join('').includes('"helpline": [')) next(1);
    next(10); // ten requests into the list
    ops.push(...write(data, (d) => d.submissions.helpline.splice(3, 2))); // behind the reading, and ahead
    ops.push(...write(data, (d) => void (d.submissions.helpline[0].phone_number = '03009999999')));
    next(30); // on through the list, whose requests after the splice moved up by two
    ops.push(
      ...write(
        data,
        (d) => void d.submissions.demo.push({ ...d.submissions.helpline[1], name: 'n', email: 'e', demo_for: 1 }),
      ),
    );
    ops.push(
      ...write(
        data,
        (d) => void (d.sessions.abc = { user: d.sessions.abc?.user ?? null, created_at: '', expires_at: 1 } as never),
      ),
    );
    ops.push(...write(data, (d) => void (d.next_ids.submission = 99)));
    for (let piece = pieces.next(); !piece.done; piece = pieces.next()) text.push(piece.value);

    const read = JSON.parse(text.join('')) as { data: StoreData };
    applyOps(read.data, ops);
    expect(read.data).toEqual(data);
  });
});
