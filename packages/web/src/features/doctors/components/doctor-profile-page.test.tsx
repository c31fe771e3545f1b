import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { stubApi, type StubbedCall } from '@/test/api-stub';
import { render } from '@/test/fast-render';
import { screen, within } from '@/test/render';
import { imranProfile, LocationProbe, NOW, ok, review, slotsReply } from '../test/fixtures';
import { DoctorProfilePage } from './doctor-profile-page';

const PROFILE = 'GET /api/doctors/profile';
const REVIEWS = 'GET /api/doctors/reviews';
const SLOTS = 'GET /api/doctors/slots';
const BOOK = 'POST /api/appointments/book';

const onlineSlots = (call: StubbedCall) =>
  slotsReply(call.query.get('date')!, [
    { time: '18:00:00', available: false },
    { time: '18:20:00', available: true },
    { time: '18:40:00', available: true },
  ]);

const booked = {
  status: 201,
  body: { message: 'Slot held for 10 minutes: pay to confirm', data: { appointment: { id: 5012 } } },
};

function stubDoctor(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    [PROFILE]: (call) =>
      call.query.get('pmdc') === '12345-P'
        ? ok({ doctor: imranProfile })
        : { status: 404, body: { message: 'Doctor not found' } },
    [REVIEWS]: (call) =>
      call.query.get('page') === '1'
        ? ok({ reviews: [review(1, 'Saima B.', 5, 'Listened patiently.')], total: 6, page: 1, page_size: 5 })
        : ok({ reviews: [review(6, 'Omar K.', 4, 'On time.')], total: 6, page: 2, page_size: 5 }),
    [SLOTS]: onlineSlots,
    ...extra,
  });
}

function ProfileRoute() {
  const { pmdc } = useParams();
  return <DoctorProfilePage pmdcParam={pmdc} />;
}

function renderProfile(route = '/doctors/12345-P?mode=online') {
  return render(
    <>
      <Routes>
        <Route path={paths.doctorsSearch} element={<p>Search page</p>} />
        <Route path={paths.doctorProfile} element={<ProfileRoute />} />
        <Route path={paths.login.patient} element={<p>Sign-in page</p>} />
        <Route path={paths.checkout} element={<p>Checkout page</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { route },
  );
}

const location = () => screen.getByTestId('location').textContent ?? '';
const pressed = (name: string | RegExp) => screen.getByRole('button', { name }).getAttribute('aria-pressed');
const signInAs = (role: string) =>
  window.localStorage.setItem(
    'authToken',
    JSON.stringify({ verified: true, name: 'Ali Hassan', role, user_id: '1001', pmdc: '23456-D' }),
  );

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('DoctorProfilePage', { timeout: 20_000 }, () => {
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
    await user.click(within(reviews).getByRole('button', { name: 'Show more reviews' }));
    expect(await within(reviews).findByText('On time.')).toBeTruthy();
    expect(within(reviews).getByText('Listened patiently.')).toBeTruthy();
    expect(within(reviews).queryByRole('button', { name: 'Show more reviews' })).toBeNull();
  });

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
    const taken = await screen.findByRole('button', { name: '06:00 PM (taken)' });
    expect((taken as HTMLButtonElement).disabled).toBe(true);
    expect(pressed('06:20 PM')).toBe('false');
    expect(screen.getByText('Times are in Pakistan time (PKT).')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '06:20 PM' }));
    expect(pressed('06:20 PM')).toBe('true');
    expect(location()).toBe('/doctors/12345-P?mode=online&date=2026-11-23&time=18%3A20%3A00');
    expect(screen.getByText('Online video consultation, Monday 23 November at 06:20 PM · Rs. 2,000')).toBeTruthy();
  });

  it('when another place and date are chosen, then the slots follow and the time is cleared', async () => {
    const api = stubDoctor();
    const { user } = renderProfile('/doctors/12345-P?mode=online&date=2026-11-23&time=18:20:00');
    await screen.findByRole('button', { name: '06:20 PM' });
    await user.click(screen.getByRole('radio', { name: /Shifa Heart Clinic, Gulberg/ }));
    expect(location()).toBe('/doctors/12345-P?mode=clinic&location_id=501');
    expect(pressed(/^Mon 23 Nov/)).toBe('true');
    await user.click(screen.getByRole('button', { name: /^Tue 24 Nov/ }));
    await vi.waitFor(() =>
      expect(Object.fromEntries(api.callsTo(SLOTS).at(-1)!.query)).toEqual({
        pmdc: '12345-P',
        date: '2026-11-24',
        mode: 'clinic',
        location_id: '501',
      }),
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
    expect(url.searchParams.get('next')).toBe('/doctors/12345-P?mode=online&date=2026-11-23&time=18%3A40%3A00');
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
          body: { message: 'This time was just booked by someone else. Please choose another slot.' },
        };
      },
    });
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: '06:20 PM' }));
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));

    expect(
      await screen.findByText('This time was just booked by someone else. Please choose another slot.'),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: '06:20 PM (taken)' })).toBeTruthy();
    expect(api.callsTo(SLOTS)).toHaveLength(2);
    await vi.waitFor(() => expect(location()).toBe('/doctors/12345-P?mode=online&date=2026-11-23'));
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
