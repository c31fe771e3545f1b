import { AppointmentMode, AppointmentStatus, PaymentStatus, RefundStatus } from '@ehp/api-types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Appointment } from '@/lib/appointments';
import { heldAppointment, paidAppointment } from '@/test/appointment-fixtures';
import { stubApi } from '@/test/api-stand-in';
import { render } from '@/test/fast-render';
import { act, screen, waitFor, within } from '@/test/render';
import { MyAppointments } from './my-appointments';

// A stand-in /notify socket: the test rings it as the server's receive_call would.
const ringers = new Set<() => void>();
vi.mock('@/lib/socket', () => ({
  subscribeSocket: (listener: (socket: unknown) => void) => {
    listener({
      on: (event: string, handler: () => void) => event === 'receive_call' && ringers.add(handler),
      off: (_event: string, handler: () => void) => ringers.delete(handler),
    });
    return () => undefined;
  },
}));

const LIST = 'GET /api/appointments/list';
const CANCEL = 'POST /api/appointments/cancel';
const LABS = 'GET /api/medical-test-labs/bookings/mine';

const clinicHold: Appointment = {
  ...heldAppointment,
  id: 5013,
  mode: AppointmentMode.clinic,
  date: '2026-11-25',
  time: '10:00:00',
  starts_at: '2026-11-25T05:00:00.000Z',
  fee: 1500,
  doctor: { pmdc: '54321-P', name: 'Dr. Ayesha Rehman', specialities: ['Dermatologist'] },
  location: {
    id: 501,
    clinic_name: 'Shifa Family Clinic',
    branch_name: 'Gulberg',
    city: 'Lahore',
    address: '12-B Main Boulevard, Gulberg III',
  },
};
const cancelledPaid: Appointment = {
  ...paidAppointment,
  id: 5001,
  status: AppointmentStatus.cancelled,
  refund_status: RefundStatus.refunded,
  date: '2026-11-20',
  starts_at: '2026-11-20T13:20:00.000Z',
};

