import { barBook, actionWords, inView, placement, TALL_PHONE } from './fixtures/action-errors';
import { BOOKABLE_DOCTOR, doctorPath, pickSlot } from './fixtures/booking';
import { waitForInteractive } from './fixtures/home';
import { signInPatientInPage } from './fixtures/sign-in';
import { uniquePhone } from './fixtures/sessions';
import { expect, test } from './fixtures/test';
import { urdu } from './fixtures/urdu';

const SERVER_ERROR = /status of 500/;

// Issue 34, item 1: a failed Book was drawn at y≈949 on an 812 px phone, under the sticky Book bar.
test.for(['en', 'ur'] as const)(
  'when Book is answered 500 on a 375×812 phone in %s, then the message is in view, uncovered and focused, and Try again books',
  async (language, { open, qa, expectAccessible }) => {
    const w = actionWords[language];
    const at = (path: string) => (language === 'ur' ? urdu(path) : path);
    const page = await open(at(doctorPath(BOOKABLE_DOCTOR.pmdc)), {
      viewport: TALL_PHONE,
      allowConsole: [SERVER_ERROR],
    });
    await waitForInteractive(page);
    const { user_id } = await signInPatientInPage(page, qa, uniquePhone());
    await pickSlot(page, 1, { date: w.date, time: w.time });
    await expectAccessible(page);

    await qa.fault({ operation_id: 'bookAppointment', status: 500, count: 1 });
    try {
      await barBook(page, language).click();
      const alert = page.getByRole('main').getByRole('alert').filter({ hasText: w.bookFailed });
      await alert.waitFor();
      expect(await alert.innerText()).toContain(w.serverError);
      await expect.poll(() => placement(alert)).toEqual({ ...inView, focused: true });
      await expectAccessible(page);

      // The fault was for one request: Try again books, once, and goes on to checkout.
      await alert.getByRole('button', { name: w.tryAgain }).click();
      await page.waitForURL((url) => url.pathname.startsWith(at('/appointment/payment/checkout/')));
      expect(await qa.appointments(user_id)).toHaveLength(1);
    } finally {
      await qa.clearFaults();
    }
  },
);
