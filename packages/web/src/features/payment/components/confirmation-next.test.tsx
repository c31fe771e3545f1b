import { AppointmentStatus, RefundStatus } from '@ehp/api-types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { appointmentReply, paidAppointment } from '@/test/appointment-fixtures';
import { stubApi } from '@/test/api-stand-in';
import { render } from '@/test/fast-render';
import { screen, within } from '@/test/render';
import { CheckoutPage } from './checkout-page';

const GET = 'GET /api/appointments/get';
const CANCEL = 'POST /api/appointments/cancel';

afterEach(() => vi.unstubAllGlobals());

const renderPaid = () => {
  saveSession({ name: 'Ali Hassan', role: 'patient', user_id: '1001' });
  return render(<CheckoutPage idParam="5012" />, { route: '/appointment/payment/checkout/5012?code=000' });
};

describe('the confirmation after paying', () => {
  it('when an online appointment is paid, then the page says what happens next, the receipt and offers the .ics in Pakistan time', async () => {
    stubApi({ [GET]: appointmentReply(paidAppointment) });
    renderPaid();
    expect(await screen.findByRole('heading', { level: 1, name: 'Appointment confirmed' })).toBeTruthy();
    const next = screen.getByRole('region', { name: 'What happens next' });
    expect(next.textContent).toContain('allow the camera and microphone');
    expect(next.textContent).toContain('Your doctor calls you at 06:20 PM (Pakistan time)');
    expect(next.textContent).toMatch(/Receipt: Rs\. 2,000 paid by \w+, reference PAY-\d+\./);
    // The file is made after hydration (an effect), so it comes a moment after the page.
    const file = await within(next).findByRole('link', { name: 'Add to calendar (.ics)' });
    expect(file.getAttribute('download')).toBe('sehatlink-appointment-5012.ics');
    const ics = decodeURIComponent(file.getAttribute('href')!.replace('data:text/calendar;charset=utf-8,', ''));
    // 18:20 in Pakistan (UTC+5) is 13:20 UTC.
    expect(ics).toContain('DTSTART:20261124T132000Z');
    expect(ics.replace(/\r\n /g, '')).toContain('SUMMARY:Online consultation with Dr. Imran Qureshi');
    expect(within(next).getByRole('link', { name: 'Go to my appointments' }).getAttribute('href')).toBe(
      '/patient/profile',
    );
  });

  it('when the patient cancels from the confirmation, then it asks once, cancels and shows the refund', async () => {
    let cancelled = false;
    const api = stubApi({
      [GET]: () =>
        appointmentReply(
          cancelled
            ? { ...paidAppointment, status: AppointmentStatus.cancelled, refund_status: RefundStatus.pending }
            : paidAppointment,
        ),
      [CANCEL]: () => {
        cancelled = true;
        return { body: { message: 'Appointment cancelled', data: { appointment: paidAppointment } } };
      },
    });
    const { user } = renderPaid();
    await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
    const ask = screen.getByRole('group', { name: 'Cancel this appointment?' });
    expect(ask.textContent).toContain('Your payment of Rs. 2,000 is refunded in full');
    await user.click(within(ask).getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('This appointment was cancelled')).toBeTruthy();
    expect(api.callsTo(CANCEL)[0].body).toEqual({ appointment_id: 5012 });
  });
});
