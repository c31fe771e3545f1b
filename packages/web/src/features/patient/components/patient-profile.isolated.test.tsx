import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { stubApi } from '@/test/api-stand-in';
import { render } from '@/test/fast-render';
import { fireEvent, screen } from '@/test/render';
import { PatientProfile } from './patient-profile';

vi.mock('@/lib/socket', () => ({
  subscribeSocket: (listener: (s: null) => void) => (listener(null), () => undefined),
}));

afterEach(() => vi.unstubAllGlobals());

const labs = {
  body: {
    message: 'OK',
    data: {
      data: {
        medical_test_labs_all: [
          { id: 1, lab_name: 'Chughtai Diagnostics', city: 'Lahore', branch_count: 3, home_sampling: true },
        ],
      },
    },
  },
};

describe('PatientProfile', () => {
  it('when nobody is signed in, then it invites the visitor to sign in as a patient', () => {
    render(<PatientProfile />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your patient profile' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in as a patient' }).getAttribute('href')).toBe('/patient/login');
  });

  it('when a doctor opens it, then it explains the page is for patients and links to their dashboard', () => {
    saveSession({ name: 'Dr. Imran Qureshi', role: 'doctor', user_id: '3001', pmdc: '12345-P' });
    render(<PatientProfile />);
    expect(screen.getByText(/You are signed in as a doctor/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my dashboard' }).getAttribute('href')).toBe(
      '/cms/dashboard/dashboard-doctor',
    );
  });

  it('when a patient is signed in, then name, photo with initial fallback, appointments, calls panel and labs show', async () => {
    stubApi({
      'GET /api/medical-test-labs/get': labs,
      'GET /api/appointments/list': { body: { message: 'OK', data: { appointments: [] } } },
    });
    saveSession({ name: 'ali Hassan', role: 'patient', user_id: '1001' });
    render(<PatientProfile />);

    expect(screen.getByRole('heading', { level: 1, name: 'ali Hassan' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const photo = screen.getByRole('img', { name: 'ali Hassan' });
    expect(photo.getAttribute('src')).toBe('/api/patient/image?id=1001');
    fireEvent.error(photo);
    expect(await screen.findByText('A')).toBeTruthy();

    expect(screen.getByRole('heading', { level: 2, name: 'My appointments' })).toBeTruthy();
    expect(await screen.findByText('You have not booked any appointments yet.')).toBeTruthy();
    expect(screen.getByText(/Online Appointment Calling\.\.\./)).toBeTruthy();
    expect(screen.getByText(/after 10 seconds/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book online' }).getAttribute('href')).toBe(
      '/doctors/search?is_online=true',
    );
    expect(screen.getByRole('link', { name: 'Book in-clinic' }).getAttribute('href')).toBe('/doctors/search');
    expect((await screen.findByRole('link', { name: 'Chughtai Diagnostics' })).getAttribute('href')).toBe('/labs/1');
  });
});
