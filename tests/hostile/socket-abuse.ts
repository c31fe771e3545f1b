import { createQaClient, qaData } from '@ehp/api-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotifySocket, pause } from '@ehp/contract-kit/src/notify-socket.ts';
import { alive, type Harness } from './lib/harness.ts';
import { settledHeapUsed } from './lib/memory.ts';
import { ABUSED_EVENTS, malformedArgs, OVERSIZED, RAW_PACKETS } from './lib/socket-payloads.ts';

// /notify under abuse. Patient B is a bystander, connected and announced the whole time: B must
// receive nothing but B's own calls, whatever patient A's sockets and anonymous sockets send.

const CHURN = 1000;
const BATCH = 25;

export function registerSocketAbuse(h: Harness): void {
  describe('hostile /notify traffic', () => {
    let bystander: NotifySocket;
    const rungForB: string[] = [];
    const path = () => h.contract.notify.path;
    const open = (who: 'patientA' | 'patientB' | 'anon' | 'doctor') =>
      new NotifySocket(h.target.url, path(), who === 'anon' ? undefined : h.clients[who].jar.header(), ['websocket']);
    const ring = async (patientId: string) => {
      const rung = qaData(
        createQaClient({ baseUrl: h.target.url }).POST('/__qa/calls', { body: { patient_id: patientId } }),
      );
      h.tally.requests++;
      return rung;
    };
    /**
     * Two round trips on each socket: after the first, the server has handled what each one sent;
     * after the second, what that made it send to any of them has arrived.
     */
    const settled = async (sockets: NotifySocket[]) => {
      for (let round = 0; round < 2; round++) await Promise.all(sockets.map((s) => s.roundTrip()));
    };
    const bystanderExtras = () =>
      bystander.received.filter(
        (r) => !rungForB.includes(String((r.payload as { call_id?: string } | undefined)?.call_id)),
      );

    beforeAll(async () => {
      bystander = open('patientB');
      expect(await bystander.connected()).toBe(true);
      bystander.emit('patient_connection', { patient_id: h.patients.B });
      expect(await bystander.roundTrip()).toBe(true);
    });
    afterAll(() => bystander.close());

    it('when malformed, oversized and raw garbage events arrive, then the server stays up and the bystander receives nothing', async () => {
      const attacker = open('patientA');
      const stranger = open('anon');
      expect(await attacker.connected()).toBe(true);
      expect(await stranger.connected()).toBe(true);
      for (const socket of [attacker, stranger]) {
        for (const event of ABUSED_EVENTS)
          for (const [, args] of malformedArgs(h.patients.A)) socket.socket.emit(event, ...args);
      }
      for (const raw of RAW_PACKETS) {
        const s = open('patientA');
        if (await s.connected()) (s.socket.io.engine as unknown as { write(m: string): void }).write(raw);
        // Kept: the garbage goes out before the close; the server answers it with nothing to wait for.
        await pause(20);
        s.close();
      }
      const big = open('patientA');
      if (await big.connected()) {
        // Read by the server once it cuts the socket off or refuses the announcement.
        const cut = new Promise((r) => big.socket.once('disconnect', r));
        big.emit('patient_connection', OVERSIZED);
        await Promise.race([cut, big.next('notify_error', 10_000)]);
      }
      big.close();
      attacker.close();
      stranger.close();
      expect(await alive(h)).toBe(true);
      const fresh = open('patientA');
      expect(await fresh.connected(), 'a new socket still connects').toBe(true);
      fresh.close();
      expect(bystanderExtras()).toEqual([]);
    });

    it("when a patient announces someone else's id, then it gets notify_error and the other patient's call reaches only that patient", async () => {
      const attacker = open('patientA');
      const stranger = open('anon');
      expect(await attacker.connected()).toBe(true);
      await stranger.connected();
      attacker.emit('patient_connection', { patient_id: h.patients.B });
      stranger.emit('patient_connection', { patient_id: h.patients.B });
      const refusal = await attacker.next('notify_error', 2000);
      expect(h.validate({ $ref: '#/components/schemas/NotifyError' }, refusal)).toEqual([]);
      const mark = bystander.received.length;
      const { call_id, delivered_to } = await ring(h.patients.B);
      rungForB.push(call_id);
      const call = await bystander.next('receive_call', 3000, mark);
      expect((call as { call_id?: string })?.call_id).toBe(call_id);
      expect(delivered_to).toBe(1);
      bystander.emit('call_decline', { call_id, reason: 'declined' });
      await settled([bystander, attacker, stranger]);
      expect(attacker.received.filter((r) => r.event !== 'notify_error')).toEqual([]);
      expect(stranger.received.filter((r) => r.event !== 'notify_error')).toEqual([]);
      attacker.close();
      stranger.close();
    });

    it('when a doctor and strangers send malformed doctor events, then each gets notify_error naming the event, nothing crashes, and the bystander hears nothing', async () => {
      const doctor = open('doctor');
      const stranger = open('anon');
      expect(await doctor.connected()).toBe(true);
      expect(await stranger.connected()).toBe(true);
      for (const socket of [doctor, stranger])
        for (const event of ['doctor_connection', 'call_start', 'call_signal', 'call_hangup'])
          for (const [, args] of malformedArgs(h.patients.A)) if (args.length === 1) socket.socket.emit(event, ...args);
      await settled([doctor, stranger, bystander]);
      const refusals = doctor.received.filter((r) => r.event === 'notify_error');
      expect(refusals.length).toBeGreaterThan(0);
      for (const r of refusals) expect(h.validate({ $ref: '#/components/schemas/NotifyError' }, r.payload)).toEqual([]);
      const named = new Set(refusals.map((r) => (r.payload as { event: string }).event));
      expect([...named].sort()).toEqual(['call_hangup', 'call_signal', 'call_start', 'doctor_connection']);
      expect(await alive(h)).toBe(true);
      doctor.close();
      stranger.close();
      expect(bystanderExtras()).toEqual([]);
    });

    it('when a patient, a stranger or a doctor rings or signals into calls they are not in, then each is refused and nobody else hears', async () => {
      const attacker = open('patientA');
      const stranger = open('anon');
      const doctor = open('doctor');
      for (const s of [attacker, stranger, doctor]) expect(await s.connected()).toBe(true);
      doctor.emit('doctor_connection', { pmdc: h.config.doctor!.pmdc });
      const mark = bystander.received.length;
      const { call_id } = await ring(h.patients.B);
      rungForB.push(call_id);
      await bystander.next('receive_call', 3000, mark);
      const signal = { call_id, signal: { type: 'offer', sdp: 'v=0' } };
      for (const s of [attacker, stranger, doctor]) {
        s.emit('call_start', { appointment_id: 1 });
        s.emit('call_signal', signal);
        s.emit('call_hangup', { call_id });
        s.emit('call_accept', { call_id });
      }
      await settled([attacker, stranger, doctor, bystander]);
      for (const s of [attacker, stranger, doctor]) {
        expect(s.received.filter((r) => r.event === 'call_signal')).toEqual([]);
        expect(s.received.filter((r) => r.event === 'notify_error').length).toBeGreaterThanOrEqual(3);
      }
      // The call B hears is still ringing, untouched by any of it.
      const state = await qaData(
        createQaClient({ baseUrl: h.target.url }).GET('/__qa/calls/{id}', { params: { path: { id: call_id } } }),
      );
      expect(state.state).toBe('ringing');
      bystander.emit('call_decline', { call_id, reason: 'declined' });
      for (const s of [attacker, stranger, doctor]) s.close();
      expect(await alive(h)).toBe(true);
    });

    // 2,200 socket cycles and settled heap readings: a minute and more on a loaded machine.
    it(
      `when ${CHURN} sockets connect and disconnect rapidly, then nothing crashes, no one else hears, and memory settles within 10%`,
      { timeout: 240_000 },
      async () => {
        const engine = (h.target.mock.io as unknown as { engine: { clientsCount: number } }).engine;
        const cycle = async () => {
          const s = open('patientA');
          if (await s.connected(5000)) s.emit('patient_connection', { patient_id: h.patients.A });
          s.close();
        };
        const churn = async (n: number) => {
          for (let i = 0; i < n; i += BATCH) await Promise.all(Array.from({ length: Math.min(BATCH, n - i) }, cycle));
        };
        const drained = async (baseline: number) => {
          for (let i = 0; i < 100 && engine.clientsCount > baseline; i++) await pause(50);
          return engine.clientsCount;
        };
        await drained(1); // sockets closed by the tests above finish closing; the bystander stays
        const baseline = engine.clientsCount;
        await churn(200); // warm-up: JIT, pools and caches reach their steady size first
        await drained(baseline);
        const before = await settledHeapUsed();
        await churn(CHURN);
        expect(await drained(baseline), 'every churned socket is gone on the server').toBeLessThanOrEqual(baseline);
        const after = await settledHeapUsed();
        console.log(
          `notify churn: heapUsed ${(before / 1e6).toFixed(1)} MB before, ${(after / 1e6).toFixed(1)} MB after ${CHURN} cycles`,
        );
        expect(await alive(h)).toBe(true);
        expect(bystander.socket.connected).toBe(true);
        expect(bystanderExtras()).toEqual([]);
        expect(after).toBeLessThanOrEqual(before * 1.1);
      },
    );
  });
}
