import { home, waitForInteractive } from './fixtures/home';
import { paths } from './fixtures/routes';
import { uniquePhone } from './fixtures/sessions';
import { expect, test } from './fixtures/test';

test('when a visitor picks a lab from the Labs dropdown, then its page opens and a booking goes through', async ({
  open,
  qa,
}) => {
  const page = await open(paths.home);
  await waitForInteractive(page);
  await home.labsButton(page).click();
  const labs = home.labLinks(page);
  await expect.poll(() => labs.count()).toBeGreaterThan(0);
  const labName = (await labs.first().innerText()).trim();
  const href = await labs.first().getAttribute('href');
  expect(href).toMatch(/^\/labs\/[^/]+$/);
  await labs.first().click();
  await page.waitForURL((url) => url.pathname === href);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toContain(labName);

  // Book: choose tests and fill the patient's details (the form is the lab page's).
  const main = page.getByRole('main');
  await main.getByRole('checkbox').first().check();
  await main.getByLabel(/name/i).first().fill('Fatima Noor');
  const phone = uniquePhone();
  await main
    .getByLabel(/mobile/i)
    .first()
    .fill(phone);
  await main.getByRole('button', { name: /book/i }).last().click();
  await expect.poll(() => main.innerText(), { timeout: 10_000 }).toMatch(/booking confirmed|booked|LB-\d+/i);
  expect(JSON.stringify(await qa.submissions('booking'))).toContain(phone);
});
