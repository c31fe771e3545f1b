import { describe, expect, it } from 'vitest';
import { startRecording } from './recorder.ts';

const fresh = () => ({
  patients: [{ id: 1, name: 'Ali', tags: ['a'] }],
  submissions: { demo: [] as { id: number; email?: string }[] },
  sessions: { s1: { user: { name: 'Ali' }, expires_at: 1 } } as Record<string, unknown>,
  next_ids: { patient: 2 },
});

describe('startRecording', () => {
  it('when a record is pushed, then its place and the list length are marked, once each', () => {
    const data = fresh();
    const r = startRecording(data);
    r.view.submissions.demo.push({ id: 7 });
    r.view.submissions.demo[0].email = 'x@y.pk';
    expect(r.finish()).toEqual([
      ['submissions', 'demo', 0],
      ['submissions', 'demo', 'length'],
    ]);
    expect(data.submissions.demo).toEqual([{ id: 7, email: 'x@y.pk' }]);
  });

  it('when a field deep inside a record changes, then the whole record is marked', () => {
    const r = startRecording(fresh());
    r.view.patients.find((p) => p.id === 1)!.tags.push('b');
    expect(r.finish()).toEqual([['patients', 0]]);
  });

  it('when a session is deleted and one is added, then both keys are marked', () => {
    const r = startRecording(fresh());
    delete r.view.sessions.s1;
    r.view.sessions.s2 = { user: { name: 'Fatima' }, expires_at: 2 };
    expect(r.finish()).toEqual([
      ['sessions', 's1'],
      ['sessions', 's2'],
    ]);
  });

  it('when nothing is changed, then nothing is marked, however much is read', () => {
    const r = startRecording(fresh());
    expect(r.view.patients.map((p) => p.name)).toEqual(['Ali']);
    expect(JSON.stringify(r.view)).toContain('Ali');
    expect(r.finish()).toEqual([]);
  });

  it('when a copy of a record made through the view is stored, then the data holds no view', () => {
    const data = fresh();
    const r = startRecording(data);
    const copy = { ...r.view.patients[0], name: 'Ali Hassan' };
    r.view.patients[0] = copy;
    r.finish();
    expect(data.patients[0].name).toBe('Ali Hassan');
    // structuredClone refuses proxies: the copied nested list was stored as the plain one.
    expect(() => structuredClone(data)).not.toThrow();
  });

  it('when the recording is finished, then views left behind read the data and mark nothing', () => {
    const data = fresh();
    const r = startRecording(data);
    const patient = r.view.patients[0];
    r.finish();
    patient.name = 'Later';
    expect(data.patients[0].name).toBe('Later');
    expect(r.finish()).toEqual([]);
  });

  it('when a key could reach the prototype, then the set is refused', () => {
    const r = startRecording(fresh());
    expect(() => {
      (r.view.sessions as Record<string, unknown>)['__proto__'] = { polluted: true };
    }).toThrow(TypeError);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
