import { inject } from 'vitest';
import { callState, framesDecoded } from './fixtures/calls';
import { appointmentRow, incomingPanel, openCallPair } from './fixtures/doctor-calls';
import { expect, test } from './fixtures/test';

// A consultation whose connection drops: one browser goes away mid-call, and the other side ends the
// call with a message while the server ends it too.

const mockUrl = () => inject('mockUrl');
const baseUrl = () => inject('baseUrl');

test('when the connection drops mid-call, then both sides end the call with a message', async ({
  open,
  qa: _reset,
}) => {
  const { doctor, patient, appointmentId } = await openCallPair(open, mockUrl(), baseUrl(), 'Lina Lost');
  const row = appointmentRow(doctor, appointmentId);
  await row.getByText('Patient connected').waitFor({ timeout: 15_000 });
  await row.getByRole('button', { name: 'Call', exact: true }).click();
  await incomingPanel(patient).getByRole('button', { name: 'Accept', exact: true }).click();
  await expect.poll(() => framesDecoded(doctor), { timeout: 20_000 }).toBeGreaterThan(0);
  const callId = await patient.getByRole('dialog').getAttribute('data-call-id');

  // The patient's tab goes away (network gone, laptop closed): its peer and its socket vanish.
  await patient.context().close();
  await row.getByText('The connection to the patient was lost. The call has ended.').waitFor({ timeout: 30_000 });
  expect(await doctor.getByRole('dialog').count()).toBe(0);
  await expect.poll(() => callState(mockUrl(), callId!), { timeout: 30_000 }).toBe('ended');
});

test("when the doctor's browser goes away mid-call, then the patient's call ends with a message", async ({
  open,
  qa: _reset,
}) => {
  const { doctor, patient, appointmentId } = await openCallPair(open, mockUrl(), baseUrl(), 'Rana Remains');
  const row = appointmentRow(doctor, appointmentId);
  await row.getByText('Patient connected').waitFor({ timeout: 15_000 });
  await row.getByRole('button', { name: 'Call', exact: true }).click();
  await incomingPanel(patient).getByRole('button', { name: 'Accept', exact: true }).click();
  await expect.poll(() => framesDecoded(patient), { timeout: 20_000 }).toBeGreaterThan(0);
  const callId = await patient.getByRole('dialog').getAttribute('data-call-id');

  await doctor.context().close();
  // The server ends the call with reason doctor_unavailable: the patient reads the catalogue's words for
  // that reason (issue 25), never the server's English message.
  await patient
    .getByRole('status')
    .filter({ hasText: 'The doctor is no longer available. The call has ended.' })
    .waitFor({ timeout: 30_000 });
  expect(await patient.getByRole('dialog').count()).toBe(0);
  await expect.poll(() => callState(mockUrl(), callId!), { timeout: 30_000 }).toBe('ended');
});
