import { barBook, actionWords, inView, placement, TALL_PHONE } from './fixtures/action-errors';
import { BOOKABLE_DOCTOR, doctorPath, pickSlot } from './fixtures/booking';
import { waitForInteractive } from './fixtures/home';
import { signInPatientInPage } from './fixtures/sign-in';
import { uniquePhone } from './fixtures/sessions';
import { expect, test } from './fixtures/test';
import { urdu } from './fixtures/urdu';

// What Chromium logs while the network is down: the failed request and the patient's socket.
const OFFLINE_NOISE = [/ERR_INTERNET_DISCONNECTED/, /WebSocket/];

// Issue 34, item 2: offline, Book spun for 12 s and more in silence, then booked by itself when the
// network came back. Now: the notice at once, Book fails with Try again, and only Try again books.
test.for(['en', 'ur'] as const)(
  'when the phone goes offline in %s, then the notice shows within a second, Book fails with Try again, and back online Try again books once',
  async (language, { open, qa, expectAccessible }) => {
    const w = actionWords[language];
    const at = (path: string) => (language === 'ur' ? urdu(path) : path);
    const page = await open(at(doctorPath(BOOKABLE_DOCTOR.pmdc)), {
      viewport: TALL_PHONE,
      allowConsole: OFFLINE_NOISE,
    });
    await waitForInteractive(page);
    const { user_id } = await signInPatientInPage(page, qa, uniquePhone());
    await pickSlot(page, 1, { date: w.date, time: w.time });
    const notice = page.getByTestId('offline-notice');
    expect(await notice.innerText()).toBe('');

    // Offline after the page has loaded what it loads by itself (a lazy chunk cut off mid-download
    // once ended the run with an empty uncaught error: see the closing note).
    await page.waitForLoadState('networkidle');
    await page.context().setOffline(true);
    // The product's promise is "within a second": the poll's own timeout is that second.
    await expect.poll(() => notice.innerText(), { timeout: 1_000 }).toContain(w.offline);
    await expect.poll(() => placement(barBook(page, language))).toMatchObject(inView);
    await expectAccessible(page);

    await barBook(page, language).click();
    const alert = page.getByRole('main').getByRole('alert').filter({ hasText: w.bookFailed });
    await alert.waitFor();
    expect(await alert.innerText()).toContain(w.network);
    await expect.poll(() => placement(alert)).toEqual({ ...inView, focused: true });
    await expectAccessible(page);

    // Back online nothing goes out by itself: the patient sees the failure until pressing Try again.
    await page.context().setOffline(false);
    await expect.poll(() => notice.innerText()).toBe('');
    expect(await qa.appointments(user_id)).toHaveLength(0);
    await alert.getByRole('button', { name: w.tryAgain }).click();
    await page.waitForURL((url) => url.pathname.startsWith(at('/appointment/payment/checkout/')));
    expect(await qa.appointments(user_id)).toHaveLength(1);
  },
);
