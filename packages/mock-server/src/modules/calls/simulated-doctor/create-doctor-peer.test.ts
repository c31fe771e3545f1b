import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { createSimulatedDoctor } from './create-doctor-peer.ts';
import type { RingingCallForPeer } from '../../notify/doctor-peer.ts';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const offer = JSON.parse(readFileSync(fixture('offer.json'), 'utf8'));
const call: RingingCallForPeer = {
  call_id: '7d4c1c8e-0000-4000-8000-000000000001',
  patient_id: '1001',
  appointment_id: 5012,
  doctor_name: 'Dr. Test',
  doctor_pmdc: '12345-P',
  doctor_behaviour: 'normal',
};

function handlers() {
  return { sendSignal: vi.fn(), end: vi.fn() };
}

describe('simulated doctor', () => {
  it('when the worker crashes mid-call, then the call ends once as doctor_unavailable and this process lives on', async () => {
    const h = handlers();
    const peer = createSimulatedDoctor({ workerPath: fixture('crashing-worker.mjs'), prewarm: false })(call, h);
    peer.signal(offer);
    await vi.waitFor(() => expect(h.end).toHaveBeenCalledWith('doctor_unavailable', expect.any(String)), {
      timeout: 5000,
    });
    peer.stop();
    expect(h.end).toHaveBeenCalledTimes(1);
  });

  it('when the worker never reports ready, then the call ends as doctor_unavailable after the ready timeout', async () => {
    const h = handlers();
    const lines: string[] = [];
    createSimulatedDoctor({
      workerPath: fixture('silent-worker.mjs'),
      prewarm: false,
      readyTimeoutMs: 300,
      stopTimeoutMs: 200,
      log: (l) => lines.push(l),
    })(call, h);
    await vi.waitFor(() => expect(h.end).toHaveBeenCalledWith('doctor_unavailable', expect.any(String)), {
      timeout: 5000,
    });
    // The hung child is killed rather than left behind.
    await vi.waitFor(() => expect(lines.some((l) => l.includes('worker exited'))).toBe(true), { timeout: 5000 });
  });

  it('when the doctor never answers, then signals are swallowed and the call is left to the patient timeout', () => {
    const h = handlers();
    const peer = createSimulatedDoctor({ workerPath: fixture('crashing-worker.mjs'), prewarm: false })(
      { ...call, doctor_behaviour: 'no_answer' },
      h,
    );
    peer.signal(offer);
    peer.stop();
    expect(h.sendSignal).not.toHaveBeenCalled();
    expect(h.end).not.toHaveBeenCalled();
  });

  it('when the patient offers, then the doctor answers, and when stopped, then the worker exits cleanly', async () => {
    const h = handlers();
    const lines: string[] = [];
    const peer = createSimulatedDoctor({ prewarm: false, log: (l) => lines.push(l) })(call, h);
    peer.signal(offer);
    await vi.waitFor(() => expect(h.sendSignal).toHaveBeenCalledWith(expect.objectContaining({ type: 'answer' })), {
      timeout: 10_000,
    });
    peer.stop();
    await vi.waitFor(() => expect(lines.some((l) => l.includes('worker exited'))).toBe(true), { timeout: 5000 });
    expect(lines.find((l) => l.includes('worker exited'))).toContain('code 0, signal null');
    expect(h.end).not.toHaveBeenCalled();
  });

  it('when a second call comes after the first, then it gets the warm spare worker and still answers', async () => {
    const lines: string[] = [];
    const doctor = createSimulatedDoctor({ prewarmDelayMs: 0, log: (l) => lines.push(l) });
    try {
      const first = doctor(call, handlers());
      first.stop();
      // The spare is forked on a 0 ms timer when the first call takes its worker; the first worker's
      // exit comes long after that timer, so by then the spare is parked.
      await vi.waitFor(() => expect(lines.some((l) => l.includes('worker exited'))).toBe(true), { timeout: 10_000 });
      const h = handlers();
      const second = doctor({ ...call, call_id: '7d4c1c8e-0000-4000-8000-000000000002' }, h);
      expect(lines.filter((l) => l.includes('worker') && !l.includes('exited'))).toEqual([
        expect.stringContaining('new worker'),
        expect.stringContaining('warm worker'),
      ]);
      second.signal(offer);
      await vi.waitFor(() => expect(h.sendSignal).toHaveBeenCalledWith(expect.objectContaining({ type: 'answer' })), {
        timeout: 10_000,
      });
      second.stop();
    } finally {
      doctor.dispose();
    }
  });
});
