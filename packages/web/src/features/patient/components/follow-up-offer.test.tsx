import { AppointmentStatus, PaymentStatus } from '@ehp/api-types';
import { describe, expect, it } from 'vitest';
import type { Appointment } from '@/lib/appointments';
import { paidAppointment } from '@/test/appointment-fixtures';
import { render } from '@/test/fast-render';
import { screen } from '@/test/render';
import { AppointmentCard } from './appointment-card';

const completed: Appointment = {
  ...paidAppointment,
  status: AppointmentStatus.completed,
  free_follow_up_until: '2026-12-01T13:40:00.000Z',
  follow_up_of: null,
};
const NOW = Date.parse('2026-11-25T10:00:00Z');

describe('the free follow-up on a completed visit', () => {
  it('when the visit offers one, then it says until when (Pakistan time) and Book opens the profile in follow-up mode', () => {
    render(<AppointmentCard appointment={completed} now={NOW} onCancel={() => undefined} />);
    expect(screen.getByText('Free follow-up until Tuesday, 1 December 2026 at 06:40 PM, Pakistan time')).toBeTruthy();
    const book = screen.getByRole('link', { name: 'Book the free follow-up with Dr. Imran Qureshi' });
    expect(book.getAttribute('href')).toBe('/doctors/12345-P?mode=online&follow_up=5012');
  });

  it('when none is offered (used, off, over), then nothing is shown', () => {
    render(
      <AppointmentCard
        appointment={{ ...completed, free_follow_up_until: null }}
        now={NOW}
        onCancel={() => undefined}
      />,
    );
    expect(screen.queryByText(/Free follow-up until/)).toBeNull();
    expect(screen.queryByRole('link', { name: /free follow-up/ })).toBeNull();
  });

  it('when the appointment is itself the free follow-up, then its fee reads Rs. 0 · Free follow-up', () => {
    const followUp: Appointment = {
      ...paidAppointment,
      id: 5020,
      fee: 0,
      payment_status: PaymentStatus.SUCCESS,
      follow_up_of: 5012,
      free_follow_up_until: null,
    };
    render(<AppointmentCard appointment={followUp} now={NOW} onCancel={() => undefined} />);
    expect(screen.getByText('Rs. 0 · Free follow-up')).toBeTruthy();
  });
});
