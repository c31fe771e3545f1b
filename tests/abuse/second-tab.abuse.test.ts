import type { NotifyError } from '@ehp/api-types';
import { CallDeclineReason, CallHangupReason } from '@ehp/api-types/schema';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateDoctorPeer } from '../../packages/mock-server/src/modules/notify/doctor-peer.ts';
import {
  signInPatient,
  startTestServer,
  TestClient,
  type TestServer,
} from '../../packages/mock-server/src/test/server.ts';
import {
  announcePatient,
  collect,
  isRoundTripAnswer,
  openSocket,
  roundTrip,
  type PatientSocket,
} from '../../packages/mock-server/src/test/sockets.ts';
import { record } from './lib/record.ts';

// F15, a patient's second tab: the call was accepted in one tab; the other tab (same session, so the
// same patient) tries to hang it up, take it over or decline it. The call must go on in the first tab.

// A doctor that stays on the line (the mock's default peer ends an accepted call at once).
const stayingDoctor: CreateDoctorPeer = () => ({ signal() {}, stop() {} });

let server: TestServer;
const sockets: PatientSocket[] = [];
beforeAll(async () => {
  server = await startTestServer({}, { createDoctorPeer: stayingDoctor });
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await server.close();
});

async function tab(client: TestClient): Promise<PatientSocket> {
  const s = await openSocket(server.url, client);
  sockets.push(s);
  await announcePatient(server, s, '1001');
  return s;
}

describe('a second tab cannot end an accepted call', () => {
  it('when the other tab sends hang-ups, accepts and declines for the accepted call, then the call goes on', async () => {
    const ali = new TestClient(server.url);
    await signInPatient(server, ali, '03001234567');
    const [first, second] = [await tab(ali), await tab(ali)];
    const { call_id } = (await request(server.url).post('/__qa/calls').send({ patient_id: '1001' })).body as {
      call_id: string;
    };
    first.emit('call_accept', { call_id });
    await roundTrip(first);

    const answers = collect<NotifyError>(second, 'notify_error');
    const attacks = [
      () => second.emit('call_hangup', { call_id, reason: CallHangupReason.hangup }),
      () => second.emit('call_hangup', { call_id, reason: CallHangupReason.connection_lost }),
      () => second.emit('call_hangup', { call_id, reason: CallHangupReason.media_error }),
      () => second.emit('call_accept', { call_id }),
      () => second.emit('call_decline', { call_id, reason: CallDeclineReason.declined }),
      () => second.emit('call_decline', { call_id, reason: CallDeclineReason.missed }),
    ];
    let held = 0;
    for (const attack of attacks) {
      attack();
      // The attack has been handled once a round trip after it is back.
      await roundTrip(second);
      const state = server.ctx.calls.get(call_id)?.state;
      if (state === 'accepted' || state === 'in_call') held += 1;
    }
    record({ finding: 'F15 second tab ends an accepted call', attacks: attacks.length, held });
    // The round trips' own answers left out: every refusal of an attack names the call.
    const refusals = answers.filter((r) => !isRoundTripAnswer(r));
    expect(held).toBe(attacks.length);
    expect(refusals.map((r) => r.code)).toEqual(attacks.map(() => 'taken_elsewhere'));
    expect(refusals.every((r) => r.call_id === call_id)).toBe(true);
  });
});
