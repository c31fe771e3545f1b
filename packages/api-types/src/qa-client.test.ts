import { describe, expect, it } from 'vitest';
import { createQaClient, qaData, QaError } from './qa-client.ts';

function recordingFetch(answer: Response) {
  const seen: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(new Request(input, init));
    return answer;
  };
  return { seen, fetch };
}

describe('createQaClient', () => {
  it('when a QA route is called, then it goes to the mock origin with the typed query and body', async () => {
    const s = recordingFetch(Response.json({ call_id: 'c1', delivered_to: 1 }, { status: 202 }));
    const qa = createQaClient({ baseUrl: 'http://mock.test/', fetch: s.fetch });
    const started = await qaData(
      qa.POST('/__qa/calls', { body: { patient_id: '1001', doctor_behaviour: 'no_video' } }),
    );
    expect(started).toEqual({ call_id: 'c1', delivered_to: 1 });
    expect(s.seen[0].url).toBe('http://mock.test/__qa/calls');
    expect(await s.seen[0].json()).toEqual({ patient_id: '1001', doctor_behaviour: 'no_video' });
  });

  it('when the mock refuses, then qaData throws a QaError with the status and the message', async () => {
    const s = recordingFetch(Response.json({ message: 'No code has been sent to 03119998877' }, { status: 404 }));
    const qa = createQaClient({ baseUrl: 'http://mock.test', fetch: s.fetch });
    const failed = qaData(qa.GET('/__qa/otp', { params: { query: { phone: '03119998877' } } }));
    await expect(failed).rejects.toBeInstanceOf(QaError);
    await expect(failed).rejects.toMatchObject({ status: 404, message: /404: No code has been sent to 03119998877$/ });
    expect(s.seen[0].url).toBe('http://mock.test/__qa/otp?phone=03119998877');
  });
});