const list = (appointments: Appointment[]) => ({ body: { message: 'OK', data: { appointments } } });
const noLabs = { body: { message: 'OK', data: { bookings: [] } } };
const labBooking = {
  booking_id: 'LB-000007',
  lab_id: 1,
  lab_name: 'Chughtai Diagnostics',
  branch_name: 'Jail Road',
  tests: ['Complete Blood Count (CBC)', 'Lipid Profile'],
  total_amount: 2350,
  status: PaymentStatus.PENDING,
  preferred_date: '2026-11-26',
  preferred_time: '09:30:00',
  home_sampling: true,
  created_at: '2026-11-23T11:00:00.000Z',
};
/** Later today (the clock is 12:01 UTC, 17:01 in Pakistan): an hour ahead, but lapsed unpaid. */
const lapsedLaterToday: Appointment = {
  ...heldAppointment,
  id: 5020,
  status: AppointmentStatus.expired,
  date: '2026-11-23',
  time: '18:00:00',
  starts_at: '2026-11-23T13:00:00.000Z',
  hold_expires_at: null,
  hold_seconds_left: 0,
  doctor: { pmdc: '77777-P', name: 'Dr. Sana Malik', specialities: ['Dermatologist'] },
};
const completed: Appointment = {
  ...paidAppointment,
  id: 4990,
  status: AppointmentStatus.completed,
  date: '2026-11-21',
  starts_at: '2026-11-21T13:20:00.000Z',
  doctor: { pmdc: '88888-P', name: 'Dr. Bilal Ahmed', specialities: ['General Physician'] },
};
const group = (name: string) => within(screen.getByRole('heading', { level: 3, name }).parentElement!);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.parse('2026-11-23T12:01:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('MyAppointments', () => {
  it('when the list loads, then Upcoming, Past and Cancelled by visit, one plain status each, with time, place, fee and actions', async () => {
    stubApi({
      [LIST]: list([cancelledPaid, paidAppointment, completed, lapsedLaterToday, clinicHold]),
      [LABS]: noLabs,
    });
    render(<MyAppointments />);
    expect(screen.getByLabelText('Loading your appointments')).toBeTruthy();

    await screen.findByRole('heading', { level: 4, name: 'Dr. Ayesha Rehman' });
    const [online, clinic] = group('Upcoming').getAllByRole('listitem');
    expect(within(online).getByRole('heading', { level: 4, name: 'Dr. Imran Qureshi' })).toBeTruthy();
    expect(within(online).getByText('Tuesday, 24 November 2026 at 06:20 PM, Pakistan time')).toBeTruthy();
    expect(within(online).getByText('Confirmed')).toBeTruthy();
    expect(within(online).queryByText('Paid')).toBeNull();
    expect(within(online).getByText(/Your doctor will call you here, on this page, at the booked time/)).toBeTruthy();
    expect(within(online).queryByRole('link', { name: /Pay now/ })).toBeNull();

    expect(within(clinic).getByText(/In-clinic at Shifa Family Clinic, Gulberg · 12-B Main Boulevard/)).toBeTruthy();
    expect(within(clinic).getByText('Rs. 1,500')).toBeTruthy();
    expect(within(clinic).getByText('Awaiting payment')).toBeTruthy();
    expect(within(clinic).queryByText('Not paid')).toBeNull();
    expect(
      within(clinic)
        .getByRole('link', { name: /^Pay now/ })
        .getAttribute('href'),
    ).toBe('/appointment/payment/checkout/5013');

    const [past] = group('Past').getAllByRole('listitem');
    expect(within(past).getByText('Completed')).toBeTruthy();
    expect(group('Past').queryByText('Dr. Sana Malik')).toBeNull();

    // The lapsed one later today is cancelled, not past; the latest first.
    const [lapsed, refunded] = group('Cancelled').getAllByRole('listitem');
    expect(within(lapsed).getByText('Lapsed — not paid in time')).toBeTruthy();
    expect(within(refunded).getByText('Cancelled — refunded')).toBeTruthy();
    expect(within(refunded).queryByText('Paid')).toBeNull();
    expect(group('Cancelled').queryByRole('button', { name: /^Cancel/ })).toBeNull();
  });

  it('when another payment filter is chosen, then the list is asked for it, upcoming and past together', async () => {
    const api = stubApi({ [LIST]: list([cancelledPaid]), [LABS]: noLabs });
    const { user } = render(<MyAppointments />);
    await screen.findByText('Cancelled — refunded');
    expect(api.callsTo(LIST).map((c) => [c.query.get('payment_filter'), c.query.get('when')])).toEqual([['2', 'all']]);

    await user.click(screen.getByRole('radio', { name: 'Failed' }));
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(2));
    expect(api.callsTo(LIST)[1].query.get('payment_filter')).toBe('3');
    expect(screen.getByRole('radiogroup', { name: 'Payment' })).toBeTruthy();
    expect(['Cleared', 'Pending', 'All', 'Failed'].map((name) => screen.getByRole('radio', { name }))).toHaveLength(4);
  });

  it('when another payment filter is loading, then the list shown stays in view, marked busy, until the new one comes', async () => {
    let answerFailed: (() => void) | undefined;
    stubApi({
      [LIST]: (call) =>
        call.query.get('payment_filter') === '3'
          ? new Promise((resolve) => (answerFailed = () => resolve(list([]))))
          : list([paidAppointment]),
      [LABS]: noLabs,
    });
    const { user } = render(<MyAppointments />);
    await screen.findByText('Confirmed');

    await user.click(screen.getByRole('radio', { name: 'Failed' }));
    await waitFor(() => expect(answerFailed).toBeDefined());
    // Still the list of All, dimmed and busy: no skeleton collapses the page, no empty text of Failed yet.
    expect(screen.getByText('Confirmed').closest('[aria-busy="true"]')).toBeTruthy();
    expect(screen.queryByText('No appointments have a failed payment.')).toBeNull();

    act(() => answerFailed!());
    await screen.findByText('No appointments have a failed payment.');
    expect(screen.queryByText('Confirmed')).toBeNull();
  });

  it('when there are no appointments, then it says so and offers to find a doctor', async () => {
    stubApi({ [LIST]: list([]), [LABS]: noLabs });
    render(<MyAppointments />);
    expect(await screen.findByText('You have not booked any appointments yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a doctor' }).getAttribute('href')).toBe('/doctors/search');
  });

  it('when the patient has lab bookings, then they are listed with the lab, branch, time, tests, total and status', async () => {
    stubApi({ [LIST]: list([]), [LABS]: { body: { message: 'OK', data: { bookings: [labBooking] } } } });
    render(<MyAppointments />);
    const card = within((await screen.findByText('Chughtai Diagnostics, Jail Road')).closest('li')!);
    expect(card.getByText('Thursday, 26 November 2026 at 09:30 AM, Pakistan time')).toBeTruthy();
    expect(card.getByText('Complete Blood Count (CBC), Lipid Profile')).toBeTruthy();
    expect(card.getByText('Booked — pay at the lab')).toBeTruthy();
    expect(card.getByText('Rs. 2,350')).toBeTruthy();
    expect(card.getByText(/Sample taken at home/)).toBeTruthy();
  });

  it('when the list fails, then the message and Try again show, and Try again asks again', async () => {
    let fail = true;
    const api = stubApi({
      [LIST]: () =>
        fail ? { status: 500, body: { message: 'Internal server error', code: 'internal_error' } } : list([]),
      [LABS]: noLabs,
    });
    const { user } = render(<MyAppointments />);
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have not booked any appointments yet.')).toBeTruthy();
    expect(api.callsTo(LIST).length).toBeGreaterThanOrEqual(2);
  });

  it('when Cancel is confirmed, then the cancel is sent, the list reloads with it under Cancelled, and the notice clears when the filter changes', async () => {
    let cancelled = false;
    const api = stubApi({
      [LIST]: () =>
        list([cancelled ? { ...clinicHold, status: AppointmentStatus.cancelled } : clinicHold, paidAppointment]),
      [CANCEL]: () => {
        cancelled = true;
        return { body: { message: 'Appointment cancelled', data: { appointment: clinicHold } } };
      },
      [LABS]: noLabs,
    });
    const { user } = render(<MyAppointments />);
    await user.click(await screen.findByRole('button', { name: /^Cancel the appointment with Dr. Ayesha Rehman/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Cancel this appointment?' });
    expect(within(dialog).getByText(/Nothing was paid for it/)).toBeTruthy();
    expect(api.callsTo(CANCEL)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));

    expect(await screen.findByText('Your appointment with Dr. Ayesha Rehman is cancelled.')).toBeTruthy();
    expect(api.callsTo(CANCEL)[0].body).toEqual({ appointment_id: 5013 });
    await waitFor(() => expect(group('Cancelled').queryAllByRole('listitem')).toHaveLength(1));
    expect(within(group('Cancelled').getByRole('listitem')).getByText('Cancelled')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Cleared' }));
    await waitFor(() => expect(screen.queryByText('Your appointment with Dr. Ayesha Rehman is cancelled.')).toBeNull());
  });

  it('when a doctor rings after a cancel, then the cancelled notice is gone', async () => {
    stubApi({
      [LIST]: list([clinicHold]),
      [CANCEL]: { body: { message: 'Appointment cancelled', data: { appointment: clinicHold } } },
      [LABS]: noLabs,
    });
    const { user } = render(<MyAppointments />);
    await user.click(await screen.findByRole('button', { name: /^Cancel the appointment with Dr. Ayesha Rehman/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this appointment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
    expect(await screen.findByText('Your appointment with Dr. Ayesha Rehman is cancelled.')).toBeTruthy();

    expect(ringers.size).toBe(1);
    act(() => ringers.forEach((ring) => ring()));
    expect(screen.queryByText('Your appointment with Dr. Ayesha Rehman is cancelled.')).toBeNull();
  });

  it('when the server refuses the cancel (409), then its message shows in the dialog', async () => {
    stubApi({
      [LIST]: list([{ ...paidAppointment, payment_status: PaymentStatus.SUCCESS }]),
      [LABS]: noLabs,
      [CANCEL]: {
        status: 409,
        body: { message: 'Started (server words)', code: 'appointment_started' },
      },
    });
    const { user } = render(<MyAppointments />);
    await user.click(await screen.findByRole('button', { name: /^Cancel the appointment with Dr. Imran Qureshi/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Your payment of Rs. 2,000 is refunded in full/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
    expect(
      await within(dialog).findByText('This appointment has already started, so it can no longer be changed.'),
    ).toBeTruthy();
  });
});
