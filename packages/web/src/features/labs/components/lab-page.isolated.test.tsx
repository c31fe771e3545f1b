import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reply, stubApi } from '@/test/api-stand-in';
import { render } from '@/test/fast-render';
import { screen, within } from '@/test/render';
import { LabPage } from './lab-page';
import { findChosenWhen } from './when-fields.test-helpers';
import { WAIT } from '@/test/wait';
import { clearSession } from '@/lib/session';

const lab = {
  id: 1,
  lab_name: 'Chughtai Diagnostics',
  city: 'Lahore',
  description: 'ISO-accredited pathology network with same-day reports for routine tests.',
  established_year: 1984,
  accreditation: 'ISO 15189',
  phone: '04235761999',
  email: 'info@chughtaidiagnostics.pk',
  home_sampling: true,
  branch_count: 2,
};
const jailRoad = {
  id: 101,
  lab_id: 1,
  branch_name: 'Jail Road',
  address: '6-Jail Road, Main Gulberg',
  city: 'Lahore',
  phone: '04235761999',
  latitude: 31.5399,
  longitude: 74.3359,
  opening_time: '08:00:00',
  closing_time: '22:00:00',
  open_days: [1, 2, 3, 4, 5, 6],
};
const dha = { ...jailRoad, id: 102, branch_name: 'DHA Phase 5', address: 'Plot 12, Sector C, DHA Phase 5' };
const categories = {
  categories: [
    {
      id: 10,
      name: 'Haematology',
      tests: [
        {
          id: 1001,
          name: 'Complete Blood Count (CBC)',
          price: 950,
          discount_price: 800,
          report_time_hours: 6,
          sample_type: 'Blood',
        },
      ],
    },
    {
      id: 11,
      name: 'Diabetes',
      tests: [
        { id: 1002, name: 'HbA1c', price: 1400, report_time_hours: 24, sample_type: 'Blood' },
        { id: 1003, name: 'Fasting Blood Sugar', price: 250, report_time_hours: 4, sample_type: 'Blood' },
      ],
    },
  ],
};

const branchesReply = (branches: (typeof jailRoad)[]) =>
  reply('GET /api/medical-test-labs/branches/get', { body: { message: 'OK', data: { branches } } });
const booked = reply('POST /api/medical-test-labs/citi/booking', {
  status: 201,
  body: {
    message: 'Booking confirmed',
    data: {
      booking_id: 'LB-000123',
      total_amount: 2200,
      status: 1,
      preferred_date: '2026-12-07',
      preferred_time: '09:30:00',
    },
  },
});

/** The times the server still takes (listLabTimes): Monday 7 December first, the branches being closed on Sundays. */
const timesReply = (days = [{ date: '2026-12-07', times: ['08:00:00', '08:30:00', '09:00:00', '09:30:00'] }]) =>
  reply('GET /api/medical-test-labs/times', {
    body: {
      message: 'OK',
      data: {
        today: '2026-12-06',
        now_time: '10:00:00',
        home_sampling: false,
        window: { from: '08:00:00', until: '22:00:00' },
        days,
      },
    },
  });
const codeSent = reply('POST /api/auth/send-verification-code', {
  body: { message: 'Verification code sent', data: { phone_number: '03001234567', expires_in_seconds: 300 } },
});
const signedIn = reply('POST /api/auth/verify-otp-code-patient', {
  body: {
    message: 'Signed in',
    data: { verified: true, name: 'Fatima Noor', role: 'patient', user_id: '1001' },
  },
});

function stubLab(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/medical-test-labs/info/get': { body: { message: 'OK', data: { lab } } },
    'GET /api/medical-test-labs/branches/get': branchesReply([jailRoad, dha]),
    'GET /api/medical-test-labs/categories': { body: { message: 'OK', data: categories } },
    'GET /api/medical-test-labs/times': timesReply(),
    'POST /api/auth/send-verification-code': codeSent,
    'POST /api/auth/verify-otp-code-patient': signedIn,
    ...extra,
  });
}

type User = ReturnType<typeof render>['user'];

