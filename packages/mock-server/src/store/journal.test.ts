import { describe, expect, it } from 'vitest';
import { applyOps, journalLine, opsFor, parseJournal } from './journal.ts';
import { startRecording } from './recorder.ts';

const fresh = () => ({
  submissions: { demo: [{ id: 1, email: 'a@b.pk' }] as { id: number; email: string }[] },
  sessions: { s1: { expires_at: 1 } } as Record<string, { expires_at: number }>,
  next_ids: { submission: 2 } as Record<string, number>,
});

describe('opsFor and applyOps', () => {
  it('when a write is replayed on a copy of the data before it, then the copy equals the data after it', () => {
    const data = fresh();
    const before = structuredClone(data);
    const r = startRecording(data);
    r.view.submissions.demo.push({ id: 2, email: 'c@d.pk' });
    r.view.submissions.demo[0].email = 'A@B.pk';
    delete r.view.sessions.s1;
    r.view.sessions.s2 = { expires_at: 9 };
    r.view.next_ids.submission = 3;
    const ops = opsFor(data, r.finish());
    expect(ops).toContainEqual({ del: ['sessions', 's1'] });
    applyOps(before, ops);
    expect(before).toEqual(data);
  });

  it('when a record is pushed and popped in one write, then replay leaves no trace of it', () => {
    const data = fresh();
    const before = structuredClone(data);
    const r = startRecording(data);
    r.view.submissions.demo.push({ id: 2, email: 'c@d.pk' });
    r.view.submissions.demo.pop();
    applyOps(before, opsFor(data, r.finish()));
    expect(before).toEqual(data);
    expect(before.submissions.demo).toHaveLength(1);
  });

  it('when an op leads nowhere, then applying it throws', () => {
    expect(() => applyOps(fresh(), [{ put: ['nothing', 'here', 1], value: 1 }])).toThrow(/no place/);
  });
});

describe('parseJournal', () => {
  const line = (seq: number) =>
    journalLine({ seq, at: '2026-11-24T08:00:00.000Z', ops: [{ del: ['sessions', 's1'] }] });

  it('when every line is complete, then every entry comes back in order', () => {
    const parsed = parseJournal(line(1) + line(2));
    expect(parsed.entries.map((e) => e.seq)).toEqual([1, 2]);
    expect(parsed).toMatchObject({ torn: false, bad: null });
  });

  it('when the last line was cut short by a crash, then it is ignored and said to be torn', () => {
    const parsed = parseJournal(line(1) + line(2).slice(0, 20));
    expect(parsed.entries.map((e) => e.seq)).toEqual([1]);
    expect(parsed).toMatchObject({ torn: true, bad: null });
  });

  it('when a complete line in the middle is broken, then entries stop before it and the line is named', () => {
    const parsed = parseJournal(line(1) + '{"seq":2,"ops":[{"put":["__proto__"],"value":1}]}\n' + line(3));
    expect(parsed.entries.map((e) => e.seq)).toEqual([1]);
    expect(parsed.bad).toEqual({ line: 2, reason: 'not a journal entry' });
    expect(parseJournal(line(1) + 'garbage\n').bad).toEqual({ line: 2, reason: 'not valid JSON' });
  });
});
