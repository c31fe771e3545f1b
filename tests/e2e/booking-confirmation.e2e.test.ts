import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BOOKABLE_DOCTOR,
  checkoutStatus,
  doctorPath,
  payThroughGateway,
  pickSlot,
  signInDuringBooking,
} from './fixtures/booking';
import { waitForInteractive } from './fixtures/home';
import { uniquePhone } from './fixtures/sessions';
import { expect, test } from './fixtures/test';

const to24h = (time: string) => {
  const [, h, m, half] = /^(\d{2}):(\d{2}) (AM|PM)$/.exec(time)!;
  return `${String((Number(h) % 12) + (half === 'PM' ? 12 : 0)).padStart(2, '0')}:${m}`;
};

// Issue 24, points 3, 5, 8, 10: sign-in inside the booking (no second Book), trust at checkout,
// Pay waiting for a method, and a real confirmation with its calendar file.
test('when a visitor books, signs in on the way and pays, then the confirmation offers an .ics at the right UTC instant', async ({
  open,
  qa,
  expectAccessible,
}) => {
  const page = await open(doctorPath(BOOKABLE_DOCTOR.pmdc));
  await waitForInteractive(page);
  const main = page.getByRole('main');
  const time = await pickSlot(page, 1);
  const date = new URL(page.url()).searchParams.get('date')!;
  await main.getByLabel('Reason for visit (optional)').fill('Chest pain when climbing stairs');
  await main.getByRole('button', { name: 'Book appointment' }).click();

  await page.waitForURL((url) => url.pathname === '/patient/login');
  const booking = main.getByRole('region', { name: 'You are booking' });
  await booking.waitFor();
  expect(await booking.innerText()).toContain(BOOKABLE_DOCTOR.name);
  expect(await booking.innerText()).toContain(time);
  await expectAccessible(page);
  await signInDuringBooking(page, qa, uniquePhone(), 'Zara Khan');

  await checkoutStatus(page, 'Complete your payment').waitFor();
  expect(await main.innerText()).toContain(time);
  await main.getByText(/PMDC verified/).waitFor();
  await main.getByText(/Free cancellation: cancel any time before the appointment starts/).waitFor();
  const pay = main.getByRole('button', { name: /^Pay Rs\./ });
  expect(await pay.isDisabled()).toBe(true);
  await main.getByText('Choose a payment method above to pay.').waitFor();
  await expectAccessible(page);
  await payThroughGateway(page, /JazzCash/, '000');

  await main.getByRole('heading', { level: 1, name: 'Appointment confirmed' }).waitFor();
  const next = main.getByRole('region', { name: 'What happens next' });
  expect(await next.innerText()).toContain('allow the camera and microphone');
  expect(await main.getByRole('link', { name: 'Go to my appointments' }).getAttribute('href')).toBe('/patient/profile');
  await expectAccessible(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('link', { name: 'Add to calendar (.ics)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^sehatlink-appointment-\d+\.ics$/);
  const file = join(tmpdir(), `ehp-${process.pid}-${download.suggestedFilename()}`);
  await download.saveAs(file);
  const ics = readFileSync(file, 'utf8').replace(/\r\n /g, '');
  // Pakistan is UTC+5 all year: the slot's instant, written in UTC.
  const utc = new Date(Date.parse(`${date}T${to24h(time)}:00+05:00`)).toISOString();
  const stamp = utc.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  expect(ics).toContain(`DTSTART:${stamp}`);
  expect(ics).toContain(`SUMMARY:Online consultation with ${BOOKABLE_DOCTOR.name}`);
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toContain('\r\nEND:VCALENDAR\r\n');
});
