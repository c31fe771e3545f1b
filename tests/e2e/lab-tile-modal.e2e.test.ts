import { home, waitForInteractive } from './fixtures/home';
import { paths } from './fixtures/routes';
import { expect, test } from './fixtures/test';

test('when a visitor clicks the Lab tile, then the Lab In Progress modal explains and closes without leaving the page', async ({
  open,
  expectAccessible,
}) => {
  const page = await open(paths.home);
  await waitForInteractive(page);
  await home.labTile(page).click();
  const dialog = home.dialog(page, 'Lab In Progress');
  await dialog.waitFor();
  expect(await dialog.innerText()).toContain("We're working on this feature. Stay tuned!");
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(new URL(page.url()).pathname).toBe(paths.home);
});
