import {
  AppointmentStatus,
  MAX_RESCHEDULES,
  PaymentMethod,
  PaymentStatus,
  RefundStatus,
  RESCHEDULE_NOTICE_HOURS,
} from '@ehp/api-types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { appointmentReply, heldAppointment, paidAppointment, payment } from '@/test/appointment-fixtures';
import { stubApi } from '@/test/api-stand-in';
import { render } from '@/test/fast-render';
import { act, screen, waitFor } from '@/test/render';
import { CheckoutPage } from './checkout-page';
import { WAIT } from '@/test/wait';

const GET = 'GET /api/appointments/get';
const START = 'POST /api/payments/start';
const BOOK = 'POST /api/appointments/book';

const renderAt = (query = '', id = '5012') =>
  render(<CheckoutPage idParam={id} />, { route: `/appointment/payment/checkout/${id}${query}` });

const signIn = () => saveSession({ name: 'Ali Hassan', role: 'patient', user_id: '1001' });

/** Texts on the page that would tell the payer the payment went through. */
const PAID_WORDS = /completed|received|is confirmed/i;
const sayingPaid = () => screen.queryAllByText(PAID_WORDS).map((element) => element.textContent);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('CheckoutPage', () => {
  describe('when nobody is signed in', () => {
    it('then it asks to sign in as a patient and come back, never saying the URL’s code is a result', () => {
      const api = stubApi({});
      renderAt('?code=000&reference=PAY-000031');
      expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
      expect(screen.getByRole('status').textContent).toContain('You are back from the payment page');
      expect(sayingPaid()).toEqual([]);
      expect(screen.getByRole('link', { name: 'Sign in as a patient' }).getAttribute('href')).toBe(
        '/patient/login?next=%2Fappointment%2Fpayment%2Fcheckout%2F5012%3Fcode%3D000%26reference%3DPAY-000031',
      );
      expect(screen.getByRole('link', { name: 'Payment Policy' }).getAttribute('href')).toBe('/privacy/PaymentPolicy');
      expect(screen.getByRole('link', { name: '0311-1222398' })).toBeTruthy();
      expect(api.calls).toHaveLength(0);
    });

    it('then the server saying 401 (an expired session) also asks to sign in', async () => {
      signIn();
      stubApi({ [GET]: { status: 401, body: { message: 'Please sign in' } } });
      renderAt();
      expect(await screen.findByRole('link', { name: 'Sign in as a patient' })).toBeTruthy();
    });
  });

  it('when the appointment is unknown or another patient’s (404), then Appointment not found links onwards', async () => {
    signIn();
    stubApi({ [GET]: { status: 404, body: { message: 'Appointment not found' } } });
    renderAt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Appointment not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a doctor' }).getAttribute('href')).toBe('/doctors/search');
    expect(screen.getByRole('link', { name: 'Go to my profile' }).getAttribute('href')).toBe('/patient/profile');
  });

  it('when the id is not an appointment number, then it is not found without asking the server', () => {
    signIn();
    const api = stubApi({});
    renderAt('', '<b>x</b>');
    expect(screen.getByRole('heading', { level: 1, name: 'Appointment not found' })).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  describe('when the slot is held and unpaid', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
      vi.setSystemTime(Date.parse('2026-11-23T12:01:00Z'));
      signIn();
    });

    it('then it shows the appointment, the hold countdown, and Pay goes to the gateway with the chosen method', async () => {
      const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
      const api = stubApi({
        [GET]: appointmentReply(heldAppointment),
        [START]: {
          status: 201,
          body: {
            message: 'Payment started',
            data: {
              payment: payment(PaymentStatus.STARTED, null),
              gateway_url: '/__gateway/pay?payment_id=PAY-000031',
            },
          },
        },
      });
      const { user } = renderAt();
      expect(screen.getByLabelText('Loading your appointment')).toBeTruthy();

      expect(await screen.findByText('Dr. Imran Qureshi')).toBeTruthy();
      expect(screen.getByText('Cardiologist, General Physician')).toBeTruthy();
      expect(screen.getByText('Tuesday, 24 November 2026 at 06:20 PM, Pakistan time')).toBeTruthy();
      expect(screen.getByText('Online video consultation')).toBeTruthy();
      expect(screen.getByText('Rs. 2,000')).toBeTruthy();
      expect(screen.getByRole('timer').textContent).toBe('Slot held for 09:00');
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByRole('timer').textContent).toBe('Slot held for 08:59');

      // Pay waits for a method and says why; the refund rule is the contract's (any time before the start).
      const pay = screen.getByRole('button', { name: 'Pay Rs. 2,000' }) as HTMLButtonElement;
      expect(pay.disabled).toBe(true);
      expect(document.getElementById(pay.getAttribute('aria-describedby')!)?.textContent).toBe(
        'Choose a payment method above to pay.',
      );
      expect(
        screen.getByText(
          `Free cancellation: cancel any time before the appointment starts for a full refund. Change the time up to ${RESCHEDULE_NOTICE_HOURS} hours before, at most ${MAX_RESCHEDULES} times.`,
          { exact: false },
        ),
      ).toBeTruthy();
      expect(screen.getByText(/PMDC verified/)).toBeTruthy();
      expect(api.callsTo(START)).toHaveLength(0);

      expect(screen.getByRole('radiogroup', { name: 'Payment method' })).toBeTruthy();
      await user.click(screen.getByRole('radio', { name: /Easypaisa/ }));
      expect(screen.getByRole('radio', { name: /Easypaisa/ }).getAttribute('aria-checked')).toBe('true');
      await user.click(screen.getByRole('button', { name: 'Pay Rs. 2,000' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/__gateway/pay?payment_id=PAY-000031'));
      expect(api.callsTo(START)[0].body).toEqual({ appointment_id: 5012, method: 'easypaisa' });
    });

    it('then a 409 from starting the payment shows its message and reloads the appointment', async () => {
      const api = stubApi({
        [GET]: appointmentReply(heldAppointment),
        [START]: { status: 409, body: { message: 'Hold over (server words)', code: 'hold_ended' } },
      });
      const { user } = renderAt();
      await user.click(await screen.findByRole('radio', { name: /JazzCash/ }));
      await user.click(screen.getByRole('button', { name: 'Pay Rs. 2,000' }));
      expect(await screen.findByText('The 10-minute hold on this time has ended. Please book again.')).toBeTruthy();
      await vi.waitFor(() => expect(api.callsTo(GET)).toHaveLength(2), WAIT);
    });

    it('then a failed start is announced in the error colour and takes the focus', async () => {
      stubApi({
        [GET]: appointmentReply(heldAppointment),
        [START]: { status: 502, body: { message: 'Internal server error', code: 'internal_error' } },
      });
      const { user } = renderAt();
      await user.click(await screen.findByRole('radio', { name: /JazzCash/ }));
      await user.click(screen.getByRole('button', { name: 'Pay Rs. 2,000' }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('Something went wrong on our side. Please try again.');
      await vi.waitFor(() => expect(alert.parentElement?.contains(document.activeElement)).toBe(true), WAIT);
    });

    it('then at 0 the hold shows as ended at once, in focus, the server is asked again, and the free times are a link away', async () => {
      let expired = false;
      const api = stubApi({
        [GET]: () =>
          appointmentReply(
            expired
              ? { ...heldAppointment, status: AppointmentStatus.expired, hold_expires_at: null, hold_seconds_left: 0 }
              : { ...heldAppointment, hold_seconds_left: 2 },
          ),
      });
      renderAt();
      expect((await screen.findByRole('timer')).textContent).toBe('Slot held for 00:02');
      expired = true;
      act(() => vi.advanceTimersByTime(2000));
      expect(screen.getByText('The hold on this slot has ended')).toBeTruthy();
      expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
      // vi.waitFor: testing-library's waitFor polls with the faked setInterval here.
      await vi.waitFor(() => expect(api.callsTo(GET)).toHaveLength(2), WAIT);
      expect(document.activeElement?.textContent).toContain('The hold on this slot has ended');
      await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Book 06:20 PM again' })).toBeTruthy(), WAIT);
      expect(screen.getByRole('link', { name: 'See the free times' }).getAttribute('href')).toBe(
        '/doctors/12345-P?mode=online&date=2026-11-24',
      );
    });

    it('then Book again holds the same time in one tap and goes to its checkout', async () => {
      const lapsed = {
        ...heldAppointment,
        status: AppointmentStatus.expired,
        hold_expires_at: null,
        hold_seconds_left: 0,
      };
      const api = stubApi({
        [GET]: (call) => appointmentReply(call.query.get('id') === '5012' ? lapsed : { ...heldAppointment, id: 5099 }),
        [BOOK]: { status: 201, body: { message: 'Held', data: { appointment: { ...heldAppointment, id: 5099 } } } },
      });
      const { user } = renderAt();
      await user.click(await screen.findByRole('button', { name: 'Book 06:20 PM again' }));
      await waitFor(() =>
        expect(api.callsTo(BOOK)[0]?.body).toEqual({
          pmdc: '12345-P',
          date: '2026-11-24',
          time: '18:20:00',
          mode: 'online',
        }),
      );
    });

    it('then when the time was taken meanwhile, Book again says so, in focus, once, and leads to the free times', async () => {
      const lapsed = {
        ...heldAppointment,
        status: AppointmentStatus.expired,
        hold_expires_at: null,
        hold_seconds_left: 0,
      };
      stubApi({
        [GET]: appointmentReply(lapsed),
        [BOOK]: { status: 409, body: { message: 'This time was just booked by someone else.', code: 'slot_taken' } },
      });
      const { user } = renderAt();
      await user.click(await screen.findByRole('button', { name: 'Book 06:20 PM again' }));
      expect(await screen.findByText('That time has been taken')).toBeTruthy();
      expect(screen.getAllByText(/was booked by another patient meanwhile/)).toHaveLength(1);
      await waitFor(() => expect(document.activeElement?.textContent).toContain('That time has been taken'));
      expect(screen.queryByRole('button', { name: 'Book 06:20 PM again' })).toBeNull();
      expect(screen.getByRole('link', { name: 'See the free times' })).toBeTruthy();
    });

    it('then after a declined payment it says why in plain words, what to do next, the code in small print, and lets the payer retry', async () => {
      const api = stubApi({
        [GET]: appointmentReply({
          ...heldAppointment,
          payment_status: PaymentStatus.FAILURE,
          hold_seconds_left: 300,
          payment: payment(PaymentStatus.FAILURE, '999', PaymentMethod.card),
        }),
        [START]: { status: 409, body: { message: 'Not now' } },
      });
      const { user } = renderAt('?code=999');
      expect(await screen.findByText('Payment failed')).toBeTruthy();
      expect(await screen.findByText('Your bank or wallet declined the payment.')).toBeTruthy();
      expect(screen.getByText(/Try another payment method, or contact your bank/)).toBeTruthy();
      expect(screen.getByText('Payment page code: 999')).toBeTruthy();
      expect(screen.getByRole('radio', { name: /Debit\/Credit card/ }).getAttribute('aria-checked')).toBe('true');
      await user.click(screen.getByRole('button', { name: 'Pay Rs. 2,000' }));
      await waitFor(() => expect(api.callsTo(START)[0]?.body).toEqual({ appointment_id: 5012, method: 'card' }));
    });
  });

  it('when the payment completed, then it is confirmed and an online patient learns where the doctor calls', async () => {
    signIn();
    let answer: (value: ReturnType<typeof appointmentReply>) => void = () => undefined;
    const api = stubApi({ [GET]: () => new Promise((resolve) => (answer = resolve)) });
    renderAt('?code=000&reference=PAY-000031');
    // Only a neutral word while the server's answer is on its way: the URL's code is anyone's to type.
    expect(screen.getByText('Checking your payment…')).toBeTruthy();
    expect(sayingPaid()).toEqual([]);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    answer(appointmentReply(paidAppointment));

    expect(await screen.findByText('Payment received — your appointment is confirmed')).toBeTruthy();
    expect(screen.queryByText('Checking your payment…')).toBeNull();
    expect(screen.queryByText('We could not confirm this payment yet')).toBeNull();
    expect(screen.getByText(/Your doctor will call you on the SehatLink website at the booked time/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'your appointments page' }).getAttribute('href')).toBe('/patient/profile');
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Appointment confirmed' })).toBeTruthy();
  });

  describe('when the URL says 000 but the server has no result for that payment (issue 21, F15)', () => {
    beforeEach(() => signIn());

    it.each([
      ['the appointment is unpaid, its payment still started', '?code=000', payment(PaymentStatus.STARTED, null)],
      ['the reference is not this appointment’s payment', '?code=000&reference=PAY-999999', null],
    ])(
      'when %s, then it never says completed, says it could not confirm, and offers Pay',
      async (_, query, started) => {
        let answer: (value: ReturnType<typeof appointmentReply>) => void = () => undefined;
        const api = stubApi({ [GET]: () => new Promise((resolve) => (answer = resolve)) });
        renderAt(query);
        expect(screen.getByText('Checking your payment…')).toBeTruthy();
        expect(sayingPaid()).toEqual([]);
        await waitFor(() => expect(api.calls).toHaveLength(1));
        answer(appointmentReply({ ...heldAppointment, payment: started }));
        expect(await screen.findByText('We could not confirm this payment yet')).toBeTruthy();
        expect(screen.getByText('Complete your payment')).toBeTruthy();
        expect(screen.getByRole('button', { name: 'Pay Rs. 2,000' })).toBeTruthy();
        expect(sayingPaid()).toEqual([]);
      },
    );
  });

  it('when the server says pending, then it waits for JazzCash, checks again on request and every 15 s', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    signIn();
    const pending = {
      ...heldAppointment,
      payment_status: PaymentStatus.PENDING,
      payment: payment(PaymentStatus.PENDING, '124'),
    };
    let reply = appointmentReply(pending);
    const api = stubApi({ [GET]: () => reply });
    const { user } = renderAt('?code=124');
    expect(await screen.findByText(/We are waiting for JazzCash to confirm your payment/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await vi.waitFor(() => expect(api.callsTo(GET)).toHaveLength(2), WAIT);

    reply = appointmentReply(paidAppointment);
    act(() => vi.advanceTimersByTime(15_000));
    expect(await screen.findByText('Payment received — your appointment is confirmed')).toBeTruthy();
    expect(api.callsTo(GET)).toHaveLength(3);
  });

  it('when the appointment was cancelled after paying, then the refund state shows', async () => {
    signIn();
    stubApi({
      [GET]: appointmentReply({
        ...paidAppointment,
        status: AppointmentStatus.cancelled,
        refund_status: RefundStatus.pending,
      }),
    });
    renderAt();
    expect(await screen.findByText('This appointment was cancelled')).toBeTruthy();
    expect(screen.getByText(/Refund in progress/)).toBeTruthy();
  });
});