/** Signed out, the number is confirmed with the texted code before the booking is sent. */
async function confirmWithCode(user: User) {
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await user.type(await screen.findByLabelText(/^6-digit code/), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify and confirm booking' }));
}

beforeEach(() => {
  // Sunday 6 December 2026, 10:00: the branches are closed on Sundays, so Monday the 7th is the first date.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 11, 6, 10, 0));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // The code step signs the patient in: the next test starts signed out again.
  clearSession();
});

describe('LabPage', () => {
  it('when the lab does not exist (404), then it shows Lab not found', async () => {
    stubApi({
      'GET /api/medical-test-labs/info/get': { status: 404, body: { message: 'Lab not found' } },
      'GET /api/medical-test-labs/branches/get': { status: 404, body: { message: 'Lab not found' } },
    });
    render(<LabPage idParam="999" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lab not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all labs' }).getAttribute('href')).toBe('/labs');
  });

  it('when the id is not a number, then it shows Lab not found without asking the server', () => {
    const api = stubApi({});
    render(<LabPage idParam="chughtai" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Lab not found' })).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('when the server fails, then the error message and a retry show', async () => {
    stubApi({
      'GET /api/medical-test-labs/info/get': {
        status: 400,
        body: { message: 'request/query/lab_id must be integer', code: 'invalid_request' },
      },
      'GET /api/medical-test-labs/branches/get': branchesReply([]),
    });
    render(<LabPage idParam="1" />);
    expect(await screen.findByText('Some of the details were not accepted. Check them and try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('when the tests of a branch fail to load, then the message and Try again show, and Try again loads them', async () => {
    // The query client tries a failed read once more by itself: both fail, then Try again loads.
    let asked = 0;
    stubLab({
      'GET /api/medical-test-labs/categories': () =>
        ++asked <= 2
          ? { status: 400, body: { message: 'request/query/lab_branch_id must be integer', code: 'invalid_request' } }
          : { body: { message: 'OK', data: categories } },
    });
    const { user } = render(<LabPage idParam="1" />);
    const failed = await screen.findByRole('alert', {}, WAIT);
    expect(within(failed).getByText('We could not load the tests')).toBeTruthy();
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Complete Blood Count (CBC)')).toBeTruthy();
    expect(asked).toBe(3);
  });

  it('when the lab loads, then header, branches with 12-hour times and map links, and priced tests show', async () => {
    const api = stubLab();
    render(<LabPage idParam="1" />);
    expect(screen.getByLabelText('Loading the lab')).toBeTruthy();

    expect(await screen.findByRole('heading', { level: 1, name: 'Chughtai Diagnostics' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Chughtai Diagnostics logo' }).getAttribute('src')).toBe(
      '/api/medical-test-labs/logo/get?lab_id=1',
    );
    expect(screen.getByText('Lahore · Established 1984 · ISO 15189')).toBeTruthy();
    expect(screen.getAllByText('Mon – Sat · 08:00 AM – 10:00 PM')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /View on map: Jail Road in Google Maps/ }).getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=31.5399,74.3359',
    );
    expect((screen.getByRole('radio', { name: 'Jail Road' }) as HTMLInputElement).checked).toBe(true);

    expect(await screen.findByText('Complete Blood Count (CBC)')).toBeTruthy();
    expect(screen.getByText('Rs. 800')).toBeTruthy();
    expect(api.callsTo('GET /api/medical-test-labs/categories')[0].query.get('lab_branch_id')).toBe('101');
  });

  it('when tests are ticked, then the total adds up and the booking is sent and confirmed', async () => {
    const api = stubLab({ 'POST /api/medical-test-labs/citi/booking': booked });
    const { user } = render(<LabPage idParam="1" />);
    await user.click(await screen.findByRole('checkbox', { name: /Complete Blood Count/ }));
    await user.click(screen.getByRole('checkbox', { name: /HbA1c/ }));
    expect(screen.getByTestId('cart-total').textContent).toBe('Rs. 2,200');
    expect(screen.getByText('You save Rs. 150 with this lab\u2019s discounts.'.replace('\u2019', "'"))).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Continue to book 2 tests' }));
    // The booking form is fetched on demand (a slow chunk on a loaded machine); its times come from the server.
    await screen.findByRole('button', { name: 'Send code' });
    const { date, time } = await findChosenWhen();
    expect(date.value).toBe('2026-12-07');
    expect(time.value).toBe('09:00:00');

    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText("Enter the patient's full name")).toBeTruthy();
    expect(screen.getByText('Enter a valid mobile number, e.g. 03001234567')).toBeTruthy();
    expect(api.callsTo('POST /api/auth/send-verification-code')).toHaveLength(0);
    expect(api.callsTo('POST /api/medical-test-labs/citi/booking')).toHaveLength(0);

    await user.click(screen.getByLabelText(/^Patient name/));
    await user.paste('Fatima Noor');
    await user.click(screen.getByLabelText(/^Mobile number/));
    await user.paste('03001234567');
    await confirmWithCode(user);

    const heading = await screen.findByRole('heading', { name: 'Booking confirmed' });
    const confirmation = heading.closest<HTMLElement>('[role="status"]')!;
    expect(confirmation).toBeTruthy();
    expect(within(confirmation).getByText('LB-000123')).toBeTruthy();
    expect(within(confirmation).getByText('Rs. 2,200')).toBeTruthy();
    expect(within(confirmation).getByText('Monday, 7 December 2026, 09:30 AM')).toBeTruthy();
    expect(api.callsTo('POST /api/medical-test-labs/citi/booking')[0].body).toEqual({
      lab_id: 1,
      lab_branch_id: 101,
      test_ids: [1001, 1002],
      patient_name: 'Fatima Noor',
      phone_number: '03001234567',
      preferred_date: '2026-12-07',
      preferred_time: '09:00:00',
      home_sampling: false,
    });
    expect(api.callsTo('POST /api/auth/verify-otp-code-patient')[0].body).toMatchObject({
      phone_number: '03001234567',
      otp_code: '123456',
    });
  });

  it('when home sampling is chosen, then the address is required and sent', async () => {
    const api = stubLab({ 'POST /api/medical-test-labs/citi/booking': booked });
    const { user } = render(<LabPage idParam="1" />);
    await user.click(await screen.findByRole('checkbox', { name: /Fasting Blood Sugar/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to book 1 test' }));
    // The booking form is fetched on demand (a slow chunk on a loaded machine).
    await screen.findByRole('button', { name: 'Send code' });
    await user.click(screen.getByLabelText(/^Patient name/));
    await user.paste('Fatima Noor');
    await user.click(screen.getByLabelText(/^Mobile number/));
    await user.paste('03001234567');
    await user.click(screen.getByRole('checkbox', { name: /Collect my sample at home/ }));
    await findChosenWhen();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter the full address where we should collect the sample')).toBeTruthy();
    expect(api.callsTo('POST /api/auth/send-verification-code')).toHaveLength(0);

    await user.click(screen.getByLabelText(/^Home address/));
    await user.paste('House 12, Street 4, DHA Phase 5');
    await confirmWithCode(user);
    expect(await screen.findByRole('heading', { name: 'Booking confirmed' })).toBeTruthy();
    // The times asked for are home collection's.
    expect(api.callsTo('GET /api/medical-test-labs/times').at(-1)?.query.get('home_sampling')).toBe('true');
    expect(api.callsTo('POST /api/medical-test-labs/citi/booking')[0].body).toMatchObject({
      home_sampling: true,
      address: 'House 12, Street 4, DHA Phase 5',
    });
  });

  it('when a closed day is chosen, then the date field says the branch is closed', async () => {
    // A list that offers a Sunday (the branch's days changed since): the form still holds to its open days.
    const api = stubLab({
      'GET /api/medical-test-labs/times': timesReply([
        { date: '2026-12-07', times: ['09:00:00'] },
        { date: '2026-12-13', times: ['09:00:00'] },
      ]),
    });
    const { user } = render(<LabPage idParam="1" />);
    await user.click(await screen.findByRole('checkbox', { name: /HbA1c/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to book 1 test' }));
    // The booking form is fetched on demand (a slow chunk on a loaded machine).
    await screen.findByRole('button', { name: 'Send code' });
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Date/ }), '2026-12-13');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('This branch is closed on Sundays. Choose another date.')).toBeTruthy();
    expect(api.callsTo('POST /api/auth/send-verification-code')).toHaveLength(0);
  });

  it('when the booking fails after the code, then its message is told beside the button (ActionError), focused, and the details stay', async () => {
    stubLab({
      'POST /api/medical-test-labs/citi/booking': {
        status: 400,
        body: { message: 'request/body/test_ids must NOT have duplicate items', code: 'invalid_request' },
      },
    });
    const { user } = render(<LabPage idParam="1" />);
    await user.click(await screen.findByRole('checkbox', { name: /HbA1c/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to book 1 test' }));
    // The booking form is fetched on demand (a slow chunk on a loaded machine).
    await screen.findByRole('button', { name: 'Send code' });
    await user.click(screen.getByLabelText(/^Patient name/));
    await user.paste('Fatima Noor');
    await user.click(screen.getByLabelText(/^Mobile number/));
    await user.paste('03001234567');
    await findChosenWhen();
    await confirmWithCode(user);
    expect(await screen.findByText('Some of the details were not accepted. Check them and try again.')).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(alert.hasAttribute('data-action-error')).toBe(true);
    expect(alert.textContent).toContain('Your booking was not made');
    expect(document.activeElement).toBe(alert);
    // Signed in by the code now, the patient confirms again with the button right under the message.
    const confirm = screen.getByRole('button', { name: 'Confirm booking' });
    expect(alert.compareDocumentPosition(confirm) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect((screen.getByLabelText(/^Patient name/) as HTMLInputElement).value).toBe('Fatima Noor');
  });

  it('when another branch is chosen, then its tests load and the cart starts empty', async () => {
    const api = stubLab();
    const { user } = render(<LabPage idParam="1" />);
    await user.click(await screen.findByRole('checkbox', { name: /HbA1c/ }));
    await user.click(screen.getByRole('radio', { name: 'DHA Phase 5' }));
    expect(await screen.findByText('Your tests (0)')).toBeTruthy();
    await vi.waitFor(
      () =>
        expect(api.callsTo('GET /api/medical-test-labs/categories').map((c) => c.query.get('lab_branch_id'))).toContain(
          '102',
        ),
      WAIT,
    );
  });
});
