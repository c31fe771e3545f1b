import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stand-in';
import { render } from '@/test/fast-render';
import { fireEvent, screen } from '@/test/render';
import VisitAdviceByLink from './visit-advice-by-link';

const GET = 'GET /api/appointments/visit-advice';
const TOKEN = 'v1.5012.1001.my1m5ug0.kX3p9QvT2mLr8sWbN4cYdA';
const advice = {
  appointment_id: 5012,
  advice: 'Walk 30 minutes a day.',
  medicines: [{ name: 'Amlodipine', strength: '5 mg', frequency: 'Once a day', days: 30 }],
  tests: ['Lipid profile'],
  follow_up_date: null,
  doctor_name: 'Dr. Imran Qureshi',
  doctor_pmdc: '12345-P',
  patient_name: 'Ali Hassan',
  visit_date: '2026-11-24',
  created_at: '2026-11-24T13:45:00.000Z',
  updated_at: '2026-11-24T13:45:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('VisitAdviceByLink', () => {
  it('when someone signed out opens the link, then the prescription reads with the token alone, prints, and offers to sign in for the rest', async () => {
    const api = stubApi({ [GET]: { body: { message: 'OK', data: { advice } } } });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    render(<VisitAdviceByLink appointmentId={5012} token={TOKEN} signedInAsPatient={false} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your advice and prescription' })).toBeTruthy();
    expect(await screen.findByText('Dr. Imran Qureshi, PMDC 12345-P')).toBeTruthy();
    expect(screen.getByText('Patient: Ali Hassan')).toBeTruthy();
    expect(screen.getByText('Date of visit: 24 November 2026')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Medicines prescribed' })).toBeTruthy();
    expect(api.callsTo(GET).map((c) => Object.fromEntries(c.query))).toEqual([{ id: '5012', visit_token: TOKEN }]);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Sign in to see your appointments' }).getAttribute('href')).toBe(
      '/patient/login?next=%2Fpatient%2Fprofile',
    );
    // Nothing but the advice is asked for: no appointment, no list, no rating.
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([GET]);
  });

  it('when another patient is signed in, then the way onwards is their own appointments', async () => {
    stubApi({ [GET]: { body: { message: 'OK', data: { advice } } } });
    render(<VisitAdviceByLink appointmentId={5012} token={TOKEN} signedInAsPatient />);
    expect(await screen.findByTestId('prescription')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my appointments' }).getAttribute('href')).toBe('/patient/profile');
  });

  it.each([
    [401, 'visit_link_expired', 'This link has expired: a link to a prescription works for 30 days.'],
    [401, 'visit_link_invalid', 'This link is not valid. Open the whole link from the message'],
    [404, 'not_found', 'This link is for another appointment.'],
  ] as const)(
    'when the link is refused (%i %s), then a whole sentence says why and no prescription shows',
    async (status, code, words) => {
      stubApi({ [GET]: { status, body: { message: 'Server words', code } } });
      render(<VisitAdviceByLink appointmentId={5012} token={TOKEN} signedInAsPatient={false} />);
      const alert = await screen.findByTestId('visit-link-error');
      expect(alert.textContent).toContain('This link cannot open the prescription');
      expect(alert.textContent).toContain(words);
      expect(alert.textContent).not.toContain('Server words');
      expect(screen.queryByTestId('prescription')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Sign in to see your appointments' })).toBeTruthy();
    },
  );

  it('when the server fails, then Try again reads the link again', async () => {
    let failing = true;
    const api = stubApi({
      [GET]: () =>
        failing
          ? { status: 503, body: { message: 'Busy', code: 'unavailable' } }
          : { body: { message: 'OK', data: { advice } } },
    });
    render(<VisitAdviceByLink appointmentId={5012} token={TOKEN} signedInAsPatient={false} />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    failing = false;
    fireEvent.click(retry);
    expect(await screen.findByTestId('prescription')).toBeTruthy();
    expect(api.callsTo(GET).length).toBeGreaterThanOrEqual(2);
  });
});
