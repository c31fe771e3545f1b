import { home, waitForInteractive } from './fixtures/home';
import { paths } from './fixtures/routes';
import { uniquePhone } from './fixtures/sessions';
import { expect, test } from './fixtures/test';

// Faults are armed on the mock by operationId (openapi.yaml); each test clears what it armed.
const SERVER_ERROR = /status of 500/;

test('when the labs list fails with a 500, then the Labs menu says so and retrying loads the labs', async ({
  open,
  qa,
}) => {
  await qa.fault({ operation_id: 'listLabs', status: 500, count: 5 });
  try {
    const page = await open(paths.home, { allowConsole: [SERVER_ERROR] });
    await waitForInteractive(page);
    await home.labsButton(page).click();
    const retry = page.getByRole('menuitem', { name: "Couldn't load labs. Try again" });
    await retry.waitFor({ timeout: 15_000 });
    await qa.clearFaults();
    // Try again: from the error row if it is still on screen, else by opening the menu anew.
    await expect
      .poll(async () => {
        if (await retry.isVisible()) await retry.click({ timeout: 2_000 }).catch(() => undefined);
        if (!(await page.getByRole('menu').isVisible())) await home.labsButton(page).click();
        return home.labLinks(page).count();
      })
      .toBeGreaterThan(0);
    expect(await home.labLinks(page).first().getAttribute('href')).toMatch(/^\/labs\//);
    // The rest of the page still works.
    await home.loginButton(page).waitFor();
  } finally {
    await qa.clearFaults();
  }
});

test('when the labs list is slow, then the menu shows a loading state until the labs arrive', async ({ open, qa }) => {
  await qa.fault({ operation_id: 'listLabs', delay_ms: 2_000, count: 1 });
  try {
    const page = await open(paths.home);
    await waitForInteractive(page);
    await home.labsButton(page).click();
    const loading = page.getByRole('menu').getByText('Loading labs');
    await loading.waitFor();
    expect(await home.labLinks(page).count()).toBe(0);
    await expect.poll(() => home.labLinks(page).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await loading.count()).toBe(0);
  } finally {
    await qa.clearFaults();
  }
});

test('when the helpline request fails with a 500, then the form shows the failure and stays usable', async ({
  open,
  qa,
}) => {
  await qa.fault({ operation_id: 'addHelplineRequest', status: 500, count: 1 });
  try {
    const page = await open(paths.about, { allowConsole: [SERVER_ERROR] });
    await waitForInteractive(page);
    await home.callUs(page).click();
    const dialog = home.dialog(page, 'Request a call back');
    await dialog.getByLabel('Mobile number').fill(uniquePhone());
    await dialog.getByRole('button', { name: 'Call me back' }).click();
    await expect.poll(() => dialog.getByRole('alert').innerText()).toContain('Something went wrong try again!');
    // The fault was for one request: trying again succeeds.
    await dialog.getByRole('button', { name: 'Call me back' }).click();
    await expect.poll(() => dialog.innerText()).toContain('We have received your Request');
  } finally {
    await qa.clearFaults();
  }
});

test('when the demo request is slow, then the submit button shows it is busy until the answer arrives', async ({
  open,
  qa,
}) => {
  await qa.fault({ operation_id: 'addDemoRequest', delay_ms: 2_000, count: 1 });
  try {
    const page = await open(paths.home);
    await waitForInteractive(page);
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await home.requestDemo(page).click();
    const dialog = home.dialog(page, 'Request a demo');
    await dialog.getByLabel('Full name').fill('Hira Baig');
    await dialog.getByLabel('Mobile number').fill(uniquePhone());
    await dialog.getByLabel('Email').fill(`hira.${Date.now()}@example.pk`);
    const submit = dialog.getByRole('button', { name: 'Request demo' });
    await submit.click();
    await expect.poll(() => submit.getAttribute('data-loading')).toBe('true');
    expect(await submit.isDisabled()).toBe(true);
    await expect.poll(() => dialog.innerText(), { timeout: 10_000 }).toContain('Request Received!');
  } finally {
    await qa.clearFaults();
  }
});
