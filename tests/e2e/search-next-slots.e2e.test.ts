import { BOOKABLE_DOCTOR } from './fixtures/booking';
import { waitForInteractive } from './fixtures/home';
import { paths } from './fixtures/routes';
import { expect, PHONE, test } from './fixtures/test';
import { urdu } from './fixtures/urdu';

// Issue 24 ("the first free times on each search card", as Zocdoc shows them): a card offers the
// doctor's next free times in the searched mode; a tap opens the profile with that time chosen.
test('when a patient searches in clinic and then online, then each card offers free times of that mode, and one tap chooses it on the profile', async ({
  open,
  expectAccessible,
}) => {
  const page = await open(`${paths.doctorsSearch}?city=Lahore`, { viewport: PHONE });
  await waitForInteractive(page);
  const main = page.getByRole('main');
  const firstCard = main.getByRole('article').first();
  const clinicTimes = firstCard.getByRole('list', { name: 'Next free times' }).getByRole('link');
  await clinicTimes.first().waitFor();
  for (const href of await clinicTimes.evaluateAll((links) => links.map((l) => l.getAttribute('href')!)))
    expect(href).toMatch(/[?&]mode=clinic&location_id=\d+&date=\d{4}-\d{2}-\d{2}&time=\d\d%3A\d\d%3A00$/);
  const size = (await clinicTimes.first().boundingBox())!;
  expect(size.height).toBeGreaterThanOrEqual(44);
  await expectAccessible(page);

  await page.goto(new URL(`${paths.doctorsSearchOnline}&q=${encodeURIComponent('Imran Qureshi')}`, page.url()).href);
  await waitForInteractive(page);
  const card = main.getByRole('article', { name: BOOKABLE_DOCTOR.name });
  const onlineTimes = card.getByRole('list', { name: 'Next free times' }).getByRole('link');
  await onlineTimes.first().waitFor();
  expect(await onlineTimes.count()).toBe(3);
  for (const href of await onlineTimes.evaluateAll((links) => links.map((l) => l.getAttribute('href')!)))
    expect(href).toContain('mode=online&date=');
  await expectAccessible(page);

  const chosen = onlineTimes.nth(1);
  const label = (await chosen.innerText()).trim();
  const time = label.match(/\d\d:\d\d [AP]M$/)![0];
  await chosen.click();
  await page.waitForURL((url) => url.pathname === `/doctors/${BOOKABLE_DOCTOR.pmdc}` && url.searchParams.has('time'));
  const pressed = main.getByRole('button', { pressed: true, name: time });
  await pressed.waitFor();
  const bar = main.getByRole('region', { name: 'Your choice' });
  await expect.poll(() => bar.innerText()).toContain(time);
  await expectAccessible(page);

  // On /ur the times follow docs/i18n.md's convention, as on the profile: the part of the day, then the clock.
  const onlineSearch = `${paths.doctorsSearchOnline}&q=${encodeURIComponent('Imran Qureshi')}`;
  await page.goto(new URL(urdu(onlineSearch), page.url()).href);
  await waitForInteractive(page);
  const urduTimes = main.getByTestId('next-slots').first().getByRole('link');
  await urduTimes.first().waitFor();
  for (const text of await urduTimes.allInnerTexts())
    expect(text.trim()).toMatch(/(صبح|دوپہر|شام|رات) \u2066?\d{1,2}:\d{2}\u2069?$/);
});
