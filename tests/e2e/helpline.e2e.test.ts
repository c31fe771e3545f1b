import { home, waitForInteractive } from './fixtures/home';
import { paths } from './fixtures/routes';
import { uniquePhone } from './fixtures/sessions';
import { expect, test } from './fixtures/test';

test('when a visitor asks the helpline to call back, then step 0 validates the number and step 1 confirms', async ({
  open,
  qa,
  expectAccessible,
}) => {
  const page = await open(paths.about);
  await waitForInteractive(page);
  await home.callUs(page).click();
  const dialog = home.dialog(page, 'Request a call back');
  await dialog.waitFor();
  await expectAccessible(page);

  await dialog.getByLabel('Mobile number').fill('0300123');
  await dialog.getByRole('button', { name: 'Call me back' }).click();
  await expect.poll(() => dialog.innerText()).toContain('Enter Valid Mobile Number');

  const phone = uniquePhone();
  await dialog.getByLabel('Mobile number').fill(phone);
  await dialog.getByRole('button', { name: 'Call me back' }).click();
  const confirmation = dialog.getByRole('status');
  await expect.poll(() => confirmation.innerText()).toContain('We have received your Request');
  expect(await confirmation.innerText()).toContain('Our Customer Support team will contact you soon');
  expect(await dialog.innerText()).not.toContain('Something went wrong try again!');
  expect(JSON.stringify(await qa.submissions('helpline'))).toContain(phone);

  await confirmation.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });
});
