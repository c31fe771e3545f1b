import { PaymentStatus } from '@ehp/api-types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { appointmentReply, paidAppointment } from '@/test/appointment-fixtures';
import { stubApi } from '@/test/api-stand-in';
import { render } from '@/test/fast-render';
import { screen, waitFor } from '@/test/render';
import { WAIT } from '@/test/wait';
import { imranProfile, NOW, profileReply, slotsReply } from '../../test/fixtures';
import { ChangeTimePage } from './change-time-page';

const GET = 'GET /api/appointments/get';
const MOVE = 'POST /api/appointments/reschedule';
const PROFILE = 'GET /api/doctors/profile';
const SLOTS = 'GET /api/doctors/slots';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  saveSession({ name: 'Ali Hassan', role: 'patient', user_id: '1001' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const renderPage = () => render(<ChangeTimePage idParam="5012" />, { route: '/appointment/reschedule/5012' });
const freeEvening = slotsReply('2026-11-23', [
  { time: '18:00:00', available: true, past: false },
  { time: '18:20:00', available: true, past: false },
  { time: '18:40:00', available: true, past: false },
]);
const moved = {
  ...paidAppointment,
  date: '2026-11-23',
  time: '18:40:00',
  starts_at: '2026-11-23T13:40:00.000Z',
  reschedule_count: 1,
  rescheduled_from: { date: paidAppointment.date, time: paidAppointment.time },
};

describe('ChangeTimePage', () => {
  it('when a paid appointment moves and the first time was just taken, then the refusal is announced beside Move and the second time moves it, still paid', async () => {
    let tries = 0;
    const api = stubApi({
      [GET]: appointmentReply(paidAppointment),
      [PROFILE]: profileReply(imranProfile),
      [SLOTS]: freeEvening,
      [MOVE]: () =>
        ++tries === 1
          ? {
              status: 409,
              body: { message: 'This time was just booked by someone else.', code: 'slot_taken' },
            }
          : { body: { message: 'Appointment moved to the new time', data: { appointment: moved } } },
    });
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Change the time' });
    expect(await screen.findByText('Now: Tuesday, 24 November 2026 at 06:20 PM, Pakistan time')).toBeTruthy();
    expect(screen.getByText(/up to 2 hours before the appointment starts, at most 2 times/)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: '06:00 PM' }));
    await user.click(screen.getByRole('button', { name: 'Move to Monday, 23 November 2026 at 06:00 PM' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Someone else just booked this time. Please choose another one.');
    await waitFor(() => expect(document.activeElement).toBe(alert), WAIT);
    expect(api.callsTo(MOVE)[0].body).toEqual({ appointment_id: 5012, date: '2026-11-23', time: '18:00:00' });

    await user.click(await screen.findByRole('button', { name: '06:40 PM' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Move to Monday, 23 November 2026 at 06:40 PM' }));
    expect(await screen.findByText('Your appointment is moved')).toBeTruthy();
    expect(
      screen.getByText('With Dr. Imran Qureshi, Monday, 23 November 2026 at 06:40 PM, Pakistan time.'),
    ).toBeTruthy();
    expect(screen.getByText('It was Tuesday, 24 November 2026 at 06:20 PM, Pakistan time before.')).toBeTruthy();
    expect(screen.getByText('Paid: Rs. 2,000')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My appointments' }).getAttribute('href')).toBe('/patient/profile');
  });

  it('when it is to be paid at the clinic and starts within 2 hours, then no time is offered and it says why', async () => {
    const soon = {
      ...paidAppointment,
      payment_status: PaymentStatus.NOT_STARTED,
      payment: null,
      pay_at_clinic: true,
      starts_at: new Date(NOW.getTime() + 60 * 60_000).toISOString(),
    };
    const api = stubApi({ [GET]: appointmentReply(soon), [PROFILE]: profileReply(imranProfile), [SLOTS]: freeEvening });
    renderPage();
    expect(await screen.findByText('The time of this appointment can no longer change.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Move to/ })).toBeNull();
    expect(api.callsTo(SLOTS)).toHaveLength(0);
  });

  it('when the appointment is another patient’s (404), then it says so and links to My appointments', async () => {
    stubApi({ [GET]: { status: 404, body: { message: 'Appointment 5012 not found' } } });
    renderPage();
    expect(await screen.findByText('We could not find this appointment among yours.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My appointments' })).toBeTruthy();
  });
});
