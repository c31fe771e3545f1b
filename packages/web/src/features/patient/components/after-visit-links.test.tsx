import { AppointmentStatus } from '@ehp/api-types';
import { describe, expect, it } from 'vitest';
import type { Appointment } from '@/lib/appointments';
import { paidAppointment } from '@/test/appointment-fixtures';
import { render } from '@/test/fast-render';
import { screen } from '@/test/render';
import { AppointmentCard } from './appointment-card';

const NOW = Date.parse('2026-11-25T10:00:00Z');
const visit = (after: Appointment['after_visit'], status = AppointmentStatus.completed): Appointment => ({
  ...paidAppointment,
  status,
  free_follow_up_until: null,
  after_visit: after,
});
const card = (appointment: Appointment) =>
  render(<AppointmentCard appointment={appointment} now={NOW} onCancel={() => undefined} />);

describe('My appointments after a visit', () => {
  it('when the advice is written and the visit not rated, then both links open the after-visit part of the appointment page', () => {
    card(visit({ visited: true, advice_ready: true, rated: false }));
    expect(screen.getByText('Your advice and prescription from Dr. Imran Qureshi are ready.')).toBeTruthy();
    const read = screen.getByRole('link', { name: 'Read the advice and prescription from Dr. Imran Qureshi' });
    const rate = screen.getByRole('link', { name: 'Rate your visit with Dr. Imran Qureshi' });
    expect(read.getAttribute('href')).toBe('/appointment/payment/checkout/5012#after-visit');
    expect(rate.getAttribute('href')).toBe('/appointment/payment/checkout/5012#after-visit');
  });

  it('when the visit is rated and no advice is written yet, then nothing is offered', () => {
    card(visit({ visited: true, advice_ready: false, rated: true }));
    expect(screen.queryByTestId('after-visit-links')).toBeNull();
  });

  it('when the visit is rated, then only the advice stays; when it has not happened, or a server says nothing, nothing shows', () => {
    const { unmount } = card(visit({ visited: true, advice_ready: true, rated: true }));
    expect(screen.getByRole('link', { name: /Read the advice/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Rate your visit/ })).toBeNull();
    unmount();
    const before = card(visit({ visited: false, advice_ready: false, rated: false }, AppointmentStatus.confirmed));
    expect(screen.queryByTestId('after-visit-links')).toBeNull();
    before.unmount();
    card(visit(undefined));
    expect(screen.queryByTestId('after-visit-links')).toBeNull();
  });
});
