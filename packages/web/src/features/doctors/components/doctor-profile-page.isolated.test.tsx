import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@/test/render';
import { imranProfile, NOW } from '../test/fixtures';
import { PROFILE, renderProfile, stubDoctor } from '../test/profile-harness';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('DoctorProfilePage', () => {
  it('when the doctor does not exist (404), then Doctor not found links back to search', async () => {
    stubDoctor();
    const { user } = renderProfile('/doctors/99999-P');
    expect(await screen.findByRole('heading', { level: 1, name: 'Doctor not found' })).toBeTruthy();
    expect(document.title).toBe('Doctor not found | SehatLink');
    await user.click(screen.getByRole('link', { name: 'Search for a doctor' }));
    expect(screen.getByText('Search page')).toBeTruthy();
  });

  it('when the pmdc cannot be one, then Doctor not found shows without asking the server', () => {
    const api = stubDoctor();
    renderProfile('/doctors/not-a-doctor');
    expect(screen.getByRole('heading', { level: 1, name: 'Doctor not found' })).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('when the profile loads, then the facts, locations with map links, schedule and reviews show', async () => {
    stubDoctor();
    const { user } = renderProfile();
    expect(screen.getByLabelText("Loading the doctor's profile")).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dr. Imran Qureshi' })).toBeTruthy();
    expect(document.title).toBe('Dr. Imran Qureshi | SehatLink');
    expect(screen.getByText('14 years of experience')).toBeTruthy();
    expect(screen.getByText('Video consultation:').textContent).toBe('Video consultation: Rs. 2,000');
    expect(screen.getByText('Clinic visit:').textContent).toBe('Clinic visit: Rs. 2,500');
    expect(screen.getByText('Speaks Urdu, English')).toBeTruthy();
    expect(screen.getByText('Available tomorrow')).toBeTruthy();
    expect(screen.getByText('Consultant cardiologist with fourteen years of practice in Lahore.')).toBeTruthy();

    const map = screen.getByRole('link', { name: /View on map: Shifa Heart Clinic, Gulberg/ });
    expect(map.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=31.5204,74.3587');

    const schedule = screen.getByRole('region', { name: 'Weekly schedule' });
    expect(within(schedule).getByText('Monday, Wednesday, Friday: 06:00 PM – 07:00 PM')).toBeTruthy();
    expect(
      within(schedule).getByText('Monday, Tuesday, Wednesday, Thursday, Saturday: 10:00 AM – 02:00 PM'),
    ).toBeTruthy();
    expect(within(schedule).getByText('All times are Pakistan time (PKT).')).toBeTruthy();

    const reviews = await screen.findByRole('region', { name: 'Patient reviews (6)' });
    expect(await within(reviews).findByText('Listened patiently.')).toBeTruthy();
    expect(within(reviews).getByText('5 out of 5')).toBeTruthy();
    expect(within(reviews).getAllByText(/^\d{1,2} [A-Z][a-z]{2} 20\d\d$/).length).toBeGreaterThan(0);
    await user.click(within(reviews).getByRole('button', { name: 'Show more reviews' }));
    expect(await within(reviews).findByText('On time.')).toBeTruthy();
    expect(within(reviews).getByText('Listened patiently.')).toBeTruthy();
    expect(within(reviews).queryByRole('button', { name: 'Show more reviews' })).toBeNull();
  });

  it("when the server's clock is a day ahead of this device, then availability counts from the server's today", async () => {
    // This device says 22 November; the server (its QA clock moved on) says 23 November, the doctor's next free day.
    stubDoctor({
      [PROFILE]: { body: { message: 'OK', data: { doctor: imranProfile, today: '2026-11-23' } } },
    });
    renderProfile();
    expect(await screen.findByText('Available today')).toBeTruthy();
    expect(screen.queryByText('Available tomorrow')).toBeNull();
  });
});
