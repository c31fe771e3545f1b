import { inject } from 'vitest';
import { appointmentRow, incomingPanel, openCallPair } from './fixtures/doctor-calls';
import { expect, test } from './fixtures/test';

// The doctor's call from the dashboard when it does not become a consultation: the patient declines,
// never answers (the panel's 10 s), or is not connected at all.

const mockUrl = () => inject('mockUrl');
const baseUrl = () => inject('baseUrl');

test('when the patient declines, then the doctor reads Declined and can call again', async ({ open, qa: _reset }) => {
  const { doctor, patient, appointmentId } = await openCallPair(open, mockUrl(), baseUrl(), 'Dina Decline');
  const row = appointmentRow(doctor, appointmentId);
  await row.getByText('Patient connected').waitFor({ timeout: 15_000 });
  await row.getByRole('button', { name: 'Call', exact: true }).click();
  await incomingPanel(patient).getByRole('button', { name: 'Decline', exact: true }).click();
  await row.getByText('Declined', { exact: true }).waitFor();
  expect(await row.textContent()).toContain('The patient declined the call.');
  await row.getByRole('button', { name: 'Call again' }).waitFor();
});

test('when nobody answers for 10 seconds, then the panel dismisses itself and the doctor reads Missed', async ({
  open,
  qa: _reset,
}) => {
  const { doctor, patient, appointmentId } = await openCallPair(open, mockUrl(), baseUrl(), 'Mona Missed');
  const row = appointmentRow(doctor, appointmentId);
  await row.getByText('Patient connected').waitFor({ timeout: 15_000 });
  await row.getByRole('button', { name: 'Call', exact: true }).click();
  await incomingPanel(patient).waitFor();
  await incomingPanel(patient).waitFor({ state: 'detached', timeout: 20_000 });
  await row.getByText('Missed', { exact: true }).waitFor({ timeout: 10_000 });
  expect(await row.textContent()).toContain('The patient did not answer.');
});

test('when the patient is offline, then the dashboard says so live and the call reads Offline', async ({
  open,
  qa: _reset,
}) => {
  const { doctor, patient, appointmentId } = await openCallPair(open, mockUrl(), baseUrl(), 'Omar Offline');
  const row = appointmentRow(doctor, appointmentId);
  await row.getByText('Patient connected').waitFor({ timeout: 15_000 });
  await patient.close();
  await row.getByText('Patient not connected').waitFor({ timeout: 15_000 });
  await row.getByRole('button', { name: 'Call', exact: true }).click();
  await row.getByText('Offline', { exact: true }).waitFor();
  expect(await row.textContent()).toContain('The patient is not connected right now.');
  await row.getByRole('button', { name: 'Call again' }).waitFor();
});
