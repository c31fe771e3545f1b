import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { heldAppointment } from '@/test/appointment-fixtures';
import { reply } from '@/test/api-stand-in';
import { screen } from '@/test/render';
import { NOW } from '../test/fixtures';
import { BOOK, location, renderProfile, signInAs, stubDoctor } from '../test/profile-harness';

// The free follow-up on the profile (?follow_up=): online only, Rs. 0, booked with follow_up_of and
// confirmed at once (checkout shows it confirmed: no payment step); a second one's 409 in words.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const followUpBooked = reply(BOOK, {
  status: 201,
  body: {
    message: 'Free follow-up booked: confirmed, nothing to pay',
    data: {
      appointment: {
        ...heldAppointment,
        id: 5020,
        status: 'confirmed',
        fee: 0,
        payment_status: 0,
        hold_expires_at: null,
        hold_seconds_left: 0,
        follow_up_of: 5012,
      },
    },
  },
});

describe('booking the free follow-up', () => {
  it('when the profile is opened for a follow-up, then only online times show at Rs. 0 and Book sends follow_up_of', async () => {
    signInAs('patient');
    const api = stubDoctor({ [BOOK]: followUpBooked });
    const { user } = renderProfile('/doctors/12345-P?mode=online&follow_up=5012');
    expect(await screen.findByRole('heading', { name: 'Booking your free follow-up' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /In-clinic|Clinic/i })).toBeNull();
    await user.click(await screen.findByRole('button', { name: '06:20 PM' }));
    const bar = screen.getByRole('region', { name: 'Your choice' });
    expect(bar.textContent).toContain('06:20 PM · Rs. 0 · Free follow-up');
    expect(screen.getByText('Free follow-up: confirmed at once, nothing to pay.')).toBeTruthy();
    // The choice keeps the follow-up in the URL (a reload or signing in books the same follow-up).
    expect(location()).toContain('follow_up=5012');
    await user.click(screen.getAllByRole('button', { name: 'Book' })[0]);
    expect(await screen.findByText('Checkout page')).toBeTruthy();
    expect(location()).toBe('/appointment/payment/checkout/5020');
    expect(api.callsTo(BOOK)[0].body).toMatchObject({ pmdc: '12345-P', mode: 'online', follow_up_of: 5012 });
  });

  it('when the follow-up is already booked, then the refusal says so in a whole sentence', async () => {
    signInAs('patient');
    stubDoctor({
      [BOOK]: {
        status: 409,
        body: {
          message: 'You have already booked the free follow-up of this visit. Each visit includes one free follow-up.',
          code: 'follow_up_used',
        },
      },
    });
    const { user } = renderProfile('/doctors/12345-P?mode=online&follow_up=5012');
    await user.click(await screen.findByRole('button', { name: '06:20 PM' }));
    await user.click(screen.getAllByRole('button', { name: 'Book' })[0]);
    expect(
      await screen.findByText(
        'You have already booked the free follow-up of this visit. Each visit includes one free follow-up.',
      ),
    ).toBeTruthy();
  });
});
