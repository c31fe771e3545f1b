// Renders the doctor profile inside the routes it links to, with the API stubbed as the contract says.
import { Route, Routes, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { heldAppointment } from '@/test/appointment-fixtures';
import { reply, stubApi, type StubbedCall, type StubRoutes } from '@/test/api-stand-in';
import { render } from '@/test/fast-render';
import { screen } from '@/test/render';
import { DoctorProfilePage } from '../components/doctor-profile-page';
import { imranProfile, LocationProbe, profileReply, review, reviewsReply, slotsReply } from './fixtures';

export const PROFILE = 'GET /api/doctors/profile';
export const REVIEWS = 'GET /api/doctors/reviews';
export const SLOTS = 'GET /api/doctors/slots';
export const BOOK = 'POST /api/appointments/book';

const onlineSlots = (call: StubbedCall) =>
  slotsReply(call.query.get('date')!, [
    { time: '18:00:00', available: false },
    { time: '18:20:00', available: true },
    { time: '18:40:00', available: true },
  ]);

export const booked = reply(BOOK, {
  status: 201,
  body: { message: 'Slot held for 10 minutes: pay to confirm', data: { appointment: heldAppointment } },
});

export function stubDoctor(extra: StubRoutes = {}) {
  return stubApi({
    [PROFILE]: (call) =>
      call.query.get('pmdc') === '12345-P'
        ? profileReply(imranProfile)
        : { status: 404, body: { message: 'Doctor not found' } },
    [REVIEWS]: (call) =>
      call.query.get('page') === '1'
        ? reviewsReply([review(1, 'Saima B.', 5, 'Listened patiently.')], 1)
        : reviewsReply([review(6, 'Omar K.', 4, 'On time.')], 2),
    [SLOTS]: onlineSlots,
    ...extra,
  });
}

function ProfileRoute() {
  const { pmdc } = useParams();
  return <DoctorProfilePage pmdcParam={pmdc} />;
}

export function renderProfile(route = '/doctors/12345-P?mode=online') {
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

export const location = () => screen.getByTestId('location').textContent ?? '';
export const pressed = (name: string | RegExp) => screen.getByRole('button', { name }).getAttribute('aria-pressed');
export const signInAs = (role: string) =>
  window.localStorage.setItem(
    'authToken',
    JSON.stringify({ verified: true, name: 'Ali Hassan', role, user_id: '1001', pmdc: '23456-D' }),
  );
