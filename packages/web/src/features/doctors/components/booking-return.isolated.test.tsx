import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@/test/render';
import { NOW } from '../test/fixtures';
import { BOOK, booked, location, renderProfile, signInAs, stubDoctor } from '../test/profile-harness';

// Issue 24: the reason for the visit, the phone's sticky Book bar, and straight to checkout after
// signing in (no second Book press on the profile).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('booking with a reason, and back from sign-in', () => {
  it('when a time is chosen, then the sticky bar sums it up as date · time · fee with Book', async () => {
    stubDoctor();
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: '06:20 PM' }));
    const bar = screen.getByRole('region', { name: 'Your choice' });
    expect(bar.textContent).toContain('Mon 23 Nov · 06:20 PM · Rs. 2,000');
    // Each part is kept whole on its line (issue 34: "Rs." was split from "2,000" on a phone).
    const parts = [...bar.querySelectorAll('bdi > span')].map((part) => part.textContent);
    expect(parts).toEqual(['Mon 23 Nov', '06:20 PM', 'Rs. 2,000']);
    const classes = new Set([...bar.querySelectorAll('bdi > span')].map((part) => part.className));
    expect(classes.size).toBe(1);
    expect([...classes][0]).not.toBe('');
    expect(bar.querySelector('button')?.textContent).toBe('Book');
  });

  it('when a visitor types a reason and signs in, then the reason is kept and sent with the booking made at once', async () => {
    stubDoctor();
    const first = renderProfile();
    await first.user.click(await screen.findByRole('button', { name: '06:40 PM' }));
    await first.user.type(screen.getByLabelText('Reason for visit (optional)'), '  Chest pain ');
    expect(screen.getByText(/187 of 200 characters left/)).toBeTruthy();
    first.unmount();

    // Back from the sign-in page: the profile with the same choice and book=1.
    signInAs('patient');
    const api = stubDoctor({ [BOOK]: booked });
    renderProfile('/doctors/12345-P?mode=online&date=2026-11-23&time=18%3A40%3A00&book=1');
    expect(await screen.findByText('Checkout page')).toBeTruthy();
    expect(location()).toBe('/appointment/payment/checkout/5012');
    expect(api.callsTo(BOOK)).toHaveLength(1);
    expect(api.callsTo(BOOK)[0].body).toEqual({
      pmdc: '12345-P',
      date: '2026-11-23',
      time: '18:40:00',
      mode: 'online',
      reason: 'Chest pain',
    });
    // Booked: the note is not offered again for the next booking.
    expect(sessionStorage.getItem('visitReason:12345-P')).toBeNull();
  });

  it('when the URL asks to book but nobody is signed in, then nothing is booked', async () => {
    const api = stubDoctor({ [BOOK]: booked });
    renderProfile('/doctors/12345-P?mode=online&date=2026-11-23&time=18%3A40%3A00&book=1');
    await screen.findByRole('button', { name: '06:40 PM' });
    expect(api.callsTo(BOOK)).toHaveLength(0);
    expect(screen.queryByText('Checkout page')).toBeNull();
  });
});
