import type { Page } from 'playwright-core';
import { home, waitForInteractive } from './fixtures/home';
import { paths } from './fixtures/routes';
import { uniquePhone } from './fixtures/sessions';
import { expect, test } from './fixtures/test';

// The exact messages of SPEC sections 4, 5 and 8.
const MISSING = 'Please fill in all the fields.';
const BAD_PHONE = 'Enter a valid Mobile Number';
const RECEIVED = 'Request Received!';
const DUPLICATE = 'Demo request already exist!';

async function openDemo(page: Page) {
  await home.requestDemo(page).click();
  const dialog = home.dialog(page, 'Request a demo');
  await dialog.waitFor();
  return dialog;
}

async function fill(page: Page, values: { name: string; phone: string; email: string }) {
  const dialog = home.dialog(page, 'Request a demo');
  await dialog.getByLabel('Full name').fill(values.name);
  await dialog.getByLabel('Mobile number').fill(values.phone);
  await dialog.getByLabel('Email').fill(values.email);
  await dialog.getByRole('button', { name: 'Request demo' }).click();
}

test('when a visitor requests a demo, then empty, bad phone, success and duplicate each show the spec message', async ({
  open,
  qa,
  expectAccessible,
}) => {
  // The duplicate is refused by the server (409), which the browser logs as a failed resource.
  const page = await open(paths.home, { allowConsole: [/status of 409/] });
  await waitForInteractive(page);
  await page.getByRole('button', { name: 'Pause slideshow' }).click();
  let dialog = await openDemo(page);

  await dialog.getByRole('button', { name: 'Request demo' }).click();
  await expect.poll(() => dialog.getByRole('alert').innerText()).toBe(MISSING);
  await expectAccessible(page);

  const request = { name: 'Bilal Ahmed', phone: '12345', email: 'bilal@citycare.pk' };
  await fill(page, request);
  await expect.poll(() => dialog.getByRole('alert').innerText()).toBe(BAD_PHONE);

  request.phone = uniquePhone();
  await fill(page, request);
  await expect.poll(() => dialog.getByRole('status').innerText()).toContain(RECEIVED);
  const stored = JSON.stringify(await qa.submissions('demo'));
  expect(stored).toContain(request.phone);

  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await dialog.waitFor({ state: 'hidden' });
  dialog = await openDemo(page);
  await fill(page, request);
  await expect.poll(() => dialog.getByRole('alert').innerText()).toBe(DUPLICATE);
});
