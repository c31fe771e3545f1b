import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@/test/render';
import { NOW, slotsReply } from '../test/fixtures';
import { BOOK, booked, location, pressed, renderProfile, signInAs, SLOTS, stubDoctor } from '../test/profile-harness';
import { WAIT } from '@/test/wait';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SlotPicker and booking', () => {
  it('when the slot picker opens, then the next available date is picked first and days without sittings are disabled', async () => {
    const api = stubDoctor();
    renderProfile();
    await screen.findByRole('heading', { level: 2, name: 'Book an appointment' });
    expect((screen.getByRole('radio', { name: /Online video consultation/ }) as HTMLInputElement).checked).toBe(true);
    expect(pressed(/^Mon 23 Nov/)).toBe('true');
    expect((screen.getByRole('button', { name: /^Tue 24 Nov/ }) as HTMLButtonElement).disabled).toBe(true);
    await screen.findByRole('button', { name: '06:20 PM' });
    expect(Object.fromEntries(api.callsTo(SLOTS)[0].query)).toEqual({
      pmdc: '12345-P',
      date: '2026-11-23',
      mode: 'online',
    });
  });

  it('when times load, then they are 12-hour buttons, taken ones disabled and labelled, in Pakistan time', async () => {
    stubDoctor();
    const { user } = renderProfile();
    // Grouped by part of the day; a collapsed group starts at its first free time, "more" shows the rest.
    const evening = await screen.findByRole('group', { name: /^Evening \(2 free\)/ });
    expect(screen.queryByRole('button', { name: '06:00 PM (taken)' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show 1 more' }));
    const taken = screen.getByRole('button', { name: '06:00 PM (taken)' });
    expect(evening.contains(taken)).toBe(true);
    expect((taken as HTMLButtonElement).disabled).toBe(true);
    expect(pressed('06:20 PM')).toBe('false');
    expect(screen.getByText('Times are in Pakistan time (PKT).')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '06:20 PM' }));
    expect(pressed('06:20 PM')).toBe('true');
    expect(location()).toBe('/doctors/12345-P?mode=online&date=2026-11-23&time=18%3A20%3A00');
    expect(screen.getByText('Online video consultation, Monday 23 November at 06:20 PM · Rs. 2,000')).toBeTruthy();
  });

  it('when some of the day is past by the server, then those times are not offered at all, not even as taken', async () => {
    stubDoctor({
      [SLOTS]: slotsReply('2026-11-23', [
        { time: '10:00:00', available: false, past: true },
        { time: '10:20:00', available: false, past: true },
        { time: '18:00:00', available: false, past: false },
        { time: '18:20:00', available: true, past: false },
      ]),
    });
    const { user } = renderProfile();
    await screen.findByRole('group', { name: /^Evening \(1 free\)/ });
    await user.click(screen.getByRole('button', { name: 'Show 1 more' }));
    expect(screen.getByRole('button', { name: '06:00 PM (taken)' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: /^Morning/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /10:00 AM|10:20 AM/ })).toBeNull();
  });

  it('when another place and date are chosen, then the slots follow and the time is cleared', async () => {
    const api = stubDoctor();
    const { user } = renderProfile('/doctors/12345-P?mode=online&date=2026-11-23&time=18:20:00');
    await screen.findByRole('button', { name: '06:20 PM' });
    await user.click(screen.getByRole('radio', { name: /Shifa Heart Clinic, Gulberg/ }));
    expect(location()).toBe('/doctors/12345-P?mode=clinic&location_id=501');
    expect(pressed(/^Mon 23 Nov/)).toBe('true');
    await user.click(screen.getByRole('button', { name: /^Tue 24 Nov/ }));
    await vi.waitFor(
      () =>
        expect(Object.fromEntries(api.callsTo(SLOTS).at(-1)!.query)).toEqual({
          pmdc: '12345-P',
          date: '2026-11-24',
          mode: 'clinic',
          location_id: '501',
        }),
      WAIT,
    );
  });

  it('when a signed-out visitor books, then they go to sign-in with the way back to this doctor and slot', async () => {
    const api = stubDoctor();
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: '06:40 PM' }));
    expect(screen.getByText('You will sign in with your mobile number first. Your choice is kept.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    expect(screen.getByText('Sign-in page')).toBeTruthy();
    const url = new URL(location(), 'https://x.test');
    expect(url.pathname).toBe('/patient/login');
    // Back from sign-in the profile books at once (book=1) and goes on to checkout.
    expect(url.searchParams.get('next')).toBe('/doctors/12345-P?mode=online&date=2026-11-23&time=18%3A40%3A00&book=1');
    expect(api.callsTo(BOOK)).toHaveLength(0);
  });

  it('when the patient comes back from sign-in, then the same slot is selected and can be booked', async () => {
    signInAs('patient');
    stubDoctor({ [BOOK]: booked });
    renderProfile('/doctors/12345-P?mode=online&date=2026-11-25&time=18%3A40%3A00');
    expect(await screen.findByRole('button', { name: '06:40 PM' })).toBeTruthy();
    expect(pressed('06:40 PM')).toBe('true');
    expect(pressed(/^Wed 25 Nov/)).toBe('true');
    expect((screen.getByRole('button', { name: 'Book appointment' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('when a signed-in patient books, then the slot is booked and checkout opens', async () => {
    signInAs('patient');
    const api = stubDoctor({ [BOOK]: booked });
    const { user } = renderProfile('/doctors/12345-P?mode=clinic&location_id=501');
    await user.click(await screen.findByRole('button', { name: '06:20 PM' }));
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    expect(await screen.findByText('Checkout page')).toBeTruthy();
    expect(location()).toBe('/appointment/payment/checkout/5012');
    expect(api.callsTo(BOOK)[0].body).toEqual({
      pmdc: '12345-P',
      date: '2026-11-23',
      time: '18:20:00',
      mode: 'clinic',
      location_id: 501,
    });
  });

  it('when the slot was just taken (409), then the message shows, slots are fetched again and place and date stay', async () => {
    signInAs('patient');
    let taken = false;
    const api = stubDoctor({
      [SLOTS]: (call) =>
        slotsReply(call.query.get('date')!, [
          { time: '18:20:00', available: !taken },
          { time: '18:40:00', available: true },
        ]),
      [BOOK]: () => {
        taken = true;
        return {
          status: 409,
          body: { message: 'Slot taken (server words)', code: 'slot_taken' },
        };
      },
    });
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: '06:20 PM' }));
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));

    expect(
      await screen.findByText('This time was just booked by someone else. Please choose another time.'),
    ).toBeTruthy();
    await vi.waitFor(() => expect(api.callsTo(SLOTS)).toHaveLength(2), WAIT);
    await user.click(await screen.findByRole('button', { name: 'Show 1 more' }));
    expect(await screen.findByRole('button', { name: '06:20 PM (taken)' })).toBeTruthy();
    await vi.waitFor(() => expect(location()).toBe('/doctors/12345-P?mode=online&date=2026-11-23'), WAIT);
    expect(pressed(/^Mon 23 Nov/)).toBe('true');
    expect((screen.getByRole('button', { name: 'Book appointment' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByText('Checkout page')).toBeNull();
  });

  it('when a time from the link is no longer free, then the patient is told to choose another', async () => {
    signInAs('patient');
    stubDoctor();
    renderProfile('/doctors/12345-P?mode=online&date=2026-11-23&time=18%3A00%3A00');
    expect(await screen.findByText('That time is no longer free')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Book appointment' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('when someone other than a patient is signed in, then they are told only patients can book', async () => {
    signInAs('doctor');
    const api = stubDoctor();
    renderProfile();
    expect(await screen.findByText('Only patients can book appointments')).toBeTruthy();
    expect(screen.getByText(/You are signed in as a doctor/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Book appointment' })).toBeNull();
    expect(api.callsTo(BOOK)).toHaveLength(0);
  });
});
