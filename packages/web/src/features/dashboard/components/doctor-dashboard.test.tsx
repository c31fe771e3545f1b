import { describe, expect, it } from 'vitest';
import { saveSession } from '@/lib/session';
import { render } from '@/test/fast-render';
import { fireEvent, screen } from '@/test/render';
import { DoctorDashboard } from './doctor-dashboard';

const doctor = { name: 'Dr. Imran Qureshi', role: 'doctor' as const, user_id: '3001', pmdc: '12345-P' };

describe('DoctorDashboard', () => {
  it('when signed out, then it links to the doctor sign-in and sign-up', () => {
    render(<DoctorDashboard />);
    expect(screen.getByRole('heading', { level: 1, name: 'Doctor dashboard' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Doctor sign in' }).getAttribute('href')).toBe('/doctor/login');
    expect(screen.getByRole('link', { name: 'Join as a doctor' }).getAttribute('href')).toBe(
      '/default/signup?as=doctor',
    );
  });

  it('when a clinic owner opens it, then it says the dashboard is for doctors', () => {
    saveSession({ name: 'Shifa Family Clinic', role: 'clinic_owner', user_id: '2001', clinic_id: '7' });
    render(<DoctorDashboard />);
    expect(screen.getByText(/You are signed in as a clinic owner\. This dashboard is for doctors\./)).toBeTruthy();
  });

  it('when a doctor is signed in, then name, PMDC, photo with fallback and next steps show', async () => {
    saveSession(doctor);
    render(<DoctorDashboard />);
    expect(screen.getByRole('heading', { level: 1, name: 'Dr. Imran Qureshi' })).toBeTruthy();
    expect(screen.getByText('PMDC 12345-P')).toBeTruthy();
    const photo = screen.getByRole('img', { name: 'Dr. Imran Qureshi' });
    expect(photo.getAttribute('src')).toBe('/api/doctor/image?pmdc=12345-P');
    fireEvent.error(photo);
    expect(await screen.findByText('D')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What to do next' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Get it on Google Play: the SehatLink doctor app/ })).toBeTruthy();
  });

  it('when opened with ?tab=online-consultations, then the consultation guide shows', () => {
    saveSession(doctor);
    render(<DoctorDashboard />, { route: '/cms/dashboard/dashboard-doctor?tab=online-consultations' });
    expect(screen.getByRole('tab', { name: 'Online consultations', selected: true })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'How online consultations work' })).toBeTruthy();
    expect(screen.getByText(/rings for 10 seconds/)).toBeTruthy();
  });
});
