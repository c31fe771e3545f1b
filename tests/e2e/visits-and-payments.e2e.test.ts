import { checkoutStatus, payThroughGateway } from './fixtures/booking';
import { waitForInteractive } from './fixtures/home';
import { uniquePhone } from './fixtures/sessions';
import { signInPatientThroughUi } from './fixtures/sign-in';
import { expect, test } from './fixtures/test';
import { bookLabTest, bookToCheckout, checkoutId, pastVisit, patientOf } from './fixtures/visits';

// Issue 25, points 6, 7, 8: a declined payment in plain words, an ended hold booked again in one tap,
// and the patient's appointments by visit (one status each, the payment filter kept, lab tests too).
test('when a patient is declined, lets a hold lapse and has visits of every kind, then each is explained and grouped by visit', async ({
  open,
  qa,
  expectAccessible,
}) => {
  const phone = uniquePhone();
  const page = await open('/patient/login');
  await waitForInteractive(page);
  await signInPatientThroughUi(page, qa, phone, 'Sana Tariq');
  const main = page.getByRole('main');

  // 6. Declined for balance (051): why, and what to do, in plain words; the code in small print.
  const paid = await bookToCheckout(page, 2);
  await payThroughGateway(page, /card/i, '051');
  await checkoutStatus(page, 'Payment failed').waitFor();
  await main.getByText('There was not enough balance in your wallet or account to pay the fee.').waitFor();
  await main.getByText(/Add money to your wallet or account, or choose another payment method/).waitFor();
  await main.getByText('Payment page code: 051').waitFor();
  await expectAccessible(page);
  await payThroughGateway(page, /JazzCash/, '000');
  await checkoutStatus(page, 'Payment received — your appointment is confirmed').waitFor();

  // A visit that is over (QA clock) and a lab test, both while signed in.
  await pastVisit(qa, await patientOf(qa, paid.id));
  await bookLabTest(page, phone);

  // 8. A hold that lapses (QA clock): said once, in focus, and Book again holds the same time at once.
  const held = await bookToCheckout(page, 3);
  await qa.advanceClock(11);
  await page.reload();
  const ended = checkoutStatus(page, 'The hold on this slot has ended');
  await ended.waitFor();
  await expect.poll(() => ended.evaluate((el) => el === document.activeElement)).toBe(true);
  expect(await main.getByText('The hold on this slot has ended').count()).toBe(1);
  await expectAccessible(page);
  await main.getByRole('button', { name: `Book ${held.time} again` }).click();
  await page.waitForURL(
    (url) => url.pathname.startsWith('/appointment/payment/checkout/') && !url.pathname.endsWith(`/${held.id}`),
  );
  await checkoutStatus(page, 'Complete your payment').waitFor();
  expect(await main.innerText()).toContain(held.time);
  const reheld = checkoutId(page);

  // 7. By visit: the re-held one is cancelled here; a notice says so and clears with the next filter.
  await page.goto('/patient/profile');
  await waitForInteractive(page);
  const group = (name: string) => main.getByRole('region', { name, exact: true });
  await group('Upcoming').getByRole('listitem').first().waitFor();
  await main
    .getByRole('button', { name: /^Cancel the appointment with Dr. Imran Qureshi/ })
    .first()
    .waitFor();
  // The re-held (unpaid) one is the one whose card offers Pay now.
  const reheldCard = group('Upcoming')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: /^Pay now/ }) });
  await reheldCard.getByRole('button', { name: /^Cancel/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this appointment?' });
  await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
  await main.getByText('Your appointment with Dr. Imran Qureshi is cancelled.').waitFor();

  const statuses = async (name: string) =>
    (await group(name).getByRole('listitem').locator('.mantine-Badge-root').allInnerTexts()).map((s) => s.trim());
  await expect.poll(() => statuses('Cancelled')).toEqual(['Cancelled', 'Lapsed — not paid in time']);
  expect(await statuses('Upcoming')).toEqual(['Confirmed']);
  expect(await statuses('Past')).toEqual(['Completed']);
  expect(await main.getByText(/Cancelled \+ Paid|^Paid$/).count()).toBe(0);
  const lab = group('Lab tests').getByRole('listitem').filter({ hasText: 'Chughtai Diagnostics, Jail Road' });
  await lab.getByText('Booked — pay at the lab').waitFor();
  await expectAccessible(page);

  // The SPEC's payment filter still filters, with its values; the cancel notice is gone.
  await main.getByRole('radio', { name: 'Cleared' }).click();
  // Read the three together: one group alone can match a list that has not come yet.
  const byVisit = async () => [await statuses('Upcoming'), await statuses('Past'), await statuses('Cancelled')];
  await expect.poll(byVisit).toEqual([['Confirmed'], ['Completed'], []]);
  expect(await main.getByText('Your appointment with Dr. Imran Qureshi is cancelled.').count()).toBe(0);
  await main.getByRole('radio', { name: 'Failed' }).click();
  await main.getByText('No appointments have a failed payment.').waitFor();
  await expectAccessible(page);
  expect(reheld).toBeGreaterThan(held.id);
});
