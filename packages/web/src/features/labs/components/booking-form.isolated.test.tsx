import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { loadLanguage } from '@/app/i18n/load-language';
import { LanguageContext } from '@/lib/i18n/language-context';
import { loadRestOfLanguage, setPageLanguage } from '@/lib/i18n/translations';
import { clearSession, saveSession } from '@/lib/session';
import { reply, stubApi, type StubRoutes } from '@/test/api-stand-in';
import { render } from '@/test/fast-render';
import { screen } from '@/test/render';
import { BookingForm } from './booking-form';
import { findChosenWhen } from './when-fields.test-helpers';

// Issue 34, "errors where the eye is": a lab booking the server refuses is told through the portal's
// one pattern (ActionError) beside the button that failed, focused and announced, in the page's
// language; trying again when it may help books once.

const jailRoad = {
  id: 101,
  lab_id: 1,
  branch_name: 'Jail Road',
  address: '45-A Susan Road',
  city: 'Lahore',
  phone: '04235761999',
  latitude: 31.5399,
  longitude: 74.3359,
  opening_time: '08:00:00',
  closing_time: '22:00:00',
  open_days: [1, 2, 3, 4, 5, 6],
};

const times = reply('GET /api/medical-test-labs/times', {
  body: {
    message: 'OK',
    data: {
      today: '2026-12-06',
      now_time: '10:00:00',
      home_sampling: false,
      window: { from: '08:00:00', until: '22:00:00' },
      days: [{ date: '2026-12-07', times: ['09:00:00', '09:30:00'] }],
    },
  },
});
const booked = reply('POST /api/medical-test-labs/citi/booking', {
  status: 201,
  body: {
    message: 'Booking confirmed',
    data: {
      booking_id: 'LB-000123',
      total_amount: 1400,
      status: 1,
      preferred_date: '2026-12-07',
      preferred_time: '09:00:00',
    },
  },
});
const serverFails = reply('POST /api/medical-test-labs/citi/booking', {
  status: 500,
  body: { message: 'Internal server error', code: 'internal_error' },
});

function renderForm(routes: StubRoutes, language: 'en' | 'ur' = 'en') {
  const api = stubApi({ 'GET /api/medical-test-labs/times': times, ...routes });
  const onBooked = vi.fn();
  const form: ReactElement = (
    <LanguageContext value={language}>
      <BookingForm
        labId={1}
        branch={jailRoad}
        homeSamplingOffered
        testIds={[1002]}
        cartBlocked={false}
        onBooked={onBooked}
        now={new Date(2026, 11, 6, 10, 0)}
      />
    </LanguageContext>
  );
  return { api, onBooked, ...render(form) };
}

const bookings = (api: ReturnType<typeof stubApi>) => api.callsTo('POST /api/medical-test-labs/citi/booking');

/** The failure's alert, and the button it is beside (the message comes first, the button after it). */
function expectToldBeside(button: HTMLElement, ...sentences: string[]) {
  const alert = screen.getByRole('alert');
  for (const sentence of sentences) expect(alert.textContent).toContain(sentence);
  expect(alert.hasAttribute('data-action-error')).toBe(true);
  expect(document.activeElement).toBe(alert);
  expect(alert.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  return alert;
}

beforeAll(async () => {
  await loadLanguage('ur');
  await loadRestOfLanguage('ur');
});
beforeEach(() => {
  // Signed in as a patient: the account's number is used and Confirm books at once.
  saveSession({ name: 'Fatima Noor', role: 'patient', user_id: '1001' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setPageLanguage('en');
  clearSession();
});

describe('a lab booking that fails', () => {
  it('when the server fails, then "Your booking was not made" and why are beside Confirm, focused, and Try again books once', async () => {
    let answers = 0;
    const { api, onBooked, user } = renderForm({
      'POST /api/medical-test-labs/citi/booking': () => (answers++ === 0 ? serverFails : booked),
    });
    await findChosenWhen();
    const confirm = screen.getByRole('button', { name: 'Confirm booking' });
    await user.click(confirm);

    await screen.findByRole('alert');
    expectToldBeside(
      screen.getByRole('button', { name: 'Confirm booking' }),
      'Your booking was not made',
      'Something went wrong on our side. Please try again.',
    );
    expect(bookings(api)).toHaveLength(1);
    // No second way of telling it (the old red box above the button said it again).
    expect(screen.getAllByText(/Something went wrong on our side/)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(onBooked).toHaveBeenCalledTimes(1));
    expect(bookings(api)).toHaveLength(2);
    expect(bookings(api)[1].body).toEqual(bookings(api)[0].body);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('when the details are refused, then the sentence says so and there is no Try again (the same request cannot succeed)', async () => {
    const { user } = renderForm({
      'POST /api/medical-test-labs/citi/booking': {
        status: 400,
        body: { message: '2026-12-07 09:00:00 has already passed', code: 'invalid_request' },
      },
    });
    await findChosenWhen();
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await screen.findByRole('alert');
    expectToldBeside(
      screen.getByRole('button', { name: 'Confirm booking' }),
      'Your booking was not made',
      'Some of the details were not accepted. Check them and try again.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    // The server's own words are never shown.
    expect(screen.getByRole('alert').textContent).not.toContain('already passed');
  });

  it('when the page is Urdu, then the failure is told in Urdu beside بکنگ کی تصدیق کریں, focused, with دوبارہ کوشش کریں', async () => {
    setPageLanguage('ur');
    const { api, user } = renderForm({ 'POST /api/medical-test-labs/citi/booking': serverFails }, 'ur');
    await findChosenWhen(/تاریخ/, /وقت/);
    await user.click(screen.getByRole('button', { name: 'بکنگ کی تصدیق کریں' }));

    await screen.findByRole('alert');
    const alert = expectToldBeside(
      screen.getByRole('button', { name: 'بکنگ کی تصدیق کریں' }),
      'آپ کی بکنگ نہیں ہو سکی',
      'ہماری طرف کوئی خرابی ہو گئی۔ براہِ کرم دوبارہ کوشش کریں۔',
    );
    expect(alert.textContent).not.toMatch(/[A-Za-z]{2,}\s+[A-Za-z]{2,}/);
    expect(screen.getByRole('button', { name: 'دوبارہ کوشش کریں' })).toBeTruthy();
    // The confirmation message is asked for in Urdu too.
    expect(bookings(api)[0].body).toMatchObject({ lang: 'ur' });
  });
});
