import { AppointmentMode, AppointmentStatus, PaymentStatus, RefundStatus } from '@ehp/api-types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Appointment } from '@/lib/appointments';
import { heldAppointment, paidAppointment } from '@/test/appointment-fixtures';
import { stubApi, type StubbedCall } from '@/test/api-stand-in';
import { render } from '@/test/fast-render';
import { screen, waitFor, within } from '@/test/render';
import { MyAppointments } from './my-appointments';

const LIST = 'GET /api/appointments/list';
const CANCEL = 'POST /api/appointments/cancel';

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
const byWhen = (upcoming: Appointment[], past: Appointment[]) => (call: StubbedCall) =>
  list(call.query.get('when') === 'upcoming' ? upcoming : past);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.parse('2026-11-23T12:01:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// Long form journeys: generous limit so a loaded CI machine does not fail them.
describe('MyAppointments', { timeout: 20_000 }, () => {
  it('when the lists load, then upcoming come before past with time, place, fee, statuses and actions', async () => {
    stubApi({ [LIST]: byWhen([paidAppointment, clinicHold], [cancelledPaid]) });
    render(<MyAppointments />);
    expect(screen.getByLabelText('Loading upcoming appointments')).toBeTruthy();

    await screen.findByRole('heading', { level: 4, name: 'Dr. Ayesha Rehman' });
    const upcoming = within(screen.getByRole('heading', { level: 3, name: 'Upcoming' }).parentElement!);
    const [online, clinic] = upcoming.getAllByRole('listitem');
    expect(within(online).getByRole('heading', { level: 4, name: 'Dr. Imran Qureshi' })).toBeTruthy();
    expect(within(online).getByText('Tuesday, 24 November 2026 at 06:20 PM, Pakistan time')).toBeTruthy();
    expect(within(online).getByText('Confirmed')).toBeTruthy();
    expect(within(online).getByText('Paid')).toBeTruthy();
    expect(within(online).getByText(/Your doctor will call you here, on this page, at the booked time/)).toBeTruthy();
    expect(within(online).queryByRole('link', { name: /Pay now/ })).toBeNull();

    expect(within(clinic).getByText(/In-clinic at Shifa Family Clinic, Gulberg · 12-B Main Boulevard/)).toBeTruthy();
    expect(within(clinic).getByText('Rs. 1,500')).toBeTruthy();
    expect(within(clinic).getByText('Awaiting payment')).toBeTruthy();
    expect(within(clinic).getByText('Not paid')).toBeTruthy();
    expect(
      within(clinic)
        .getByRole('link', { name: /^Pay now/ })
        .getAttribute('href'),
    ).toBe('/appointment/payment/checkout/5013');

    const past = within(screen.getByRole('heading', { level: 3, name: 'Past' }).parentElement!);
    expect(past.getByText('Cancelled')).toBeTruthy();
    expect(past.getByText('Refunded in full')).toBeTruthy();
    expect(past.queryByRole('button', { name: /^Cancel/ })).toBeNull();
  });

  it('when another payment filter is chosen, then both lists are asked for it', async () => {
    const api = stubApi({ [LIST]: byWhen([], [cancelledPaid]) });
    const { user } = render(<MyAppointments />);
    await screen.findByText('Cancelled');
    expect(api.callsTo(LIST).map((c) => c.query.get('payment_filter'))).toEqual(['2', '2']);
    expect(api.callsTo(LIST).map((c) => c.query.get('when'))).toEqual(['upcoming', 'past']);

    await user.click(screen.getByRole('radio', { name: 'Failed' }));
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(4));
    expect(
      api
        .callsTo(LIST)
        .slice(2)
        .map((c) => c.query.get('payment_filter')),
    ).toEqual(['3', '3']);
    expect(screen.getByRole('radiogroup', { name: 'Payment' })).toBeTruthy();
  });

  it('when there are no appointments, then it says so and offers to find a doctor', async () => {
    stubApi({ [LIST]: list([]) });
    render(<MyAppointments />);
    expect(await screen.findByText('You have not booked any appointments yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a doctor' }).getAttribute('href')).toBe('/doctors/search');
  });

  it('when a list fails, then the message and Try again show, and Try again asks again', async () => {
    let fail = true;
    const api = stubApi({
      [LIST]: (call) =>
        fail && call.query.get('when') === 'past'
          ? { status: 500, body: { message: 'Internal server error', code: 'internal_error' } }
          : list([]),
    });
    const { user } = render(<MyAppointments />);
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have not booked any appointments yet.')).toBeTruthy();
    expect(api.callsTo(LIST).filter((c) => c.query.get('when') === 'past')).toHaveLength(2);
  });

  it('when Cancel is confirmed, then the cancel is sent, the lists reload and it says so', async () => {
    let cancelled = false;
    const api = stubApi({
      [LIST]: (call) =>
        byWhen(
          cancelled ? [] : [clinicHold],
          cancelled ? [{ ...clinicHold, status: AppointmentStatus.cancelled }] : [],
        )(call),
      [CANCEL]: () => {
        cancelled = true;
        return { body: { message: 'Appointment cancelled', data: { appointment: clinicHold } } };
      },
    });
    const { user } = render(<MyAppointments />);
    await user.click(await screen.findByRole('button', { name: /^Cancel the appointment with Dr. Ayesha Rehman/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Cancel this appointment?' });
    expect(within(dialog).getByText(/Nothing was paid for it/)).toBeTruthy();
    expect(api.callsTo(CANCEL)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));

    expect(await screen.findByText('Your appointment with Dr. Ayesha Rehman is cancelled.')).toBeTruthy();
    expect(api.callsTo(CANCEL)[0].body).toEqual({ appointment_id: 5013 });
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(4));
    expect(await screen.findByText('Nothing coming up.')).toBeTruthy();
  });

  it('when the server refuses the cancel (409), then its message shows in the dialog', async () => {
    stubApi({
      [LIST]: byWhen([{ ...paidAppointment, payment_status: PaymentStatus.SUCCESS }], []),
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
